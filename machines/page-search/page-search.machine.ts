import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { flattenGroups, searchGroups, type SearchResult } from '@models/search/page-search'
import type { PageSearchContext, PageSearchEvent, RemoteSearchData } from './page-search.types'

/** The results the context shows now, in keyboard order. */
export function resultsOf(context: PageSearchContext): SearchResult[] {
  const remote = context.remote ?? { files: [], contacts: [] }
  return flattenGroups(searchGroups({ pages: context.pages, ...remote }, context.query))
}

function firstOrNone(context: PageSearchContext): number {
  return resultsOf(context).length > 0 ? 0 : -1
}

/**
 * The page search palette: opening, loading the Files and Contacts once, typing, walking the
 * results with the keyboard and choosing one. Opening the result is an injected action.
 */
export const pageSearchMachine = setup({
  types: {
    context: {} as PageSearchContext,
    events: {} as PageSearchEvent,
  },
  actors: {
    loadRemote: fromPromise<RemoteSearchData>(async () => {
      throw new Error('loadRemote must be provided')
    }),
  },
  actions: {
    openResult: (_, _params: { result: SearchResult }) => undefined,
    takePages: assign(({ event }) => {
      assertEvent(event, 'search.open')
      return { pages: event.pages, query: '', error: null }
    }),
  },
  guards: {
    hasRemote: ({ context }) => context.remote !== null,
    hasResults: ({ context }) => resultsOf(context).length > 0,
    hasActiveResult: ({ context }) =>
      context.active >= 0 && context.active < resultsOf(context).length,
    isInRange: ({ context, event }) => {
      assertEvent(event, 'search.highlight')
      return event.position >= 0 && event.position < resultsOf(context).length
    },
  },
}).createMachine({
  id: 'pageSearch',
  context: { query: '', active: -1, pages: [], remote: null, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        // Files and Contacts load once; later openings reuse them.
        'search.open': [
          { guard: 'hasRemote', target: 'open.ready', actions: 'takePages' },
          { target: 'open.loading', actions: 'takePages' },
        ],
      },
    },
    open: {
      initial: 'loading',
      entry: assign(({ context }) => ({ active: firstOrNone(context) })),
      on: {
        'search.close': { target: 'closed' },
        'search.type': {
          actions: assign(({ context, event }) => {
            const next = { ...context, query: event.query }
            return { query: event.query, active: firstOrNone(next) }
          }),
        },
        'search.next': {
          guard: 'hasResults',
          actions: assign(({ context }) => ({
            active: (context.active + 1) % resultsOf(context).length,
          })),
        },
        'search.previous': {
          guard: 'hasResults',
          actions: assign(({ context }) => {
            const count = resultsOf(context).length
            return { active: (context.active - 1 + count) % count }
          }),
        },
        'search.highlight': {
          guard: 'isInRange',
          actions: assign(({ event }) => ({ active: event.position })),
        },
        'search.select': {
          guard: 'hasActiveResult',
          target: 'closed',
          actions: {
            type: 'openResult',
            params: ({ context }) => ({ result: resultsOf(context)[context.active]! }),
          },
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'loadRemote',
            src: 'loadRemote',
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => {
                const next = { ...context, remote: event.output }
                return { remote: event.output, active: firstOrNone(next) }
              }),
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => ({
                error: event.error instanceof Error ? event.error.message : String(event.error),
              })),
            },
          },
        },
        ready: {},
        // Pages still search while Files and Contacts could not load; the user may retry.
        failed: {
          on: { 'search.retry': { target: 'loading', actions: assign({ error: null }) } },
        },
      },
    },
  },
})
