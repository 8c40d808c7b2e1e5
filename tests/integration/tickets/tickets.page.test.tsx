import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { ticketStore, unsafeTicketId } from '@mocks/data/tickets'
import TicketsPage from '@/features/tickets/tickets.page'
import { createTestI18n } from '../../support/test-kit'
import { renderMailPage, signedInWithQuietErrors } from '../../support/mail-page'

const i18n = createTestI18n()
const ticketsPath = '*/data-api/user/channelTickets'

signedInWithQuietErrors()

function renderTickets(path = '/apps/tickets') {
  return renderMailPage(<TicketsPage />, i18n, path)
}

/** The list once it shows its rows: Virtuoso renders them a moment after the list itself. */
async function list() {
  const listbox = await screen.findByRole('listbox', { name: 'Tickets' })
  await within(listbox).findAllByRole('option')
  return listbox
}
const rows = () => within(screen.getByRole('listbox', { name: 'Tickets' })).getAllByRole('option')
const rowOf = (id: number) => document.getElementById(`ticket-row-${id}`)!
const seeded = (id: number) => ticketStore.get().find((ticket) => ticket.id_tk === id)!
const folder = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Ticket folders' })).getByRole('button', { name })

// Every row is rendered here, as many as Virtuoso's overhead makes slow on a busy machine.
describe('Support tickets', { timeout: 30_000 }, () => {
  it('lists every ticket newest first, the new ones in bold with an unread mark', async () => {
    renderTickets()
    await list()
    const all = ticketStore.get()
    expect(rows()).toHaveLength(all.length)
    expect(rows()[0]!.id).toBe('ticket-row-1')
    expect(rowOf(1).className).toContain('mail-row--unread')
    expect(within(rowOf(1)).getByRole('img', { name: 'Unread' })).toBeTruthy()
    const read = all.find((ticket) => ticket.status_tk === 'Closed')!
    expect(rowOf(read.id_tk).className).toContain('mail-row--read')
    expect(within(rowOf(read.id_tk)).queryByRole('img', { name: 'Unread' })).toBeNull()
  })

  it('shows each folder’s unread count', async () => {
    renderTickets()
    await list()
    const unread = ticketStore.get().filter((ticket) => ticket.status_tk === 'New').length
    expect(folder(/^All tickets/).textContent).toContain(`${unread} unread tickets`)
    expect(folder(/^New/).textContent).toContain(`${unread} unread tickets`)
    expect(folder(/^Closed/).textContent).not.toContain('unread')
  })

  it('opens a ticket with its published replies only, and shows it read from then on', async () => {
    const user = userEvent.setup()
    renderTickets()
    await list()
    const before = ticketStore.get().filter((ticket) => ticket.status_tk === 'New').length
    await user.click(rowOf(1))
    const reader = await screen.findByRole('region', { name: 'Ticket' })
    await within(reader).findByRole('heading', { name: seeded(1).subject! })
    expect(rowOf(1).className).toContain('mail-row--read')
    expect(seeded(1).status_tk).toBe('Open')
    await waitFor(() =>
      expect(folder(/^All tickets/).textContent).toContain(`${before - 1} unread tickets`),
    )

    const withNotes = ticketStore
      .get()
      .find(
        (ticket) =>
          ticket.replies.some((reply) => reply.published === 0) &&
          ticket.replies.some((reply) => reply.published === 1),
      )!
    await user.click(rowOf(withNotes.id_tk))
    await within(reader).findByRole('heading', { name: withNotes.subject! })
    const published = withNotes.replies.filter((reply) => reply.published === 1)
    const label = published.length === 1 ? '1 reply' : `${published.length} replies`
    expect(within(reader).getByRole('heading', { name: label })).toBeTruthy()
    for (const note of withNotes.replies.filter((reply) => reply.published === 0)) {
      const text = note.message!.replace(/<[^>]+>/g, '')
      expect(within(reader).queryByText(text)).toBeNull()
    }
  })

  it('shows message HTML without its scripts, event handlers or script links', async () => {
    const user = userEvent.setup()
    renderTickets()
    await list()
    await user.click(rowOf(unsafeTicketId))
    const reader = await screen.findByRole('region', { name: 'Ticket' })
    await within(reader).findByText(/The invoice preview shows a broken image/)
    expect(reader.querySelector('script')).toBeNull()
    expect(reader.querySelector('[onerror]')).toBeNull()
    expect(reader.querySelector('a[href^="javascript"]')).toBeNull()
    expect(within(reader).getByText('Open the invoice')).toBeTruthy()
    expect((window as { __ticketXss?: boolean }).__ticketXss).toBeUndefined()
  })

  it('filters by status folder', async () => {
    const user = userEvent.setup()
    renderTickets()
    await list()
    await user.click(folder(/^Pending/))
    const pending = ticketStore.get().filter((ticket) => ticket.status_tk === 'Pending')
    await waitFor(() => expect(rows()).toHaveLength(pending.length))
    expect(folder(/^Pending/).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('heading', { name: 'Pending' })).toBeTruthy()
  })

  it('finds tickets by subject once the typing pauses, and says when nothing matches', async () => {
    const user = userEvent.setup()
    renderTickets()
    await list()
    const search = screen.getByRole('searchbox', { name: 'Search tickets' })
    await user.type(search, 'duplicate charge')
    const matching = ticketStore
      .get()
      .filter((ticket) => /duplicate charge/i.test(ticket.subject ?? ''))
    // 260 rows to query each time, after a debounced search: slow on a busy machine.
    await waitFor(() => expect(rows()).toHaveLength(matching.length))
    await user.clear(search)
    await user.type(search, 'no ticket says this')
    expect(await screen.findByText('No tickets found')).toBeTruthy()
    expect(screen.getByText(/Nothing matches “no ticket says this”/)).toBeTruthy()
  })

  it('moves with j/k and the arrows, opens with Enter and goes back with Escape', async () => {
    const user = userEvent.setup()
    renderTickets()
    const listbox = await list()
    expect(listbox.getAttribute('aria-activedescendant')).toBe('ticket-row-1')
    await user.keyboard('jj')
    expect(listbox.getAttribute('aria-activedescendant')).toBe('ticket-row-3')
    await user.keyboard('{ArrowDown}k{ArrowUp}')
    expect(listbox.getAttribute('aria-activedescendant')).toBe('ticket-row-2')
    await user.keyboard('{Enter}')
    const reader = await screen.findByRole('region', { name: 'Ticket' })
    await within(reader).findByRole('heading', { name: seeded(2).subject! })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Ticket' })).toBeNull()
    expect(screen.getByRole('heading', { name: 'Select a ticket' })).toBeTruthy()
  })

  it('keeps the open ticket in the URL: a link opens it, Back and another folder close it', async () => {
    const user = userEvent.setup()
    const { location } = renderTickets('/apps/tickets?ticket=2')
    const reader = await screen.findByRole('region', { name: 'Ticket' })
    await within(reader).findByRole('heading', { name: seeded(2).subject! })
    await list()

    await user.click(rowOf(4))
    await within(reader).findByRole('heading', { name: seeded(4).subject! })
    expect(location.history?.at(-1)).toBe('/apps/tickets?ticket=4')

    await user.click(within(reader).getByRole('button', { name: 'Back to the list' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ticket' })).toBeNull())
    expect(location.history?.at(-1)).toBe('/apps/tickets')

    // The browser's history goes back to the ticket.
    act(() => location.navigate('/apps/tickets?ticket=4'))
    const again = await screen.findByRole('region', { name: 'Ticket' })
    await within(again).findByRole('heading', { name: seeded(4).subject! })
    // Another folder puts the ticket away, and the URL says so.
    await user.click(folder(/^Closed/))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/apps/tickets'))
    expect(screen.queryByRole('region', { name: 'Ticket' })).toBeNull()
  })

  it('leaves the keys alone while typing in the search box', async () => {
    const user = userEvent.setup()
    renderTickets()
    const listbox = await list()
    const search = screen.getByRole('searchbox', { name: 'Search tickets' })
    await user.click(search)
    await user.keyboard('jk')
    expect((search as HTMLInputElement).value).toBe('jk')
    expect(listbox.getAttribute('aria-activedescendant')).toBe('ticket-row-1')
  })

  it('shows a clear error for a malformed answer, keeps the search text, and recovers on retry', async () => {
    const user = userEvent.setup()
    renderTickets()
    await list()
    server.use(
      http.post(ticketsPath, () => HttpResponse.json({ data: { tickets: [] } }), { once: true }),
    )
    const search = screen.getByRole('searchbox', { name: 'Search tickets' })
    await user.type(search, 'vat')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The tickets could not be loaded.')
    expect(alert.textContent).toContain('The server sent data this page cannot read.')
    expect((search as HTMLInputElement).value).toBe('vat')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await list()
    expect(rows().length).toBeGreaterThan(0)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows an error with retry when a ticket cannot be opened', async () => {
    const user = userEvent.setup()
    renderTickets()
    await list()
    server.use(
      http.post(
        ticketsPath,
        () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        {
          once: true,
        },
      ),
    )
    await user.click(rowOf(2))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The ticket could not be opened.')
    expect(alert.textContent).toContain('Server Error')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    const reader = await screen.findByRole('region', { name: 'Ticket' })
    await within(reader).findByRole('heading', { name: seeded(2).subject! })
  })

  it('asks with the company token and the signed-in user’s token', async () => {
    const bodies: unknown[] = []
    server.use(
      http.post(ticketsPath, async ({ request }) => {
        bodies.push(await request.clone().json())
        return undefined
      }),
    )
    renderTickets()
    await list()
    expect(bodies[0]).toMatchObject({ ctoken: 'demo-company', status_tk: '', q: '', id_tk: '' })
    expect((bodies[0] as { ujwt: string }).ujwt.split('.')).toHaveLength(3)
  })
})
