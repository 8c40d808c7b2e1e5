import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { ticketCount, ticketStore, unsafeTicketId } from '@mocks/tickets/tickets'
import { getLocalDatabase } from '@/services/local-store/local-database'
import {
  folderButton,
  holdCalls,
  outboxEmptied,
  listShown,
  openFromRow,
  readingPane,
  renderTickets,
  rowOf,
  rows,
  seededTicket,
  signedInAs,
  stored,
  ticketsApi,
  watchCalls,
} from './tickets-screen'

signedInAs()

const newest = () => ticketStore.get()

/** A search draws a new window of rows; on a busy machine jsdom can take seconds to. */
const slow = { timeout: 15_000 }

// A window of a hundred rows in the DOM at once: slow on a busy machine.
describe('Support tickets: the list', { timeout: 60_000 }, () => {
  it('lists every ticket newest first, the new ones in bold with an unread mark', async () => {
    renderTickets()
    await listShown()
    const all = newest()
    // Read a window at a time: the first hundred rows, each saying where it stands among all.
    expect(rows()[0]!.id).toBe('ticket-row-1')
    expect(rows()[0]!.getAttribute('aria-setsize')).toBe(String(ticketCount))
    expect(
      rows()
        .slice(0, 5)
        .map((row) => row.dataset.mailId),
    ).toEqual(all.slice(0, 5).map((ticket) => String(ticket.id_tk)))
    expect(rowOf(1)!.className).toContain('mail-row--unread')
    expect(within(rowOf(1)!).getByRole('img', { name: 'Unread' })).toBeTruthy()
    const read = all.slice(0, 100).find((ticket) => ticket.status_tk === 'Closed')!
    expect(rowOf(read.id_tk)!.className).toContain('mail-row--read')
    expect(within(rowOf(read.id_tk)!).queryByRole('img', { name: 'Unread' })).toBeNull()
  })

  it('shows each folder’s unread count and size, counted in the store', async () => {
    renderTickets()
    await listShown()
    const unread = newest().filter((ticket) => ticket.status_tk === 'New').length
    await waitFor(() =>
      expect(folderButton(/^All tickets/).textContent).toContain(`${unread} unread tickets`),
    )
    expect(folderButton(/^New/).textContent).toContain(`${unread} unread tickets`)
    const closed = newest().filter((ticket) => ticket.status_tk === 'Closed').length
    expect(folderButton(/^Closed/).textContent).toContain(`${closed} tickets`)
    expect(folderButton(/^Closed/).textContent).not.toContain('unread')
  })

  it('opens from the store: a second visit shows the tickets while the server fails', async () => {
    const first = renderTickets()
    await listShown()
    await waitFor(async () => expect(await getLocalDatabase().tickets.count()).toBe(ticketCount))
    first.unmount()

    // The server's answer is held until the store's tickets show, then it fails.
    const { release } = holdCalls(ticketsApi, () => HttpResponse.error())
    renderTickets('/apps/tickets?folder=Pending')
    await listShown()
    const pending = newest().filter((ticket) => ticket.status_tk === 'Pending')
    await waitFor(() =>
      expect(rows()[0]!.getAttribute('aria-setsize')).toBe(String(pending.length)),
    )
    release()
    expect(await screen.findByText(/Could not refresh from the server/)).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says so, with Try again, when a first visit cannot load', async () => {
    const user = userEvent.setup()
    server.use(http.post(ticketsApi, () => HttpResponse.error(), { once: true }))
    renderTickets()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The tickets could not be loaded.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await listShown()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('filters by status folder, with the folder in the URL', async () => {
    const user = userEvent.setup()
    const { location } = renderTickets()
    await listShown()
    await user.click(folderButton(/^Pending/))
    const pending = newest().filter((ticket) => ticket.status_tk === 'Pending')
    await waitFor(() =>
      expect(rows()[0]!.getAttribute('aria-setsize')).toBe(String(pending.length)),
    )
    expect(new Set(rows().map((row) => row.querySelector('.ticket-status')!.textContent))).toEqual(
      new Set(['Pending']),
    )
    expect(folderButton(/^Pending/).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('heading', { name: 'Pending' })).toBeTruthy()
    expect(location.history?.at(-1)).toBe('/apps/tickets?folder=Pending')
  })

  it('finds tickets once the typing pauses, keeps the search in the URL, and says when nothing matches', async () => {
    const user = userEvent.setup()
    const { location } = renderTickets()
    await listShown()
    const search = screen.getByRole('searchbox', { name: 'Search tickets' })
    await user.type(search, 'duplicate charge')
    const matching = newest().filter((ticket) => /duplicate charge/i.test(ticket.subject ?? ''))
    await waitFor(() => expect(rows()).toHaveLength(matching.length), slow)
    expect(location.history?.at(-1)).toBe('/apps/tickets?q=duplicate+charge')
    // Typing is not navigating: one entry for the search, not one per key.
    expect(location.history?.filter((entry) => entry.includes('q='))).toHaveLength(1)
    await user.clear(search)
    await user.type(search, 'no ticket says this')
    expect(await screen.findByText('No tickets found', {}, slow)).toBeTruthy()
    expect(screen.getByText(/Nothing matches “no ticket says this”/)).toBeTruthy()
  })

  it('finds a ticket by its number', async () => {
    const user = userEvent.setup()
    renderTickets()
    await listShown()
    await user.type(screen.getByRole('searchbox', { name: 'Search tickets' }), '#42')
    await waitFor(() => expect(rows().map((row) => row.dataset.mailId)).toEqual(['42']), slow)
  })

  it('shows the folder, search and ticket of a pasted link, and follows Back and Forward', async () => {
    const refund = seededTicket(
      (ticket) => ticket.status_tk === 'Open' && /refund/i.test(ticket.subject ?? ''),
    )
    const { location } = renderTickets(`/apps/tickets?folder=Open&q=refund&ticket=${refund.id_tk}`)
    await listShown()
    const matching = newest().filter(
      (ticket) => ticket.status_tk === 'Open' && /refund/i.test(ticket.subject ?? ''),
    )
    await waitFor(() => expect(rows()).toHaveLength(matching.length))
    expect(folderButton(/^Open/).getAttribute('aria-current')).toBe('page')
    expect(
      (screen.getByRole('searchbox', { name: 'Search tickets' }) as HTMLInputElement).value,
    ).toBe('refund')
    const pane = await readingPane()
    await within(pane).findByRole('heading', { name: refund.subject! })

    // Back to a plain list: the folder, the search and the ticket go.
    act(() => location.navigate('/apps/tickets?folder=Closed'))
    const closed = newest().filter((ticket) => ticket.status_tk === 'Closed')
    await waitFor(() => expect(rows()[0]!.getAttribute('aria-setsize')).toBe(String(closed.length)))
    expect(
      (screen.getByRole('searchbox', { name: 'Search tickets' }) as HTMLInputElement).value,
    ).toBe('')
    expect(screen.queryByRole('region', { name: 'Ticket' })).toBeNull()
  })

  it('keeps the open ticket in the URL: a row opens it, Back to the list and another folder close it', async () => {
    const user = userEvent.setup()
    const { location } = renderTickets('/apps/tickets?ticket=2')
    const pane = await readingPane()
    await within(pane).findByRole('heading', { name: stored(2).subject! })
    await listShown()

    await openFromRow(user, stored(4))
    expect(location.history?.at(-1)).toBe('/apps/tickets?ticket=4')

    await user.click(within(await readingPane()).getByRole('button', { name: 'Back to the list' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ticket' })).toBeNull())
    expect(location.history?.at(-1)).toBe('/apps/tickets')

    act(() => location.navigate('/apps/tickets?ticket=4'))
    const again = await readingPane()
    await within(again).findByRole('heading', { name: stored(4).subject! })
    await user.click(folderButton(/^Closed/))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/apps/tickets?folder=Closed'))
    expect(screen.queryByRole('region', { name: 'Ticket' })).toBeNull()
  })

  it('says a ticket of the link is not there once the list is in', async () => {
    renderTickets('/apps/tickets?ticket=99999')
    const pane = await readingPane()
    expect(await within(pane).findByText('This ticket is not here')).toBeTruthy()
  })
})

describe('Support tickets: reading', { timeout: 60_000 }, () => {
  it('opens a New ticket from the store, shows it read at once and marks it read on the server once', async () => {
    const user = userEvent.setup()
    const calls = watchCalls()
    renderTickets()
    await listShown()
    const fresh = seededTicket((ticket) => ticket.status_tk === 'New')
    const unread = newest().filter((ticket) => ticket.status_tk === 'New').length
    // The server does not answer yet: what shows is the store's.
    const { release } = holdCalls(ticketsApi)
    const pane = await openFromRow(user, fresh)
    expect(await within(pane).findByText('Open', { selector: '.ticket-status' })).toBeTruthy()
    await waitFor(() => expect(rowOf(fresh.id_tk)!.className).toContain('mail-row--read'))
    await waitFor(() =>
      expect(folderButton(/^All tickets/).textContent).toContain(`${unread - 1} unread tickets`),
    )
    expect(stored(fresh.id_tk).status_tk).toBe('New')
    release()
    await waitFor(() => expect(stored(fresh.id_tk).status_tk).toBe('Open'))
    await outboxEmptied()
    const reads = calls.filter((call) => call.path === 'channelTickets' && call.body.id_tk !== '')
    expect(reads).toHaveLength(1)
    expect(reads[0]!.body.id_tk).toBe(fresh.id_tk)
    expect(reads[0]!.key).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('asks the server again, in the background, for a ticket that was read before', async () => {
    const user = userEvent.setup()
    const calls = watchCalls()
    renderTickets()
    await listShown()
    const old = seededTicket((ticket) => ticket.status_tk === 'Pending')
    const shown = structuredClone(old)
    old.subject = 'Renamed on the server'
    await openFromRow(user, shown)
    await within(await readingPane()).findByRole('heading', { name: 'Renamed on the server' })
    const asked = calls.filter((call) => call.body.id_tk === old.id_tk)
    expect(asked).toHaveLength(1)
    expect(asked[0]!.key).toBeNull()
  })

  it('shows message HTML without its scripts, event handlers or script links', async () => {
    const user = userEvent.setup()
    renderTickets()
    await listShown()
    await openFromRow(user, stored(unsafeTicketId))
    const pane = await readingPane()
    await within(pane).findByText(/The invoice preview shows a broken image/)
    expect(pane.querySelector('script')).toBeNull()
    expect(pane.querySelector('[onerror]')).toBeNull()
    expect(pane.querySelector('a[href^="javascript"]')).toBeNull()
    expect(within(pane).getByText('Open the invoice')).toBeTruthy()
    expect((window as { __ticketXss?: boolean }).__ticketXss).toBeUndefined()
  })

  it('moves with j/k and the arrows, opens with Enter and goes back with Escape', async () => {
    const user = userEvent.setup()
    renderTickets()
    const listbox = await listShown()
    expect(listbox.getAttribute('aria-activedescendant')).toBe('ticket-row-1')
    await user.keyboard('jj')
    expect(listbox.getAttribute('aria-activedescendant')).toBe('ticket-row-3')
    await user.keyboard('{ArrowDown}k{ArrowUp}')
    expect(listbox.getAttribute('aria-activedescendant')).toBe('ticket-row-2')
    await user.keyboard('{Enter}')
    const pane = await readingPane()
    await within(pane).findByRole('heading', { name: stored(2).subject! })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ticket' })).toBeNull())
    expect(screen.getByRole('heading', { name: 'Select a ticket' })).toBeTruthy()
  })

  it('reaches the last ticket with End, reading the rest of the folder first', async () => {
    const user = userEvent.setup()
    renderTickets()
    const listbox = await listShown()
    listbox.focus()
    await user.keyboard('{End}')
    const last = newest().at(-1)!
    await waitFor(() =>
      expect(listbox.getAttribute('aria-activedescendant')).toBe(`ticket-row-${last.id_tk}`),
    )
  })

  it('leaves the keys alone while typing in the search box', async () => {
    const user = userEvent.setup()
    renderTickets()
    const listbox = await listShown()
    const search = screen.getByRole('searchbox', { name: 'Search tickets' })
    await user.click(search)
    await user.keyboard('jkrsna')
    expect((search as HTMLInputElement).value).toBe('jkrsna')
    expect(listbox.getAttribute('aria-activedescendant')).toBe('ticket-row-1')
  })

  it('asks with the company token and the signed-in user’s token, every ticket at once', async () => {
    const calls = watchCalls()
    renderTickets()
    await listShown()
    const list = calls.find((call) => call.path === 'channelTickets')!
    expect(list.body).toMatchObject({ ctoken: 'demo-company', status_tk: '', q: '', id_tk: '' })
    expect((list.body.ujwt as string).split('.')).toHaveLength(3)
    expect(calls.some((call) => call.path === 'channelTickets/agents')).toBe(true)
  })
})
