import { trimInvisible } from '../../models/format/visible-text.ts'

/**
 * The query parameters the paged list endpoints share (users, data table): q, page, perPage and
 * sort. A missing or nonsensical value falls back to its default instead of failing the list.
 */

/** The largest page a client may ask for; more is answered with this many. */
export const maxPerPage = 100

/** A whole number above zero, or the fallback for anything else ("0", "-2", "2.5", "all", ""). */
export function positiveInteger(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback
  const number = Number(value)
  return Number.isSafeInteger(number) && number > 0 ? number : fallback
}

export interface PageParams {
  page: number
  perPage: number
}

/** page (default 1) and perPage (default `defaultPerPage`, at most {@link maxPerPage}). */
export function pageParams(search: URLSearchParams, defaultPerPage: number): PageParams {
  return {
    page: positiveInteger(search.get('page'), 1),
    perPage: Math.min(positiveInteger(search.get('perPage'), defaultPerPage), maxPerPage),
  }
}

/** The requested page of `items`: empty past the end. */
export function pageOf<T>(items: readonly T[], { page, perPage }: PageParams): T[] {
  const start = (page - 1) * perPage
  return start >= items.length ? [] : items.slice(start, start + perPage)
}

/** The search text: trimmed (invisible characters too) and lower-cased; '' means no search. */
export function queryText(search: URLSearchParams): string {
  return trimInvisible(search.get('q') ?? '').toLowerCase()
}

/** 'desc' sorts from the highest down; anything else (the default) from the lowest up. */
export function sortDirection(search: URLSearchParams): 1 | -1 {
  return search.get('sort') === 'desc' ? -1 : 1
}

/** One of `columns`, or the fallback for a missing or unknown column. */
export function sortColumn<C extends string>(
  search: URLSearchParams,
  columns: readonly C[],
  fallback: C,
): C {
  const column = search.get('sortColumn')
  return columns.find((known) => known === column) ?? fallback
}

/** Text order that ignores case (and accents): "émile" sorts with "Emile", before "Zoe". */
export const compareText = new Intl.Collator('en', { sensitivity: 'base' }).compare

/**
 * Sorts a copy of `items` by `compare` in the given direction; items that compare equal keep the
 * order of their ids, lowest first, whichever the direction.
 */
export function sortById<T extends { id: number }>(
  items: readonly T[],
  compare: (a: T, b: T) => number,
  direction: 1 | -1,
): T[] {
  return [...items].sort((a, b) => direction * compare(a, b) || a.id - b.id)
}

/** The value of a filter parameter, or undefined when it is missing or empty (no filter). */
export function filterValue(search: URLSearchParams, name: string): string | undefined {
  const value = search.get(name)?.trim()
  return value ? value : undefined
}
