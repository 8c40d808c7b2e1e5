import { beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { allUsersSchema, type User } from '@models/users/users'
import { saveScreenshot, useBrowser } from './support/browser'
import { signInThroughApi } from './support/session'

/*
 * The user list in Chromium against the built app and its demo server: what the URL holds comes
 * back after a reload, and a user added through the drawer is kept by the server.
 */

/** Every user the demo server holds, through its own endpoint, as the admin. */
async function serverUsers(baseURL: string): Promise<User[]> {
  const admin = await signInThroughApi(baseURL, 'admin')
  const response = await fetch(new URL('/api/users/list/all-data', baseURL), {
    headers: { authorization: `Bearer ${admin.jwt}` },
  })
  return allUsersSchema.parse(await response.json())
}

const table = (page: Page) => page.getByRole('table', { name: 'All users' })

/** The names in the table once it settled (no page on its way). */
async function shownNames(page: Page): Promise<string[]> {
  await page.locator('.list-table:not(.list-table--dimmed) .user-cell__name').first().waitFor()
  return table(page).locator('.user-cell__name').allTextContents()
}

describe('the user list', { timeout: 120_000 }, () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it('shows the same rows after a reload of a filtered, sorted, searched list', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto('/apps/user/list')
    await table(page).waitFor()
    await page.getByRole('combobox', { name: 'Status' }).selectOption('active')
    await page.getByRole('columnheader', { name: /Billing/ }).click()
    await page.getByRole('searchbox', { name: /Search users/ }).fill('a')
    await page.waitForURL(/q=a/)
    await expect
      .poll(() => new URL(page.url()).search)
      .toBe('?q=a&status=active&sortColumn=billing')
    const expected = (await serverUsers(browser.baseURL))
      .filter((user) => user.status === 'active')
      .filter((user) =>
        [user.email, user.fullName, user.billing].some((text) => text.toLowerCase().includes('a')),
      )
    await expect
      .poll(() => page.locator('.p-paginator-current').textContent())
      .toBe(`1–${Math.min(10, expected.length)} of ${expected.length}`)
    const before = await shownNames(page)
    await page.reload()
    await table(page).waitFor()
    expect(await shownNames(page)).toEqual(before)
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('active')
    expect(await page.getByRole('searchbox', { name: /Search users/ }).inputValue()).toBe('a')
    await expect(
      page.getByRole('columnheader', { name: /Billing/ }).getAttribute('aria-sort'),
    ).resolves.toBe('ascending')
    await saveScreenshot(page, 'users-filtered')
    expect(pageErrors).toEqual([])
  })

  it('pages, selects and expands with the PrimeReact parts the build keeps (vite/prime-trim.plugin.ts)', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto('/apps/user/list')
    await table(page).waitFor()
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25')
    await page.waitForURL(/perPage=25/)
    await expect.poll(async () => (await shownNames(page)).length).toBe(25)
    const firstRow = table(page).getByRole('checkbox').nth(1)
    await firstRow.check()
    await expect.poll(() => firstRow.isChecked()).toBe(true)

    // The server-paged employees open a row on its details.
    await page.goto('/datatables')
    const server = page.getByRole('table', { name: 'Employees' })
    const toggle = server.getByRole('button', { name: /^Show the details of / }).first()
    const name = (await toggle.getAttribute('aria-label'))!.replace('Show the details of ', '')
    await toggle.click()
    await server.getByRole('region', { name: `Details of ${name}` }).waitFor()

    // The filter row of every employee: our own input and select under PrimeReact's headers.
    const employees = page.getByRole('table', { name: 'Every employee, filtered' })
    await employees.locator('tbody tr').first().waitFor()
    const filtered = page.locator('.filter-table')
    await filtered.getByRole('combobox', { name: 'Rows per page' }).selectOption('25')
    await expect.poll(() => employees.locator('tbody tr').count()).toBe(25)
    await filtered.getByRole('searchbox', { name: 'Filter by name' }).fill('zzzz-nobody')
    await employees.getByText('No employee matches these filters.').waitFor()
    expect(pageErrors).toEqual([])
  })

  it('adds a user through the drawer, by keyboard, and the server keeps them', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await page.goto('/apps/user/list')
    await table(page).waitFor()
    await page.getByRole('button', { name: 'Add user' }).focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Add user' })
    await drawer.waitFor()
    // The first field has the focus; the rest are reached with Tab.
    await page.keyboard.type('Grace Hopper')
    await page.keyboard.press('Tab')
    await page.keyboard.type('grace')
    await page.keyboard.press('Tab')
    await page.keyboard.type('grace@navy.example')
    await drawer.getByLabel('Plan').selectOption('enterprise')
    await saveScreenshot(page, 'users-add-drawer')
    await drawer.getByRole('button', { name: 'Add user' }).click()
    await drawer.waitFor({ state: 'detached' })
    await page.getByText('Grace Hopper was added').waitFor()
    await expect
      .poll(async () => (await serverUsers(browser.baseURL)).map((user) => user.email))
      .toContain('grace@navy.example')
    const added = (await serverUsers(browser.baseURL)).find(
      (user) => user.fullName === 'Grace Hopper',
    )
    expect(added).toMatchObject({ id: 51, username: 'grace', currentPlan: 'enterprise' })
    await page.getByRole('searchbox', { name: /Search users/ }).fill('grace')
    await expect.poll(() => shownNames(page)).toEqual(['Grace Hopper'])
    expect(pageErrors).toEqual([])
  })

  it('is not offered to a client, and the server refuses them the users', async () => {
    const { page } = await browser.newPage({ signedInAs: 'client' })
    await page.goto('/apps/user/list')
    await page.waitForURL('**/misc/not-authorized')
    const client = await signInThroughApi(browser.baseURL, 'client')
    const response = await fetch(new URL('/api/users/list/data', browser.baseURL), {
      headers: { authorization: `Bearer ${client.jwt}` },
    })
    expect(response.status).toBe(403)
  })
})
