import { assertEvent, assign, emit, fromPromise, raise, setup } from 'xstate'
import {
  lastPage,
  normalQuery,
  sameParams,
  type ListPage,
  type ListParams,
} from '@models/lists/list-params'
import type {
  ListQueryContext,
  ListQueryEmitted,
  ListQueryEvent,
  ListQueryInput,
} from './list-query.types'
import { notProvided } from '../not-provided'

/** How long the search waits for typing to pause before it asks the server. */
export const searchDelayMs = 300

type Change = (params: ListParams) => ListParams

/**
 * The params after the user's event; any change but a page change goes back to page 1. Setting a
 * filter, sort or page size to what it already is changes nothing, the page included.
 */
function changedParams(params: ListParams, event: ListQueryEvent): ListParams {
  const firstPage: Change = (next) =>
    sameParams({ ...next, page: params.page }, params) ? params : { ...next, page: 1 }
  switch (event.type) {
    case 'list.filter':
      return firstPage({ ...params, filters: { ...params.filters, [event.name]: event.value } })
    case 'list.sort':
      return firstPage({ ...params, sortColumn: event.column, sort: event.order })
    case 'list.perPage':
      return firstPage({ ...params, perPage: event.perPage })
    case 'list.page':
      return { ...params, page: event.page }
    default:
      return params
  }
}

/** A filter, sort, page or page size the user changed: the URL follows it, as it follows a search. */
const userChange = {
  guard: 'changesParams',
  target: 'loading',
  reenter: true,
  actions: ['applyChange', 'announce'],
} as const

/** What the user's events change, from any state of the rows: a new page loads at once. */
const userChanges = {
  'list.filter': userChange,
  'list.sort': userChange,
  'list.page': userChange,
  'list.perPage': userChange,
  'list.location': {
    guard: 'locationDiffers',
    target: 'loading',
    reenter: true,
    actions: 'followLocation',
  },
  // The search region raises it once the typing paused on a new search.
  'list.searched': { target: 'loading', reenter: true },
} as const

/**
 * One server-paged list (the list pattern of every table area): what it asks for, and the rows it
 * shows. Any change (search, filter, sort, page) asks for a new page at once, aborting the one on
 * its way, so a late answer never replaces a newer one; the search waits for the typing to pause.
 * The rows on screen stay while the next ones load, and when a load fails. Every change the user
 * makes is emitted (`list.navigated`) for the URL to show; a URL changed from outside comes back
 * as `list.location`.
 */
export const listQueryMachine = setup({
  types: {
    input: {} as ListQueryInput,
    context: {} as ListQueryContext,
    events: {} as ListQueryEvent,
    emitted: {} as ListQueryEmitted,
  },
  actors: {
    fetchPage: fromPromise<ListPage<unknown>, ListParams>(notProvided('fetchPage')),
  },
  delays: {
    searchDelay: searchDelayMs,
  },
  actions: {
    /** Tells the log a load failed (the screen shows its own error state). */
    reportFailure: (_, _params: { error: unknown }) => undefined,
    applyChange: assign(({ context, event }) => ({ params: changedParams(context.params, event) })),
    followLocation: assign(({ event }) => {
      assertEvent(event, 'list.location')
      return { params: event.params, typed: event.params.q }
    }),
    setTyped: assign(({ event }) => {
      assertEvent(event, 'list.type')
      return { typed: event.text }
    }),
    commitSearch: assign(({ context }) => ({
      params: { ...context.params, q: normalQuery(context.typed), page: 1 },
    })),
    announce: emit(({ context }) => ({
      type: 'list.navigated' as const,
      params: context.params,
      replace: false,
    })),
    announceCorrection: emit(({ context }) => ({
      type: 'list.navigated' as const,
      params: context.params,
      replace: true,
    })),
    takePage: assign(({ context }, params: { page: ListPage<unknown> }) => ({
      page: params.page,
      shownParams: context.params,
      error: null,
      revision: context.revision + 1,
    })),
    goToLastPage: assign(({ context }, params: { page: ListPage<unknown> }) => ({
      params: { ...context.params, page: lastPage(params.page.total, context.params.perPage) },
    })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    raiseSearched: raise({ type: 'list.searched' }),
  },
  guards: {
    changesParams: ({ context, event }) =>
      !sameParams(changedParams(context.params, event), context.params),
    locationDiffers: ({ context, event }) => {
      assertEvent(event, 'list.location')
      return !sameParams(event.params, context.params)
    },
    searchChanges: ({ context }) => normalQuery(context.typed) !== context.params.q,
    /**
     * An answer for a page past the end (rows were deleted): the last page is asked instead. Only
     * when the total says there is an earlier one: an empty page the total puts within the list
     * (a server whose count disagrees with its rows) is shown as it is, not asked for again.
     */
    pastTheEnd: ({ context }, params: { page: ListPage<unknown> }) =>
      params.page.rows.length === 0 &&
      params.page.total > 0 &&
      context.params.page > lastPage(params.page.total, context.params.perPage),
  },
}).createMachine({
  id: 'listQuery',
  context: ({ input }) => ({
    shape: input.shape,
    params: input.params,
    typed: input.params.q,
    page: input.cached ?? null,
    shownParams: input.cached ? input.params : null,
    error: null,
    revision: 0,
  }),
  type: 'parallel',
  states: {
    rows: {
      initial: 'loading',
      states: {
        loading: {
          // A change saved while this load was on its way may be missing from its answer.
          on: { ...userChanges, 'list.refresh': { target: 'loading', reenter: true } },
          invoke: {
            id: 'page',
            src: 'fetchPage',
            input: ({ context }) => context.params,
            onDone: [
              {
                guard: {
                  type: 'pastTheEnd',
                  params: ({ event }) => ({ page: event.output }),
                },
                target: 'loading',
                reenter: true,
                actions: [
                  { type: 'goToLastPage', params: ({ event }) => ({ page: event.output }) },
                  'announceCorrection',
                ],
              },
              {
                target: 'ready',
                actions: { type: 'takePage', params: ({ event }) => ({ page: event.output }) },
              },
            ],
            onError: {
              target: 'failed',
              actions: [
                { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
                { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        ready: {
          on: { ...userChanges, 'list.refresh': { target: 'loading' } },
        },
        failed: {
          on: {
            ...userChanges,
            'list.retry': { target: 'loading' },
            'list.refresh': { target: 'loading' },
          },
        },
      },
    },
    search: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'list.type': { target: 'typing', actions: 'setTyped' },
          },
        },
        typing: {
          on: {
            'list.type': { target: 'typing', reenter: true, actions: 'setTyped' },
            // Back or a link while typing: the URL's search wins, and the typing is over.
            'list.location': { guard: 'locationDiffers', target: 'idle' },
          },
          after: {
            searchDelay: [
              {
                guard: 'searchChanges',
                target: 'idle',
                actions: ['commitSearch', 'announce', 'raiseSearched'],
              },
              { target: 'idle' },
            ],
          },
        },
      },
    },
  },
})

export type ListQueryMachine = typeof listQueryMachine
