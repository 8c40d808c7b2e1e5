import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate'
import type { TicketCounts } from '@models/ticket-api'
import type { TicketMail } from '@models/ticket-mail'
import { ticketsMachine } from '@machines/tickets/tickets.machine'
import type {
  OpenedTicket,
  TicketPage,
  TicketsContext,
  TicketsEvent,
} from '@machines/tickets/tickets.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'

/** The delayed search's event (XState's `xstate.after.<delay>.<state id>`). */
export const searchDue = 'xstate.after.searchDelay.tickets.list.typing'

export function mail(id: number, read: boolean): TicketMail {
  return {
    id,
    subject: `Ticket ${id}`,
    message: `<p>Message ${id}</p>`,
    time: `2026-11-2${id}T10:00:00.000Z`,
    isRead: read,
    from: { id: 10 + id, name: `Customer ${id}`, email: `c${id}@example.com`, avatar: '' },
    to: { name: '', email: '' },
    labels: [read ? 'Open' : 'New'],
    replies: [],
  }
}

export function counts(unread: number): TicketCounts {
  const folder = (total: number, unreadHere: number) => ({ total, unread: unreadHere })
  return {
    all: folder(2, unread),
    New: folder(unread, unread),
    Open: folder(2 - unread, 0),
    Pending: folder(0, 0),
    Resolved: folder(0, 0),
    Closed: folder(0, 0),
  }
}

/** What the server lists: ticket 1 new, ticket 2 read. */
export const listed: TicketPage = { tickets: [mail(1, false), mail(2, true)], counts: counts(1) }
/** A server that sends no counts (they are a demo extra). */
export const listedWithoutCounts: TicketPage = { tickets: [mail(2, true)], counts: null }

/** The server's answer to opening a ticket: read from now on. */
export function openedTicket(id: number): OpenedTicket {
  return { ticket: mail(id, true), counts: counts(0) }
}

const userEvents: TicketsEvent[] = [
  { type: 'tickets.folder', folder: 'New' },
  { type: 'tickets.search', query: '  printer ' },
  { type: 'tickets.search', query: '' },
  { type: 'tickets.refresh' },
  { type: 'tickets.retry' },
  { type: 'tickets.open', id: 1 },
  { type: 'tickets.close' },
  { type: 'tickets.reader.retry' },
]

/** Every event the user, a settling request or the search delay can bring in this state. */
export function modelEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { openId } = snapshot.context as TicketsContext
  const events: AnyEventObject[] = [...userEvents]
  if (snapshot.matches({ list: 'loading' })) {
    events.push(
      { type: 'xstate.done.actor.list', output: listed },
      { type: 'xstate.done.actor.list', output: listedWithoutCounts },
      { type: 'xstate.error.actor.list', error: new Error('channelTickets failed') },
    )
  }
  if (snapshot.matches({ list: 'typing' })) events.push({ type: searchDue })
  if (snapshot.matches({ reader: 'opening' })) {
    events.push(
      { type: 'xstate.done.actor.ticket', output: openedTicket(openId ?? 0) },
      { type: 'xstate.error.actor.ticket', error: new Error('ticket failed') },
    )
  }
  return events
}

/**
 * What decides behaviour: the states, the folder, the search and the open ticket (the guards read
 * them). The tickets themselves only pass through, so they are left out.
 */
export function serializeState(snapshot: AnyMachineSnapshot): string {
  const { folder, query, openId } = snapshot.context as TicketsContext
  return JSON.stringify([snapshot.value, folder, query, openId])
}

export function eventLabel(event: EventObject): string {
  switch (event.type) {
    case 'xstate.done.actor.list':
      return (event as unknown as { output: TicketPage }).output.counts
        ? 'list loaded'
        : 'list loaded (no counts)'
    case 'xstate.error.actor.list':
      return 'list failed'
    case 'xstate.done.actor.ticket':
      return 'ticket loaded'
    case 'xstate.error.actor.ticket':
      return 'ticket failed'
    case searchDue:
      return 'typing paused'
    case 'tickets.search':
      return `search "${(event as { query?: string }).query}"`
    case 'tickets.folder':
      return `folder ${(event as { folder?: string }).folder}`
    case 'tickets.open':
      return `open #${(event as { id?: number }).id}`
    default:
      return event.type
  }
}

export function ticketsPaths(): ModelPath[] {
  return transitionPaths(ticketsMachine, {
    events: modelEvents,
    serializeState,
    limit: TRAVERSAL_LIMIT,
  }).map((path) => labelled(path, eventLabel, 'tickets: '))
}

/** What `npm run model:scenarios` prints for this machine. */
export const scenarios = { machine: 'tickets', paths: ticketsPaths }
