import { afterEach, beforeEach, expect, onTestFinished, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { http, type JsonBodyType } from 'msw'
import { server } from '@mocks/node'
import { findTicket, ticketStore, type StoredTicket } from '@mocks/tickets/tickets'
import { getLocalDatabase } from '@/services/local-store/local-database'
import { log } from '@models/log/log'
import type { UserData } from '@models/session/session'
import TicketsPage from '@/features/tickets/tickets.page'
import { appI18n, signInWithIssuedToken, signOutAfterTest } from '../../support/test-kit'
import { renderMailPage } from '../../support/mail-page'
import { demoAdminSession } from '../../support/session-fixtures'

/*
 * What the tickets screen's integration tests share: a user signed in for each test (the admin
 * unless told), the page rendered with every row of its window in the DOM, the parts a user looks
 * at, the demo server's truth, and a way to hold a call on its way.
 */

// The global i18next, as in the app: the outbox's refusal toasts are translated through it.
export const i18n = appI18n()

export const ticketsApi = '*/data-api/user/channelTickets'

/** Each test signed in as `user`; the failures some tests cause on purpose are not printed. */
export function signedInAs(user: UserData = demoAdminSession): void {
  beforeEach(async () => {
    await signInWithIssuedToken(user)
    vi.spyOn(log, 'error').mockImplementation(() => undefined)
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await signOutAfterTest()
  })
}

export function renderTickets(path = '/apps/tickets') {
  return renderMailPage(<TicketsPage />, i18n, path)
}

export const ticketList = () => screen.getByRole('listbox', { name: 'Tickets' })

/** The list once it shows its rows: Virtuoso renders them a moment after the list itself. */
export async function listShown(): Promise<HTMLElement> {
  const listbox = await screen.findByRole('listbox', { name: 'Tickets' }, { timeout: 10_000 })
  await within(listbox).findAllByRole('option', {}, { timeout: 10_000 })
  return listbox
}

export const rows = () => within(ticketList()).getAllByRole('option')
export const rowOf = (id: number) => document.getElementById(`ticket-row-${id}`)
export const readingPane = () => screen.findByRole('region', { name: 'Ticket' })
export const folderButton = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Ticket folders' })).getByRole('button', { name })

/** The ticket as the demo server holds it now. */
export const stored = (id: number): StoredTicket => findTicket(id)!

/** The first seeded ticket that `pick` takes. */
export function seededTicket(pick: (ticket: StoredTicket) => boolean): StoredTicket {
  const ticket = ticketStore.get().find(pick)
  if (!ticket) throw new Error('The seed has no such ticket.')
  return ticket
}

/** Opens a ticket from its row and waits for its subject in the reading pane. */
export async function openFromRow(
  user: { click: (element: Element) => Promise<void> },
  ticket: StoredTicket,
): Promise<HTMLElement> {
  const row = await waitFor(() => {
    const found = rowOf(ticket.id_tk)
    expect(found, `ticket ${ticket.id_tk} is listed`).not.toBeNull()
    return found!
  })
  await user.click(row)
  const pane = await readingPane()
  await within(pane).findByRole('heading', { name: ticket.subject! }, { timeout: 10_000 })
  return pane
}

/** Waits until every change waits no more: the outbox is empty. */
export async function outboxEmptied(): Promise<void> {
  await waitFor(async () => expect(await getLocalDatabase().outbox.count()).toBe(0), {
    timeout: 15_000,
  })
}

/** The help desk's calls the app makes from now on in this test: path, body and key. */
export function watchCalls(): {
  path: string
  body: Record<string, unknown>
  key: string | null
}[] {
  const calls: { path: string; body: Record<string, unknown>; key: string | null }[] = []
  const listener = async ({ request }: { request: Request }) => {
    const { pathname } = new URL(request.url)
    if (!pathname.startsWith('/data-api/user/channelTickets')) return
    calls.push({
      path: pathname.replace('/data-api/user/', ''),
      body: (await request.clone().json()) as Record<string, unknown>,
      key: request.headers.get('idempotency-key'),
    })
  }
  server.events.on('request:start', listener)
  onTestFinished(() => {
    server.events.removeListener('request:start', listener)
  })
  return calls
}

/**
 * Holds every call to `path` until `release()`, then lets it reach the demo server (or answers it
 * with `answer`): the screen can be looked at while the answer is on its way.
 */
export function holdCalls(path: string, answer?: () => Response | JsonBodyType) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.post(path, async () => {
      await released
      return answer ? (answer() as Response) : undefined
    }),
  )
  return { release }
}
