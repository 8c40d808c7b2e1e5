import { beforeEach, describe, expect, it } from 'vitest'
import { saveScreenshot, useBrowser } from './support/browser'
import { emailReader, emailRow, openEmail, serverEmails } from './support/email'

/*
 * The mailbox in Chromium against the built app and its demo server: a bulk star is kept by the
 * server across a reload, and an email's markup runs nothing in a real browser.
 */

/** The email whose message carries a script, an onerror and a javascript: link (mocks/data). */
const unsafeEmailId = 5

describe('the mailbox', { timeout: 120_000 }, () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it('stars three selected emails, and they are still starred after a reload', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await openEmail(page)
    const picked = (await serverEmails(browser.baseURL))
      .filter((email) => !email.isStarred)
      .slice(0, 3)
      .map((email) => email.id)
    expect(picked).toHaveLength(3)
    for (const id of picked) await emailRow(page, id).locator('.mail-row__check').click()
    const toolbar = page.getByRole('toolbar', { name: 'Selected emails' })
    await toolbar.getByText('3 selected').waitFor()
    await toolbar.getByRole('button', { name: 'Star', exact: true }).click()
    const starred = (id: number) =>
      emailRow(page, id).locator('.mail-row__star').getAttribute('data-starred')
    for (const id of picked) await expect.poll(() => starred(id)).toBe('true')
    // Kept by the server, not only shown.
    await expect
      .poll(async () =>
        (await serverEmails(browser.baseURL))
          .filter((email) => picked.includes(email.id))
          .every((email) => email.isStarred),
      )
      .toBe(true)
    await saveScreenshot(page, 'email-starred')

    await page.reload()
    await emailRow(page, picked[0]!).waitFor()
    for (const id of picked) expect(await starred(id)).toBe('true')
    expect(pageErrors).toEqual([])
  })

  it('runs nothing an email carries: script, onerror and javascript: link', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    let dialogs = 0
    page.on('dialog', (dialog) => {
      dialogs += 1
      void dialog.dismiss()
    })
    await openEmail(page, `/apps/email?email=${unsafeEmailId}`)
    const body = emailReader(page).locator('.mail-message__body')
    await body.getByText('The invoice preview shows a broken image').waitFor()
    // The broken image has had its chance to fail; the link is clicked.
    await page.waitForLoadState('load')
    // Its javascript: address is gone: it is no link any more, and clicking it does nothing.
    expect(await body.getByRole('link', { name: 'Open the invoice' }).count()).toBe(0)
    await body.getByText('Open the invoice').click()
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => (window as { __emailXss?: unknown }).__emailXss)).toBe(
      undefined,
    )
    expect(await body.locator('script').count()).toBe(0)
    expect(await body.locator('[onerror], [onclick]').count()).toBe(0)
    expect(dialogs).toBe(0)
    expect(pageErrors).toEqual([])
  })
})

describe('the composer', { timeout: 120_000 }, () => {
  const browser = useBrowser()

  it('closes the suggestions on Escape and keeps what was typed; the next Escape closes it', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await openEmail(page)
    await page.getByRole('button', { name: 'Compose' }).click()
    const dialog = page.getByRole('dialog', { name: 'Compose mail' })
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Quarterly numbers')
    const to = dialog.getByRole('combobox', { name: 'To' })
    await to.pressSequentially('maya')
    await dialog.getByRole('option', { name: /Maya Rossi/ }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.getByRole('option').waitFor({ state: 'hidden' })
    expect(await dialog.isVisible()).toBe(true)
    expect(await dialog.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(
      'Quarterly numbers',
    )
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(pageErrors).toEqual([])
  })
})
