import { assertEvent, assign, emit, setup } from 'xstate'
import { acceptsReplies, MAX_REPLY_LENGTH, type TicketChange } from '@models/tickets/ticket-changes'
import { normalTicketQuery } from '@models/tickets/ticket-records'
import { hasVisibleText } from '@models/format/visible-text'
import type { RecordParams } from '../record-params'
import type {
  ComposerMode,
  ComposerProblem,
  Draft,
  TicketFacts,
  TicketsContext,
  TicketsEmitted,
  TicketsEvent,
  TicketsInput,
} from './tickets.types'

/** How long the search waits for the typing to pause, as the list pattern's search does. */
export const searchDelayMs = 300

const noDraft: Draft = { text: '', mode: 'reply' }

/** What the open ticket's composer holds. */
export function draftOf(context: TicketsContext): Draft {
  return (context.openId !== null && context.drafts[context.openId]) || noDraft
}

/** The drafts with the open ticket's replaced. */
function withDraft(context: TicketsContext, draft: Draft): Record<number, Draft> {
  return context.openId === null ? context.drafts : { ...context.drafts, [context.openId]: draft }
}

/** The event that queues `change` in the outbox, under the key its event carried. */
const queued = (kid: string, change: TicketChange): RecordParams => ({
  events: [{ type: 'change.queued', area: 'tickets', kid, change }],
})

/** The picked tickets among `shown` that a change would change. */
function pickedChanged(
  context: TicketsContext,
  shown: readonly TicketFacts[],
  changes: (ticket: TicketFacts) => boolean,
): number[] {
  const picked = new Set(context.selected)
  return shown.filter((ticket) => picked.has(ticket.id) && changes(ticket)).map(({ id }) => id)
}

type ShownEvent = Extract<TicketsEvent, { type: 'tickets.shown' }>

/** Marks a "New" ticket read as it is opened (SPEC.md section 4), under the event's key. */
const markRead = {
  type: 'record',
  params: ({ event }: { event: TicketsEvent }) => {
    const { id, kid } = event as ShownEvent
    return queued(kid, { kind: 'read', ticketId: id })
  },
} as const

/** Asks the server for a ticket being read that was not new: it may have changed since. */
const revalidate = {
  type: 'revalidate',
  params: ({ event }: { event: TicketsEvent }) => ({ id: (event as ShownEvent).id }),
} as const

/**
 * The ticket being read, as the store shows it: opened, a "New" one is marked read, any other
 * asked for again in the background; a ticket the store does not have is missing.
 */
const onShownWhileOpening = [
  { guard: 'shownNew', target: 'open', actions: ['takeShown', markRead] },
  { guard: 'shownFound', target: 'open', actions: ['takeShown', revalidate] },
  { guard: 'shownMissing', target: 'missing', actions: 'forgetShown' },
] as const

/**
 * The support tickets screen, a help desk (docs/architecture.md, "The help desk"). It decides what
 * the screen shows (a folder narrowed by a search that waits for the typing to pause; the ticket
 * being read, which is marked read when it was new) and every change the user makes, each checked
 * (who may make it, and whether it makes sense) and queued in the outbox as a `change.queued`
 * event. The screens read the store, the sync machine loads and the outbox sends: nothing here
 * waits for the network. Each change of the view the user makes is emitted (`tickets.navigated`)
 * for the URL; a URL changed from outside comes back as `tickets.location`.
 */
export const ticketsMachine = setup({
  types: {
    input: {} as TicketsInput,
    context: {} as TicketsContext,
    events: {} as TicketsEvent,
    emitted: {} as TicketsEmitted,
  },
  delays: {
    searchDelay: searchDelayMs,
  },
  actions: {
    /** Records the events in the local store (the app gives recordEvents). */
    record: (_, _params: RecordParams) => undefined,
    /** Asks the server for one ticket in the background; its answer is recorded. */
    revalidate: (_, _params: { id: number }) => undefined,
    announce: emit(({ context }): TicketsEmitted => ({
      type: 'tickets.navigated',
      view: { folder: context.folder, query: context.query, openId: context.openId },
    })),
    setFolder: assign(({ context, event }) => {
      assertEvent(event, 'tickets.folder')
      // What was typed counts, even before the typing paused.
      return { folder: event.folder, query: normalTicketQuery(context.typed) }
    }),
    setTyped: assign(({ event }) => {
      assertEvent(event, 'tickets.search')
      return { typed: event.text }
    }),
    commitSearch: assign(({ context }) => ({ query: normalTicketQuery(context.typed) })),
    followList: assign(({ event }) => {
      assertEvent(event, 'tickets.location')
      return { folder: event.folder, query: event.query, typed: event.query }
    }),
    clearSelection: assign({ selected: [] }),
    openTicket: assign(({ event }) => {
      assertEvent(event, 'tickets.open')
      return { openId: event.id, opened: null, problem: null }
    }),
    followTicket: assign(({ event }) => {
      assertEvent(event, 'tickets.location')
      return { openId: event.openId, opened: null, problem: null }
    }),
    forgetOpened: assign({ openId: null, opened: null, problem: null }),
    takeShown: assign(({ event }) => {
      assertEvent(event, 'tickets.shown')
      return { opened: event.ticket }
    }),
    forgetShown: assign({ opened: null }),
    setDraft: assign(({ context, event }) => {
      assertEvent(event, 'tickets.draft')
      return {
        drafts: withDraft(context, { ...draftOf(context), text: event.text }),
        problem: null,
      }
    }),
    setMode: assign(({ context, event }) => {
      assertEvent(event, 'tickets.mode')
      return {
        drafts: withDraft(context, { ...draftOf(context), mode: event.mode }),
        problem: null,
      }
    }),
    sayProblem: assign((_, params: { problem: ComposerProblem }) => ({ problem: params.problem })),
    queueReply: assign(({ context, event }) => {
      assertEvent(event, 'tickets.send')
      const { text, mode } = draftOf(context)
      return {
        drafts: withDraft(context, noDraft),
        problem: null,
        sent: [...context.sent, { kid: event.kid, ticketId: context.openId!, text, mode }],
      }
    }),
    /** A refused reply's text comes back to its ticket's composer, unless it holds another. */
    settleReply: assign(({ context, event }) => {
      assertEvent(event, 'tickets.reply.settled')
      const reply = context.sent.find((each) => each.kid === event.kid)
      const sent = context.sent.filter((each) => each.kid !== event.kid)
      if (!reply || event.taken) return { sent }
      const draft = context.drafts[reply.ticketId] ?? noDraft
      if (draft.text !== '') return { sent }
      return {
        sent,
        drafts: { ...context.drafts, [reply.ticketId]: { text: reply.text, mode: reply.mode } },
      }
    }),
    takeStatus: assign(({ context, event }) => {
      assertEvent(event, 'tickets.status')
      return { opened: context.opened && { ...context.opened, status: event.status } }
    }),
    takeAssignee: assign(({ context, event }) => {
      assertEvent(event, 'tickets.assign')
      return {
        opened: context.opened && { ...context.opened, assigneeId: event.assignee?.id ?? null },
      }
    }),
    toggleSelected: assign(({ context, event }) => {
      assertEvent(event, 'tickets.select.toggle')
      return {
        selected: context.selected.includes(event.id)
          ? context.selected.filter((id) => id !== event.id)
          : [...context.selected, event.id],
      }
    }),
    selectAll: assign(({ event }) => {
      assertEvent(event, 'tickets.select.all')
      return { selected: [...new Set(event.ids)] }
    }),
  },
  guards: {
    isAgent: ({ context }) => context.agent,
    folderChanged: ({ context, event }) => {
      assertEvent(event, 'tickets.folder')
      return event.folder !== context.folder
    },
    searchChanges: ({ context }) => normalTicketQuery(context.typed) !== context.query,
    listMoved: ({ context, event }) => {
      assertEvent(event, 'tickets.location')
      return event.folder !== context.folder || event.query !== context.query
    },
    locationCloses: ({ context, event }) => {
      assertEvent(event, 'tickets.location')
      return event.openId === null && context.openId !== null
    },
    locationOpens: ({ context, event }) => {
      assertEvent(event, 'tickets.location')
      return event.openId !== null && event.openId !== context.openId
    },
    isOtherTicket: ({ context, event }) => {
      assertEvent(event, 'tickets.open')
      return event.id !== context.openId
    },
    isReading: ({ context }) => context.openId !== null,
    shownNew: ({ context, event }) => {
      assertEvent(event, 'tickets.shown')
      return event.id === context.openId && event.ticket?.status === 'New'
    },
    shownFound: ({ context, event }) => {
      assertEvent(event, 'tickets.shown')
      return event.id === context.openId && event.ticket !== null
    },
    shownMissing: ({ context, event }) => {
      assertEvent(event, 'tickets.shown')
      return event.id === context.openId && event.ticket === null
    },
    mayWrite: ({ context, event }) => {
      assertEvent(event, 'tickets.mode')
      return event.mode === 'reply' || context.agent
    },
    takesNoReplies: ({ context }) =>
      context.opened !== null && !acceptsReplies(context.opened.status),
    showsNothing: ({ context }) => !hasVisibleText(draftOf(context).text),
    tooLong: ({ context }) => draftOf(context).text.length > MAX_REPLY_LENGTH,
    /** A note only from an agent (who alone could have chosen it), and only once the ticket is read. */
    mayQueueReply: ({ context }) =>
      context.opened !== null && (draftOf(context).mode === 'reply' || context.agent),
    statusChanges: ({ context, event }) => {
      assertEvent(event, 'tickets.status')
      return context.agent && context.opened !== null && event.status !== context.opened.status
    },
    assigneeChanges: ({ context, event }) => {
      assertEvent(event, 'tickets.assign')
      return (
        context.agent &&
        context.opened !== null &&
        (event.assignee?.id ?? null) !== context.opened.assigneeId
      )
    },
    bulkStatusChanges: ({ context, event }) => {
      assertEvent(event, 'tickets.bulk.status')
      return (
        context.agent &&
        pickedChanged(context, event.tickets, (ticket) => ticket.status !== event.status).length > 0
      )
    },
    bulkAssigneeChanges: ({ context, event }) => {
      assertEvent(event, 'tickets.bulk.assign')
      const to = event.assignee?.id ?? null
      return (
        context.agent &&
        pickedChanged(context, event.tickets, (ticket) => ticket.assigneeId !== to).length > 0
      )
    },
  },
}).createMachine({
  id: 'tickets',
  context: ({ input }) => ({
    agent: input.agent,
    me: input.me,
    folder: input.folder,
    query: input.query,
    typed: input.query,
    openId: input.openId,
    opened: null,
    selected: [],
    drafts: {},
    problem: null,
    sent: [],
  }),
  type: 'parallel',
  on: {
    // Another folder is another list: the search as typed goes with it, the ticket read and the
    // tickets picked in the last one are put away.
    'tickets.folder': {
      guard: 'folderChanged',
      target: ['.search.idle', '.reader.closed'],
      actions: ['setFolder', 'forgetOpened', 'clearSelection', 'announce'],
    },
    'tickets.reply.settled': { actions: 'settleReply' },
    'tickets.select.toggle': { guard: 'isAgent', actions: 'toggleSelected' },
    'tickets.select.all': { guard: 'isAgent', actions: 'selectAll' },
    'tickets.select.none': { actions: 'clearSelection' },
    'tickets.bulk.status': {
      guard: 'bulkStatusChanges',
      actions: [
        {
          type: 'record',
          params: ({ context, event }) => {
            assertEvent(event, 'tickets.bulk.status')
            const ticketIds = pickedChanged(
              context,
              event.tickets,
              (t) => t.status !== event.status,
            )
            return queued(event.kid, { kind: 'status', ticketIds, status: event.status })
          },
        },
        'clearSelection',
      ],
    },
    'tickets.bulk.assign': {
      guard: 'bulkAssigneeChanges',
      actions: [
        {
          type: 'record',
          params: ({ context, event }) => {
            assertEvent(event, 'tickets.bulk.assign')
            const to = event.assignee?.id ?? null
            const ticketIds = pickedChanged(context, event.tickets, (t) => t.assigneeId !== to)
            return queued(event.kid, { kind: 'assign', ticketIds, assignee: event.assignee })
          },
        },
        'clearSelection',
      ],
    },
  },
  states: {
    search: {
      initial: 'idle',
      on: {
        // Back or a link: the URL's folder and search win, and any typing is over.
        'tickets.location': {
          guard: 'listMoved',
          target: '.idle',
          actions: ['followList', 'clearSelection'],
        },
      },
      states: {
        idle: {
          on: { 'tickets.search': { target: 'typing', actions: 'setTyped' } },
        },
        typing: {
          on: { 'tickets.search': { target: 'typing', reenter: true, actions: 'setTyped' } },
          after: {
            searchDelay: [
              {
                guard: 'searchChanges',
                target: 'idle',
                actions: ['commitSearch', 'clearSelection', 'announce'],
              },
              { target: 'idle' },
            ],
          },
        },
      },
    },
    reader: {
      initial: 'choosing',
      on: {
        'tickets.open': {
          guard: 'isOtherTicket',
          target: '.opening',
          actions: ['openTicket', 'announce'],
        },
        'tickets.close': {
          guard: 'isReading',
          target: '.closed',
          actions: ['forgetOpened', 'announce'],
        },
        'tickets.location': [
          { guard: 'locationCloses', target: '.closed', actions: 'forgetOpened' },
          { guard: 'locationOpens', target: '.opening', actions: 'followTicket' },
        ],
      },
      states: {
        // The screen opens with the URL's ticket, or none.
        choosing: {
          always: [{ guard: 'isReading', target: 'opening' }, { target: 'closed' }],
        },
        closed: {},
        // Waiting for the store to show the ticket.
        opening: { on: { 'tickets.shown': onShownWhileOpening } },
        open: {
          on: {
            'tickets.shown': [
              { guard: 'shownFound', actions: 'takeShown' },
              { guard: 'shownMissing', target: 'missing', actions: 'forgetShown' },
            ],
            'tickets.draft': { actions: 'setDraft' },
            'tickets.mode': { guard: 'mayWrite', actions: 'setMode' },
            'tickets.send': [
              {
                guard: 'takesNoReplies',
                actions: { type: 'sayProblem', params: { problem: 'closed' } },
              },
              {
                guard: 'showsNothing',
                actions: { type: 'sayProblem', params: { problem: 'empty' } },
              },
              {
                guard: 'tooLong',
                actions: { type: 'sayProblem', params: { problem: 'tooLong' } },
              },
              {
                guard: 'mayQueueReply',
                actions: [
                  {
                    type: 'record',
                    params: ({ context, event }) => {
                      assertEvent(event, 'tickets.send')
                      const { text, mode } = draftOf(context)
                      return queued(event.kid, {
                        kind: 'reply',
                        ticketId: context.openId!,
                        text,
                        published: mode === 'reply',
                        from: context.me,
                        byAgent: context.agent,
                      })
                    },
                  },
                  'queueReply',
                ],
              },
            ],
            'tickets.status': {
              guard: 'statusChanges',
              actions: [
                {
                  type: 'record',
                  params: ({ context, event }) => {
                    assertEvent(event, 'tickets.status')
                    return queued(event.kid, {
                      kind: 'status',
                      ticketIds: [context.openId!],
                      status: event.status,
                    })
                  },
                },
                'takeStatus',
              ],
            },
            'tickets.assign': {
              guard: 'assigneeChanges',
              actions: [
                {
                  type: 'record',
                  params: ({ context, event }) => {
                    assertEvent(event, 'tickets.assign')
                    return queued(event.kid, {
                      kind: 'assign',
                      ticketIds: [context.openId!],
                      assignee: event.assignee,
                    })
                  },
                },
                'takeAssignee',
              ],
            },
          },
        },
        // The store has no such ticket (another customer's, or one that is gone); it may come.
        missing: { on: { 'tickets.shown': onShownWhileOpening } },
      },
    },
  },
})

export type TicketsMachine = typeof ticketsMachine

/** The mode a composer is in, for the screen: a client only ever replies. */
export function composerModeOf(context: TicketsContext): ComposerMode {
  return context.agent ? draftOf(context).mode : 'reply'
}
