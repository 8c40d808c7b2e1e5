import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { clientAccountId, ticketStore } from '@mocks/tickets/tickets'
import { demoClientSession } from '../../support/session-fixtures'
import {
  listShown,
  openFromRow,
  outboxEmptied,
  renderTickets,
  rows,
  signedInAs,
  stored,
  watchCalls,
} from './tickets-screen'

/*
 * The help desk as a customer sees it: their own tickets only, opened (which marks a new one
 * read) and answered; never an internal note, another customer's ticket, nor the agents' controls.
 */

signedInAs(demoClientSession)

const own = () => ticketStore.get().filter((ticket) => ticket.customer_id === clientAccountId)

/** The customer's first ticket that takes replies, with an agent's note added to it. */
function ownTicketWithNote() {
  const ticket = own().find((each) => each.status_tk === 'Open' || each.status_tk === 'Pending')!
  ticket.replies.push({
    id_reply: 90_001,
    message: '<p>Internal: refund only after the audit.</p>',
    created_at: new Date().toISOString(),
    published: 0,
    author_id: 1,
    author_name: 'John Doe',
    author_email: 'admin@demo.com',
    author_avatar: null,
  })
  return ticket
}

describe('Support tickets, as a customer', { timeout: 60_000 }, () => {
  it('lists their own tickets only, without boxes to select them', async () => {
    const calls = watchCalls()
    renderTickets()
    await listShown()
    await waitFor(() => expect(rows()).toHaveLength(own().length))
    expect(rows().map((row) => Number(row.dataset.mailId))).toEqual(own().map((t) => t.id_tk))
    expect(document.querySelector('.mail-row__check')).toBeNull()
    expect(screen.queryByRole('toolbar', { name: 'Change the selected tickets' })).toBeNull()
    // Only agents ask who tickets can be assigned to.
    expect(calls.some((call) => call.path === 'channelTickets/agents')).toBe(false)
  })

  it('reads a ticket without its internal notes and without the status or assignee controls', async () => {
    const user = userEvent.setup()
    const ticket = ownTicketWithNote()
    renderTickets()
    await listShown()
    const pane = await openFromRow(user, ticket)
    expect(within(pane).queryByText(/refund only after the audit/)).toBeNull()
    expect(within(pane).queryByText('Internal note')).toBeNull()
    expect(pane.querySelector('.ticket-reply--note')).toBeNull()
    expect(within(pane).queryByRole('button', { name: /^Status/ })).toBeNull()
    expect(within(pane).queryByRole('button', { name: /^Assignee/ })).toBeNull()
    expect(within(pane).queryByRole('radio', { name: 'Internal note' })).toBeNull()
    // N, S and A are the agents' keys: nothing happens.
    await user.keyboard('nsa')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(within(pane).getByRole('textbox', { name: /^Reply to / })).toBeTruthy()
  })

  it('replies to their own ticket: shown at once, published by the server', async () => {
    const user = userEvent.setup()
    const ticket = ownTicketWithNote()
    const before = ticket.replies.length
    renderTickets()
    await listShown()
    const pane = await openFromRow(user, ticket)
    await user.keyboard('r')
    await user.keyboard('It happens again this morning.')
    await user.click(within(pane).getByRole('button', { name: 'Send' }))
    await within(pane).findByText('It happens again this morning.')
    await outboxEmptied()
    expect(stored(ticket.id_tk).replies).toHaveLength(before + 1)
    expect(stored(ticket.id_tk).replies.at(-1)).toMatchObject({
      published: 1,
      author_id: clientAccountId,
    })
    // The note the server keeps is still not shown after the server's answer.
    expect(within(pane).queryByText(/refund only after the audit/)).toBeNull()
  })

  it('opens a new ticket of theirs, which marks it read', async () => {
    const user = userEvent.setup()
    const fresh = own().find((ticket) => ticket.status_tk === 'New')!
    renderTickets()
    await listShown()
    await openFromRow(user, fresh)
    await waitFor(() => expect(stored(fresh.id_tk).status_tk).toBe('Open'))
  })

  it('says another customer’s ticket of a link is not there', async () => {
    const other = ticketStore.get().find((ticket) => ticket.customer_id !== clientAccountId)!
    renderTickets(`/apps/tickets?ticket=${other.id_tk}`)
    expect(await screen.findByText('This ticket is not here')).toBeTruthy()
    expect(screen.queryByText(other.subject!, { selector: 'h2' })).toBeNull()
  })
})
