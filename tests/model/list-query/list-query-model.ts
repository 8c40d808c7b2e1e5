import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate'
import type { ListPage, ListParams, ListShape } from '@models/lists/list-params'
import { listQueryMachine } from '@machines/list/list-query.machine'
import type {
  ListQueryContext,
  ListQueryEvent,
  ListQueryInput,
} from '@machines/list/list-query.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'

/*
 * The list pattern of issue 13 over the users list of SPEC.md (sections 3, 7 and 9): 10 a page
 * (10, 25 and 50 offered), sorted by fullName, filtered by role, status and currentPlan. Written
 * here as the spec says it, not taken from the app's users source.
 */
export const usersShape: ListShape = {
  perPage: 10,
  perPageOptions: [10, 25, 50],
  sortColumn: 'fullName',
  sort: 'asc',
  sortColumns: ['fullName', 'role', 'currentPlan', 'billing', 'status'],
  filters: {
    role: ['admin', 'author', 'editor', 'maintainer', 'subscriber'],
    status: ['active', 'inactive', 'pending'],
    currentPlan: ['basic', 'team', 'company', 'enterprise'],
  },
}

/** The plain list's URL (/apps/user/list): page 1 of 10, by fullName, no search, no filter. */
export const openingParams: ListParams = {
  q: '',
  page: 1,
  perPage: 10,
  sort: 'asc',
  sortColumn: 'fullName',
  filters: { role: '', status: '', currentPlan: '' },
}

/** A link pasted or reached by Back: another view of the list in every param. */
export const linkedParams: ListParams = {
  q: 'Grace Hopper',
  page: 2,
  perPage: 25,
  sort: 'desc',
  sortColumn: 'billing',
  filters: { role: 'editor', status: 'active', currentPlan: '' },
}

/** A user row as the fake server answers it: which params it was asked with, to tell pages apart. */
export interface FakeRow {
  id: number
  askedFor: string
}

/** The params in a few words: what a page of rows was asked for. */
export function paramsText(params: ListParams): string {
  const filters = Object.entries(params.filters)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
  return [
    `q="${params.q}"`,
    `page ${params.page}`,
    `${params.perPage} a page`,
    `${params.sortColumn} ${params.sort}`,
    ...filters,
  ].join(', ')
}

/** The server's page for `params`: 42 users match, this page shows two of them. */
export function pageFor(params: ListParams): ListPage<FakeRow> {
  const askedFor = paramsText(params)
  return {
    rows: [
      { id: params.page * 100 + 1, askedFor },
      { id: params.page * 100 + 2, askedFor },
    ],
    total: 42,
  }
}

/** Rows were deleted meanwhile: 15 users are left, and the page asked for is past the end. */
export const pastTheEnd: ListPage<FakeRow> = { rows: [], total: 15 }
/** The last page of those 15 users for each page size (two pages of 10, one of 25 or 50). */
export const lastPageOf15: Record<number, number> = { 10: 2, 25: 1, 50: 1 }
/** Nothing matches at all: no rows, and no page to go back to. */
export const nothingMatches: ListPage<FakeRow> = { rows: [], total: 0 }

/** The page the last visit left in the query cache, for the opening params. */
export const cachedPage: ListPage<FakeRow> = {
  rows: [{ id: 7, askedFor: 'last visit' }],
  total: 42,
}

export const typedSearch = '  Ada   Lovelace '
/** What the server is asked for each text the paths type: trimmed, blanks collapsed (issue 13). */
export const searchOfTyped: Record<string, string> = {
  [typedSearch]: 'Ada Lovelace',
  // The box emptied: no search.
  '': '',
}

/** The delayed search's event (XState's `xstate.after.<delay>.<state id>`). */
export const searchDue = 'xstate.after.searchDelay.listQuery.search.typing'

export const loadFailure = new Error('users list failed (500)')

/** In how many of the list's params two views differ (the filters one by one). */
function differences(a: ListParams, b: ListParams): number {
  const filters = Object.keys({ ...a.filters, ...b.filters })
  return (
    Number(a.q !== b.q) +
    Number(a.page !== b.page) +
    Number(a.perPage !== b.perPage) +
    Number(a.sortColumn !== b.sortColumn || a.sort !== b.sort) +
    filters.filter((name) => a.filters[name] !== b.filters[name]).length
  )
}

/**
 * The view changes freely while it is at most one change away from where the list opened or from
 * where a link took it; further on, only refresh, retry, the URL's echo and the server's answers.
 * Every change still meets every state of the rows and of the search (two changes in a row, a
 * change while a search waits or a page loads or after a failure), and the graph stays near 200
 * states instead of thousands.
 */
const mayChange = (params: ListParams) =>
  Math.min(differences(params, openingParams), differences(params, linkedParams)) <= 1

/** What the user does to the view, and a link or Back changing the URL under the list. */
const viewChanges: ListQueryEvent[] = [
  { type: 'list.type', text: typedSearch },
  // The link's own role and page size: chosen again on the link's page 2, they change nothing.
  { type: 'list.filter', name: 'role', value: 'editor' },
  { type: 'list.perPage', perPage: 25 },
  { type: 'list.sort', column: 'role', order: 'desc' },
  { type: 'list.page', page: 3 },
  { type: 'list.location', params: linkedParams },
]

/** Every event the user, the URL, the server or the search delay can bring in this state. */
export function modelEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { params } = snapshot.context as ListQueryContext
  const events: AnyEventObject[] = [
    ...(mayChange(params) ? viewChanges : []),
    { type: 'list.refresh' },
    { type: 'list.retry' },
    // The URL shows what the list asked for: the list's own navigation coming back.
    { type: 'list.location', params },
  ]
  // The user empties the search box of a list that shows a search.
  if (params.q !== '' && snapshot.matches({ rows: 'ready', search: 'idle' })) {
    events.push({ type: 'list.type', text: '' })
  }
  if (snapshot.matches({ rows: 'loading' })) {
    events.push(
      { type: 'xstate.done.actor.page', output: pageFor(params) },
      { type: 'xstate.error.actor.page', error: loadFailure },
    )
    if (params.page > 1) events.push({ type: 'xstate.done.actor.page', output: nothingMatches })
    // A server that counts 15 rows and has none on this page: the page is past its end.
    if (params.page > lastPageOf15[params.perPage]!) {
      events.push({ type: 'xstate.done.actor.page', output: pastTheEnd })
    }
  }
  if (snapshot.matches({ search: 'typing' })) events.push({ type: searchDue })
  return events
}

/**
 * What the guards read: the states, the params asked for and, while the typing has not paused,
 * the search box's text. The rows and the count of answers only pass through: left out.
 */
export function serializeState(snapshot: AnyMachineSnapshot): string {
  const { params, typed } = snapshot.context as ListQueryContext
  const typing = snapshot.matches({ search: 'typing' })
  return JSON.stringify([snapshot.value, params, typing ? typed : null])
}

export function eventLabel(event: EventObject): string {
  const listEvent = event as ListQueryEvent
  switch (listEvent.type) {
    case 'list.type':
      return `type "${listEvent.text}"`
    case 'list.filter':
      return `filter ${listEvent.name}=${listEvent.value}`
    case 'list.sort':
      return `sort ${listEvent.column} ${listEvent.order}`
    case 'list.page':
      return `page ${listEvent.page}`
    case 'list.perPage':
      return `${listEvent.perPage} a page`
    case 'list.location':
      return listEvent.params === linkedParams ? 'URL: a link' : 'URL: the list’s own'
  }
  if (event.type === searchDue) return 'typing paused'
  if (event.type === 'xstate.error.actor.page') return 'load failed'
  if (event.type === 'xstate.done.actor.page') {
    const output = (event as unknown as { output: ListPage<FakeRow> }).output
    if (output === pastTheEnd) return 'answer: past the end'
    if (output === nothingMatches) return 'answer: nothing matches'
    return 'answer: rows'
  }
  return event.type
}

/** Where a path starts: the URL's params, and the rows last visit left in the cache, if any. */
export type ListQueryPath = ModelPath & { input: ListQueryInput }

export const freshInput: ListQueryInput = { shape: usersShape, params: openingParams }
export const cachedInput: ListQueryInput = {
  shape: usersShape,
  params: openingParams,
  cached: cachedPage,
}

export function listQueryPaths(): ListQueryPath[] {
  const from = (input: ListQueryInput, prefix: string, events: typeof modelEvents) =>
    transitionPaths(listQueryMachine, {
      events,
      serializeState,
      limit: TRAVERSAL_LIMIT,
      input,
    }).map((path) => ({ ...labelled(path, eventLabel, prefix), input }))
  // From the rows shown last time, only the first load is new: what it answers, and what the
  // user does while those rows show. The paths from nothing go on from there.
  const whileFirstLoad = (snapshot: AnyMachineSnapshot) => {
    const { params, revision } = snapshot.context as ListQueryContext
    const first = snapshot.matches({ rows: 'loading' }) && revision === 0
    return first && differences(params, openingParams) === 0 ? modelEvents(snapshot) : []
  }
  return [
    ...from(freshInput, 'list: ', modelEvents),
    ...from(cachedInput, 'list, from the rows shown last time: ', whileFirstLoad),
  ]
}

/** What `npm run model:scenarios` prints for this machine. */
export const scenarios = { machine: 'list-query', paths: listQueryPaths }
