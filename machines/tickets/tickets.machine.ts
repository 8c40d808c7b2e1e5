import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { TicketMail } from '@models/ticket-mail'
import type {
  OpenedTicket,
  TicketPage,
  TicketQuery,
  TicketsContext,
  TicketsEvent,
} from './tickets.types'
import { notProvided } from '../not-provided'

/** How long the search waits for typing to pause before it asks the server. */
export const searchDelayMs = 300

const normalise = (query: string) => query.trim().replace(/\s+/g, ' ')

/** The list with one ticket replaced by a fresher copy, where it is listed. */
function withTicket(tickets: TicketMail[], fresh: TicketMail): TicketMail[] {
  return tickets.map((ticket) => (ticket.id === fresh.id ? fresh : ticket))
}

/**
 * What changes the list from any of its states: another folder loads at once (a load under way is
 * dropped); a search waits for the typing to pause, the list on screen staying until the new one is
 * there. Declared on each state, not on the region: a re-entering transition of a region of a
 * parallel machine would re-enter the whole machine, closing the reading pane.
 */
const listChanges = {
  'tickets.folder': {
    guard: 'folderChanged',
    target: 'loading',
    reenter: true,
    actions: 'setFolder',
  },
  'tickets.search': {
    guard: 'queryChanged',
    target: 'typing',
    reenter: true,
    actions: 'setQuery',
  },
} as const

/**
 * The support tickets screen: the list of one folder (a status, or all) narrowed by a search,
 * loaded and refreshed; and, beside it, the one ticket being read. Opening a ticket asks the server
 * for it by id, which marks a "New" ticket read there; the list then shows it read too.
 */
export const ticketsMachine = setup({
  types: {
    context: {} as TicketsContext,
    events: {} as TicketsEvent,
  },
  actors: {
    fetchTickets: fromPromise<TicketPage, TicketQuery>(notProvided('fetchTickets')),
    fetchTicket: fromPromise<OpenedTicket, { id: number }>(notProvided('fetchTicket')),
  },
  delays: {
    searchDelay: searchDelayMs,
  },
  actions: {
    /** Tells the log a request failed (the screen shows its own error state). */
    reportFailure: (_, _params: { error: unknown }) => undefined,
    setFolder: assign(({ event }) => {
      assertEvent(event, 'tickets.folder')
      return { folder: event.folder }
    }),
    setQuery: assign(({ event }) => {
      assertEvent(event, 'tickets.search')
      return { query: normalise(event.query) }
    }),
    takePage: assign((_, params: { page: TicketPage }) => ({
      tickets: params.page.tickets,
      counts: params.page.counts ?? null,
      listError: null,
    })),
    rememberListError: assign((_, params: { error: unknown }) => ({ listError: params.error })),
    setOpenId: assign(({ event }) => {
      assertEvent(event, 'tickets.open')
      return { openId: event.id, opened: null, openError: null }
    }),
    takeOpened: assign(({ context }, params: { output: OpenedTicket }) => ({
      opened: params.output.ticket,
      tickets: withTicket(context.tickets, params.output.ticket),
      counts: params.output.counts ?? context.counts,
      openError: null,
    })),
    rememberOpenError: assign((_, params: { error: unknown }) => ({ openError: params.error })),
    forgetOpened: assign({ openId: null, opened: null, openError: null }),
  },
  guards: {
    folderChanged: ({ context, event }) => {
      assertEvent(event, 'tickets.folder')
      return event.folder !== context.folder
    },
    queryChanged: ({ context, event }) => {
      assertEvent(event, 'tickets.search')
      return normalise(event.query) !== context.query
    },
    isOtherTicket: ({ context, event }) => {
      assertEvent(event, 'tickets.open')
      return event.id !== context.openId
    },
  },
}).createMachine({
  id: 'tickets',
  context: {
    folder: 'all',
    query: '',
    tickets: [],
    counts: null,
    listError: null,
    openId: null,
    opened: null,
    openError: null,
  },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          on: listChanges,
          invoke: {
            id: 'list',
            src: 'fetchTickets',
            input: ({ context }) => ({ folder: context.folder, query: context.query }),
            onDone: {
              target: 'ready',
              actions: { type: 'takePage', params: ({ event }) => ({ page: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: [
                { type: 'rememberListError', params: ({ event }) => ({ error: event.error }) },
                { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        typing: {
          on: listChanges,
          after: { searchDelay: { target: 'loading' } },
        },
        ready: {
          on: { ...listChanges, 'tickets.refresh': { target: 'loading' } },
        },
        failed: {
          on: {
            ...listChanges,
            'tickets.retry': { target: 'loading' },
            'tickets.refresh': { target: 'loading' },
          },
        },
      },
    },
    reader: {
      initial: 'closed',
      on: {
        'tickets.open': { guard: 'isOtherTicket', target: '.opening', actions: 'setOpenId' },
        'tickets.close': { target: '.closed', actions: 'forgetOpened' },
        // Another folder is another list: the ticket read from the last one is put away.
        'tickets.folder': { guard: 'folderChanged', target: '.closed', actions: 'forgetOpened' },
      },
      states: {
        closed: {},
        opening: {
          invoke: {
            id: 'ticket',
            src: 'fetchTicket',
            input: ({ context }) => ({ id: context.openId! }),
            onDone: {
              target: 'open',
              actions: { type: 'takeOpened', params: ({ event }) => ({ output: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: [
                { type: 'rememberOpenError', params: ({ event }) => ({ error: event.error }) },
                { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        open: {},
        failed: {
          on: { 'tickets.reader.retry': { target: 'opening' } },
        },
      },
    },
  },
})

export type TicketsMachine = typeof ticketsMachine
