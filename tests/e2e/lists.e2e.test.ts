import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { saveScreenshot, useBrowser } from './support/browser'

/*
 * The list screens on ListScreen (src/components/list-screen/) in Chromium against the built app
 * and its demo server: the invoices, the permissions and the API keys, on a desktop and a phone,
 * and the FAQ's search on the list pattern. The users and the data table are in users.e2e.test.ts.
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** The invoice numbers a settled table shows (no page on its way). */
async function invoiceIds(page: Page): Promise<string[]> {
  await page.locator('.list-table:not(.list-table--dimmed) tbody tr').first().waitFor()
  return page.getByRole('table', { name: 'All invoices' }).locator('.invoice-id').allTextContents()
}

describe('the list screens', { timeout: 120_000 }, () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it('filters the invoices in the URL, and deletes the rows picked together', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto('/apps/invoice/list')
    const table = page.getByRole('table', { name: 'All invoices' })
    await table.waitFor()
    await page.getByRole('combobox', { name: 'Status' }).selectOption('Paid')
    await page.waitForURL(/status=Paid/)
    await expect.poll(async () => (await invoiceIds(page)).length).toBeGreaterThan(2)
    const [first, second, third] = await invoiceIds(page)
    await table.getByRole('checkbox', { name: new RegExp(`${first!.slice(1)}$`) }).check()
    await table.getByRole('checkbox', { name: new RegExp(`${second!.slice(1)}$`) }).check()
    await page.getByText('2 rows selected').waitFor()
    await saveScreenshot(page, 'lists-invoices-selected')
    await page.getByRole('button', { name: 'Delete selected' }).click()
    await expect.poll(async () => (await invoiceIds(page))[0]).toBe(third)
    await expect.poll(() => page.getByText('2 rows selected').isVisible()).toBe(false)
    expect(pageErrors).toEqual([])
  })

  it('shows the invoices on a phone, each row stacked under its headers', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin', ...phone })
    await page.goto('/apps/invoice/list')
    await invoiceIds(page)
    await saveScreenshot(page, 'lists-invoices-phone')
    expect(pageErrors).toEqual([])
  })

  it('filters and searches the permissions, and deletes one behind its Undo', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto('/apps/permissions')
    const table = page.getByRole('table', { name: 'Permissions' })
    await table.locator('.permission-name').first().waitFor()
    await page.getByRole('combobox', { name: 'Assigned to' }).selectOption({ index: 1 })
    await page.getByRole('searchbox', { name: /Search permissions/ }).fill('manage')
    await page.waitForURL(/q=manage/)
    await expect
      .poll(async () => {
        const names = await table.locator('.permission-name').allTextContents()
        return names.length > 0 && names.every((name) => /manage/i.test(name))
      })
      .toBe(true)
    const name = (await table.locator('.permission-name').first().textContent())!
    await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click()
    await page.getByText('Permission deleted').waitFor()
    await expect.poll(() => table.getByText(name, { exact: true }).count()).toBe(0)
    await saveScreenshot(page, 'lists-permissions')
    expect(pageErrors).toEqual([])
  })

  it('shows the permissions and the API keys on a phone', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin', ...phone })
    await page.goto('/apps/permissions')
    await page.locator('.permission-name').first().waitFor()
    await saveScreenshot(page, 'lists-permissions-phone')
    await page.goto('/pages/api-key')
    await page.getByRole('table', { name: 'Your API keys' }).locator('tbody tr').first().waitFor()
    await saveScreenshot(page, 'lists-api-keys-phone')
    expect(pageErrors).toEqual([])
  })

  it('shows the users under the role cards and the employees, on a desktop and a phone', async () => {
    for (const options of [{}, phone]) {
      const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin', ...options })
      const suffix = options === phone ? '-phone' : ''
      await page.goto('/apps/roles')
      await page.getByRole('heading', { name: 'Total users with their roles' }).waitFor()
      await page
        .getByRole('table', { name: 'All users' })
        .locator('.user-cell__name')
        .first()
        .waitFor()
      await saveScreenshot(page, `lists-roles-users${suffix}`)
      await page.goto('/datatables')
      await page
        .getByRole('table', { name: 'Employees' })
        .locator('.employee-cell__name')
        .first()
        .waitFor()
      await saveScreenshot(page, `lists-employees${suffix}`)
      expect(pageErrors).toEqual([])
    }
  })

  it('asks before deleting an API key, then takes it off the list', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto('/pages/api-key')
    const table = page.getByRole('table', { name: 'Your API keys' })
    const firstName = table.locator('.api-key__name').first()
    await firstName.waitFor()
    const name = (await firstName.textContent())!
    await saveScreenshot(page, 'lists-api-keys')
    await table.getByRole('button', { name: `Delete ${name}`, exact: true }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Delete key' }).click()
    await expect.poll(() => table.getByText(name, { exact: true }).count()).toBe(0)
    expect(pageErrors).toEqual([])
  })

  it('keeps the FAQ search in the address, and shows the same answers after a reload', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'client' })
    await page.goto('/pages/faq')
    await page.getByRole('heading', { level: 2, name: 'Payment', exact: true }).waitFor()
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('damaged')
    await page.waitForURL(/q=damaged/)
    await page
      .getByRole('heading', { level: 2, name: 'Payment', exact: true })
      .waitFor({ state: 'detached' })
    await page.reload()
    await page.getByRole('button', { name: 'What to do if my product arrives damaged?' }).waitFor()
    expect(await page.getByRole('searchbox', { name: 'Search the questions' }).inputValue()).toBe(
      'damaged',
    )
    expect(
      await page.getByRole('heading', { level: 2, name: 'Payment', exact: true }).count(),
    ).toBe(0)
    await saveScreenshot(page, 'lists-faq-search')
    expect(pageErrors).toEqual([])
  })
})
