import type { Locator, Page } from 'playwright-core'
import { channelTicketsSchema, type ApiTicket, type TicketStatus } from '@models/tickets/ticket-api'
import { signInThroughApi, type DemoRole } from './session'

/*
 * What the ticket browser tests share: the server's truth through the real call (with a session of
 * its own, and never asking for one ticket, which would mark it read), and the parts of the
 * tickets screen a user looks at.
 */

export const ticketsPath = '/apps/tickets'
const apiPath = '/data-api/user/channelTickets'

/** The tickets the server lists for a demo user, newest first. */
export async function serverTickets(
  baseURL: string,
  role: DemoRole,
  fields: { status_tk?: TicketStatus | ''; q?: string } = {},
): Promise<ApiTicket[]> {
  const user = await signInThroughApi(baseURL, role)
  const response = await fetch(new URL(apiPath, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ctoken: 'demo-company',
      ujwt: user.jwt,
      status_tk: '',
      q: '',
      id_tk: '',
      ...fields,
    }),
  })
  if (!response.ok) throw new Error(`${apiPath} answered ${response.status}`)
  return channelTicketsSchema.parse(await response.json()).data.supportTickets.data
}

/** Whether a response is the tickets call. */
export const isTicketsCall = (url: string) => new URL(url).pathname === apiPath

/** Opens the tickets screen and waits for its list. */
export async function openTickets(page: Page): Promise<void> {
  await Promise.all([
    page.waitForResponse((response) => isTicketsCall(response.url())),
    page.goto(ticketsPath),
  ])
  await ticketList(page).locator('[role="option"]').first().waitFor()
}

export const ticketList = (page: Page) => page.getByRole('listbox', { name: 'Tickets' })

export const ticketRow = (page: Page, id: number) =>
  ticketList(page).locator(`[data-mail-id="${id}"]`)

export const readingPane = (page: Page) => page.getByRole('region', { name: 'Ticket' })

export const folderButton = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Ticket folders' }).getByRole('button', { name })

/** The computed font weight of a row's subject, as the user sees it (700 is bold). */
export async function subjectWeight(row: Locator): Promise<number> {
  return Number(
    await row
      .locator('.mail-row__subject-text')
      .evaluate((node) => getComputedStyle(node).fontWeight),
  )
}

/**
 * How many tickets the list holds, as it tells assistive technology: it renders only the rows in
 * and near sight, each with its position among all of them (`aria-setsize`).
 */
export async function listSize(page: Page): Promise<number> {
  return Number(
    await ticketList(page).locator('[role="option"]').first().getAttribute('aria-setsize'),
  )
}

/** Waits until the list holds `count` tickets, e.g. after choosing a folder or searching. */
export async function waitForListSize(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (size) =>
      document.querySelector('[role="listbox"] [role="option"]')?.getAttribute('aria-setsize') ===
      String(size),
    count,
  )
}

/** The subjects the list shows, top to bottom. */
export function listedSubjects(page: Page): Promise<string[]> {
  return ticketList(page).locator('.mail-row__subject-text').allInnerTexts()
}

/** The status labels the list shows, top to bottom. */
export function listedStatuses(page: Page): Promise<string[]> {
  return ticketList(page).locator('.ticket-status').allInnerTexts()
}

/** A help desk call (`reply`, `update`, `agents`) as a demo user, with the tokens in the body. */
export async function helpDeskCall(
  baseURL: string,
  role: DemoRole,
  endpoint: 'reply' | 'update' | 'agents',
  fields: Record<string, unknown>,
): Promise<Response> {
  const user = await signInThroughApi(baseURL, role)
  return fetch(new URL(`${apiPath}/${endpoint}`, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.jwt}` },
    body: JSON.stringify({ ctoken: 'demo-company', ujwt: user.jwt, ...fields }),
  })
}

/** The replies of one ticket as the demo server holds them, notes included (asked as the admin). */
export async function serverReplies(baseURL: string, id: number): Promise<ApiTicket['replies']> {
  const ticket = (await serverTickets(baseURL, 'admin')).find((each) => each.id_tk === id)
  if (!ticket) throw new Error(`the server has no ticket ${id}`)
  return ticket.replies ?? []
}

/** Whether a response is the help desk's reply call. */
export const isReplyCall = (url: string) => new URL(url).pathname === `${apiPath}/reply`

export const composer = (page: Page) =>
  readingPane(page).getByRole('textbox', { name: /^(Reply to .+|Internal note for agents)$/ })

/** Writes a reply in the open ticket's composer and sends it with Ctrl+Enter. */
export async function sendReply(page: Page, text: string): Promise<void> {
  await composer(page).fill(text)
  await composer(page).press('Control+Enter')
}

/** How many changes wait in the outbox of the page's local store (read with IndexedDB itself). */
export function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('chat-history')
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const database = opening.result
          const count = database.transaction('outbox').objectStore('outbox').count()
          count.onsuccess = () => {
            resolve(count.result)
            database.close()
          }
          count.onerror = () => reject(count.error)
        }
      }),
  )
}
