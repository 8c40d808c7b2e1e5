import type { Locator, Page } from 'playwright-core'
import { apiEmailSchema, type ApiEmail } from '@models/email/email-api'
import * as z from 'zod/mini'
import { signInThroughApi } from './session'

/** The mailbox's list once its rows are there. */
export async function openEmail(page: Page, path = '/apps/email'): Promise<void> {
  await page.goto(path)
  await emailRows(page).first().waitFor()
}

export const emailList = (page: Page): Locator => page.getByRole('listbox', { name: 'Emails' })
export const emailRows = (page: Page): Locator => emailList(page).locator('[data-mail-id]')
export const emailRow = (page: Page, id: number): Locator => page.locator(`[data-mail-id="${id}"]`)
export const emailReader = (page: Page): Locator => page.getByRole('region', { name: 'Email' })

/** A folder's emails as the demo server holds them now, newest first, read as the admin. */
export async function serverEmails(baseURL: string, folder = 'inbox'): Promise<ApiEmail[]> {
  const admin = await signInThroughApi(baseURL, 'admin')
  const response = await fetch(new URL(`/apps/email/emails?folder=${folder}`, baseURL), {
    headers: { authorization: `Bearer ${admin.jwt}` },
  })
  const body = z.parse(z.object({ emails: z.array(apiEmailSchema) }), await response.json())
  return body.emails
}
