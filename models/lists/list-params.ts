/**
 * What a server-paged list shows (the list pattern every table area shares): the search, the
 * area's filters, the sort and the page. They live in the URL's search params, so that Back,
 * Forward, a reload and a pasted link all show the same rows.
 */

export type SortOrder = 'asc' | 'desc'

export interface ListParams {
  /** The search, trimmed, blanks collapsed; '' for none. */
  q: string
  /** From 1. */
  page: number
  perPage: number
  sort: SortOrder
  sortColumn: string
  /** The area's filters by name; '' when a filter is not set. */
  filters: Readonly<Record<string, string>>
}

/** One area's list: its defaults and what its params may hold. */
export interface ListShape {
  /** The default page size (SPEC.md section 9). */
  perPage: number
  /** The page sizes offered; a URL asking another one gets the default. */
  perPageOptions: readonly number[]
  sortColumn: string
  sort: SortOrder
  /** The columns the server sorts by; a URL asking another one gets the default. */
  sortColumns: readonly string[]
  /** Each filter's name and the values it may take; a URL asking another one leaves it unset. */
  filters: Readonly<Record<string, readonly string[]>>
}

/** The page sizes every list offers (issue 13). */
export const standardPageSizes = [10, 25, 50] as const

/** A search as the server gets it: no blanks around it, one space between words. */
export function normalQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ')
}

export function defaultListParams(shape: ListShape): ListParams {
  return {
    q: '',
    page: 1,
    perPage: shape.perPage,
    sort: shape.sort,
    sortColumn: shape.sortColumn,
    filters: Object.fromEntries(Object.keys(shape.filters).map((name) => [name, ''])),
  }
}

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined
  const number = Number(value)
  return number >= 1 && Number.isSafeInteger(number) ? number : undefined
}

/**
 * The params a URL's search asks for. Whatever it holds that the list does not know or allow (a
 * page of "abc", a sort column that does not exist) gives way to the default, never an error.
 */
export function paramsFromSearch(search: string, shape: ListShape): ListParams {
  const url = new URLSearchParams(search)
  const defaults = defaultListParams(shape)
  const perPage = positiveInteger(url.get('perPage'))
  const sortColumn = url.get('sortColumn')
  const sort = url.get('sort')
  return {
    q: normalQuery(url.get('q') ?? ''),
    page: positiveInteger(url.get('page')) ?? 1,
    perPage:
      perPage !== undefined && shape.perPageOptions.includes(perPage) ? perPage : shape.perPage,
    sort: sort === 'asc' || sort === 'desc' ? sort : defaults.sort,
    sortColumn:
      sortColumn !== null && shape.sortColumns.includes(sortColumn)
        ? sortColumn
        : defaults.sortColumn,
    filters: Object.fromEntries(
      Object.entries(shape.filters).map(([name, allowed]) => {
        const value = url.get(name) ?? ''
        return [name, allowed.includes(value) ? value : '']
      }),
    ),
  }
}

/** The list's own keys in a URL: the others (a tab, an open dialog) belong to the page. */
function listKeys(shape: ListShape): string[] {
  return ['q', 'page', 'perPage', 'sort', 'sortColumn', ...Object.keys(shape.filters)]
}

/**
 * The URL search for `params`, keeping what `current` holds for the page itself. A param at its
 * default is left out, so that the plain list has a plain link.
 */
export function searchFromParams(params: ListParams, shape: ListShape, current = ''): string {
  const url = new URLSearchParams(current)
  listKeys(shape).forEach((key) => url.delete(key))
  const defaults = defaultListParams(shape)
  if (params.q) url.set('q', params.q)
  for (const [name, value] of Object.entries(params.filters)) if (value) url.set(name, value)
  if (params.sortColumn !== defaults.sortColumn) url.set('sortColumn', params.sortColumn)
  if (params.sort !== defaults.sort) url.set('sort', params.sort)
  if (params.page !== 1) url.set('page', String(params.page))
  if (params.perPage !== defaults.perPage) url.set('perPage', String(params.perPage))
  return url.toString()
}

export function sameParams(a: ListParams, b: ListParams): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** The query string of the list request: every param the server reads, empty filters left out. */
export function requestParams(params: ListParams): Record<string, string> {
  const request: Record<string, string> = {
    q: params.q,
    page: String(params.page),
    perPage: String(params.perPage),
    sort: params.sort,
    sortColumn: params.sortColumn,
  }
  for (const [name, value] of Object.entries(params.filters)) if (value) request[name] = value
  return request
}

/** One page of a list as the screen gets it: its rows and how many match in all. */
export interface ListPage<Row> {
  rows: readonly Row[]
  total: number
}

/** The last page there is for `total` rows, 1 when there are none. */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}
