import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { ticketStore } from '@mocks/tickets/tickets'
import {
  listShown,
  openFromRow,
  outboxEmptied,
  renderTickets,
  signedInAs,
  stored,
} from './tickets-screen'

/*
 * A reply written while the network is gone: it shows in the thread at once, marked "Waiting for
 * network", the screen says a change waits, and it is sent once when the network is back.
 */

signedInAs()

/** The browser says it is offline, and no request gets through. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  server.use(http.post('*/data-api/*', () => HttpResponse.error()))
  act(() => void window.dispatchEvent(new Event('offline')))
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  server.resetHandlers()
  act(() => void window.dispatchEvent(new Event('online')))
}

afterEach(() => vi.restoreAllMocks())

describe('Support tickets offline', { timeout: 60_000 }, () => {
  it('keeps a reply written offline waiting, says so, and sends it once back online', async () => {
    const user = userEvent.setup()
    const ticket = ticketStore.get().find((each) => each.status_tk === 'Open')!
    const before = ticket.replies.length
    renderTickets()
    await listShown()
    const pane = await openFromRow(user, ticket)
    goOffline()
    expect(await screen.findByText(/^Offline: showing what this device saved on/)).toBeTruthy()

    await user.type(within(pane).getByRole('textbox', { name: /^Reply to / }), 'Sent from a train')
    await user.click(within(pane).getByRole('button', { name: 'Send' }))
    const reply = (await within(pane).findByText('Sent from a train')).closest('article')!
    expect(within(reply).getByText('Waiting for network')).toBeTruthy()
    expect(await screen.findByText('1 change waiting for network')).toBeTruthy()
    expect(stored(ticket.id_tk).replies).toHaveLength(before)

    goOnline()
    await outboxEmptied()
    await waitFor(() => expect(within(pane).queryByText('Waiting for network')).toBeNull())
    expect(stored(ticket.id_tk).replies).toHaveLength(before + 1)
    expect(stored(ticket.id_tk).replies.at(-1)?.message).toBe('<p>Sent from a train</p>')
    expect(within(pane).getAllByText('Sent from a train')).toHaveLength(1)
  })
})
