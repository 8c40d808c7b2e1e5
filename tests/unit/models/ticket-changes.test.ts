import { describe, expect, it } from 'vitest'
import {
  applyTicketChange,
  statusAfterReply,
  type TicketChange,
} from '@models/tickets/ticket-changes'
import type { TicketData } from '@models/tickets/ticket-records'

/*
 * What a help desk change does to a ticket while it is on its way: the screens show it at once,
 * and the demo server applies the same rules when it takes it.
 */

const agent = { id: 1, name: 'John Doe', email: 'admin@demo.com', avatar: '' }

function ticket(status: TicketData['status'] = 'Open'): TicketData {
  return {
    id: 7,
    subject: 'Printer on fire',
    message: '<p>Help</p>',
    time: '2026-11-20T10:00:00.000Z',
    status,
    customer: { id: 2, name: 'Jane Doe', email: 'client@demo.com', avatar: '' },
    assignee: null,
    replies: [],
  }
}

const reply = (published = true): TicketChange => ({
  kind: 'reply',
  ticketId: 7,
  text: 'Fixed <b>now</b>.\n\nThanks!',
  published,
  from: agent,
  byAgent: true,
})

describe('a ticket with a change on its way', () => {
  it('shows a reply at once, escaped, marked as on its way, under its key', () => {
    const shown = applyTicketChange(ticket(), reply(), 'kid-1', '2026-11-20T11:00:00.000Z')
    expect(shown.replies).toEqual([
      {
        key: 'kid-1',
        from: agent,
        message: '<p>Fixed &lt;b&gt;now&lt;/b&gt;.</p><p>Thanks!</p>',
        time: '2026-11-20T11:00:00.000Z',
        published: true,
        delivery: 'pending',
      },
    ])
  })

  it('shows a reply once when the server’s copy holds it already (its answer was lost)', () => {
    const once = applyTicketChange(ticket(), reply(), 'kid-1', '2026-11-20T11:00:00.000Z')
    const server = {
      ...once,
      replies: once.replies.map((r) => ({ ...r, delivery: 'sent' as const })),
    }
    expect(applyTicketChange(server, reply(), 'kid-1', '2026-11-20T11:00:00.000Z')).toBe(server)
  })

  it('opens a new ticket an agent answers; a note changes nothing', () => {
    expect(applyTicketChange(ticket('New'), reply(), 'k', '').status).toBe('Open')
    expect(applyTicketChange(ticket('New'), reply(false), 'k', '').status).toBe('New')
  })

  it('reopens a solved ticket its customer answers, and leaves an open one open', () => {
    const byCustomer = { published: true, byAgent: false }
    expect(statusAfterReply('Resolved', byCustomer)).toBe('Open')
    expect(statusAfterReply('Pending', byCustomer)).toBe('Open')
    expect(statusAfterReply('Open', byCustomer)).toBe('Open')
    expect(statusAfterReply('Pending', { published: true, byAgent: true })).toBe('Pending')
  })

  it('sets the status or the assignee of the tickets it names only', () => {
    const status: TicketChange = { kind: 'status', ticketIds: [7], status: 'Resolved' }
    expect(applyTicketChange(ticket(), status, 'k', '').status).toBe('Resolved')
    const other: TicketChange = { kind: 'status', ticketIds: [8], status: 'Resolved' }
    expect(applyTicketChange(ticket(), other, 'k', '').status).toBe('Open')
    const assign: TicketChange = { kind: 'assign', ticketIds: [7], assignee: agent }
    expect(applyTicketChange(ticket(), assign, 'k', '').assignee).toEqual(agent)
  })

  it('shows a new ticket read (open) once it is opened, and leaves any other status', () => {
    const read: TicketChange = { kind: 'read', ticketId: 7 }
    expect(applyTicketChange(ticket('New'), read, 'k', '').status).toBe('Open')
    expect(applyTicketChange(ticket('Pending'), read, 'k', '').status).toBe('Pending')
  })
})
