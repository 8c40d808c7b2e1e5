import { describe, expect, it } from 'vitest'
import type { Locator, Page } from 'playwright-core'
import { useBrowser } from './support/browser'

/*
 * Every form moved onto the one form layer (src/components/form), once each, in a real browser:
 * a field checked when it is left, the summary of the problems on a failed submit with the focus
 * on the first wrong field, the server's words under their field where the demo server gives
 * some, and a draft that survives a reload.
 */
describe('forms on the one form layer', () => {
  const browser = useBrowser()

  const focused = (locator: Locator) =>
    locator.evaluate((element) => element === document.activeElement)

  async function openExample(page: Page, name: string) {
    await page.getByRole('button', { name: `Open ${name}` }).click()
    const dialog = page.getByRole('dialog', { name })
    await dialog.waitFor()
    return dialog
  }

  it('the modal examples check on leave and sum up on submit', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto('/pages/modal-examples')

    const card = await openExample(page, 'Add new card')
    await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 42')
    await card.getByRole('textbox', { name: 'Card number' }).blur()
    await card.getByText('This number has too few or too many digits for a card').waitFor()
    await card.getByRole('button', { name: 'Add card' }).click()
    const summary = card.getByRole('alert')
    await summary.getByText('Please fix 4 problems:').waitFor()
    expect(await focused(card.getByRole('textbox', { name: 'Card number' }))).toBe(true)
    await card.getByRole('button', { name: 'Cancel' }).click()

    const address = await openExample(page, 'Add new address')
    await address.getByRole('button', { name: 'Add address' }).click()
    await address.getByRole('alert').getByText('Please fix 7 problems:').waitFor()
    expect(await focused(address.getByRole('textbox', { name: 'Full name' }))).toBe(true)
    await address.getByRole('button', { name: 'Cancel' }).click()

    const otp = await openExample(page, 'Enable one-time passwords')
    await otp.getByRole('textbox', { name: 'Mobile number' }).fill('12')
    await otp.getByRole('textbox', { name: 'Mobile number' }).blur()
    await otp.getByText('Enter a phone number of 7 to 15 digits').waitFor()
    await otp.getByRole('button', { name: 'Cancel' }).click()

    const editUser = await openExample(page, 'Edit user information')
    const email = editUser.getByRole('textbox', { name: 'Email' })
    await email.fill('john.doe')
    await editUser.getByRole('button', { name: 'Save changes' }).click()
    await editUser.getByRole('alert').getByText('Email: Enter a valid email address').waitFor()
    expect(await focused(email)).toBe(true)
  })

  it("account settings show the server's field error and keep a draft across a reload", async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto('/pages/account-settings')
    const profile = page.locator('form', {
      has: page.getByRole('heading', { name: 'Profile details' }),
    })
    const username = profile.getByRole('textbox', { name: 'Username' })
    await username.fill('janedoe')
    await profile.getByRole('button', { name: 'Save changes' }).click()
    await profile.getByText('This username is already in use.', { exact: true }).waitFor()
    await profile
      .getByRole('alert')
      .getByText('Username: This username is already in use.')
      .waitFor()
    expect(await focused(username)).toBe(true)

    const company = profile.getByRole('textbox', { name: 'Company' })
    await company.fill('Contoso draft')
    // The draft is kept a moment after the typing stops.
    await page.waitForTimeout(600)
    await page.reload()
    await profile.getByText('What you typed earlier is back.').waitFor()
    expect(await company.inputValue()).toBe('Contoso draft')
    await profile.getByRole('button', { name: 'Discard it' }).click()
    expect(await company.inputValue()).not.toBe('Contoso draft')
  })

  it('the password form keeps no draft, and asks before typed passwords are left', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto('/pages/account-settings/security')
    const current = page.getByLabel('Current password', { exact: true })
    await current.fill('not-kept')
    await page.getByRole('link', { name: 'Social' }).first().click()
    const ask = page.getByRole('dialog', { name: 'Leave this page?' })
    await ask.waitFor()
    await ask.getByRole('button', { name: 'Stay' }).click()
    expect(await current.inputValue()).toBe('not-kept')
    await page.waitForTimeout(600)
    await page.reload()
    await current.waitFor()
    expect(await current.inputValue()).toBe('')
  })

  it('the role dialog checks its name on leave and sums up on submit', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto('/apps/roles')
    await page.getByRole('button', { name: 'Add new role' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Add new role' })
    await dialog.waitFor()
    const name = dialog.getByRole('textbox', { name: 'Role name' })
    await name.fill('   ')
    await name.blur()
    await dialog.getByText('Give the role a name.', { exact: true }).waitFor()
    await dialog.getByRole('button', { name: 'Add role' }).click()
    await dialog.getByRole('alert').getByText('Role name: Give the role a name.').waitFor()
    expect(await focused(name)).toBe(true)
  })

  it('the sign-in forms check on leave, sum up on submit and show the server’s field error', async () => {
    const { page } = await browser.newPage()
    await page.goto('/pages/login-basic')
    const email = page.getByRole('textbox', { name: 'Email' })
    await email.fill('nobody')
    await email.blur()
    await page.getByText('Enter a valid email, like name@example.com').first().waitFor()

    await page.goto('/pages/register-basic')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.getByRole('alert').getByText('Please fix 4 problems:').waitFor()
    expect(await focused(page.getByRole('textbox', { name: 'Username' }))).toBe(true)
    await page.getByRole('textbox', { name: 'Username' }).fill('someone-new')
    await page.getByRole('textbox', { name: 'Email' }).fill('admin@demo.com')
    await page.getByLabel('Password', { exact: true }).fill('long-enough-1')
    await page.getByRole('checkbox').check()
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.getByText('This email is already in use.', { exact: true }).waitFor()
    expect(await focused(page.getByRole('textbox', { name: 'Email' }))).toBe(true)
  })
})
