import type { EventObject } from 'xstate'
import type { SearchPage } from '@models/search/page-search'
import type { RemoteSearchData } from '@machines/page-search/page-search.types'

/*
 * What the page search must do, written from SPEC.md section 2 ("Search has three groups, each
 * limited to 4 results: Pages, Files, Contacts") and the palette's keyboard rules, apart from the
 * machine and from models/search/page-search.ts: the model test compares the machine with this after
 * every step of every generated path.
 */

/** SPEC.md: each group shows at most 4 results. */
const perGroup = 4

export interface ExpectedSearch {
  open: boolean
  /** Files and Contacts: on their way, here, or failed (the pages search all the same). */
  remote: 'loading' | 'ready' | 'failed' | 'none'
  query: string
  /** The highlighted result's position in keyboard order, -1 for none. */
  active: number
  /** What Enter opened on this step, as `group:title`. */
  opened?: string
}

export const closedSearch: ExpectedSearch = { open: false, remote: 'none', query: '', active: -1 }

const has = (text: string, query: string) => text.toLowerCase().includes(query)

/** The results in keyboard order, as `group:title`: pages, then files, then contacts. */
export function expectedResults(
  pages: SearchPage[],
  remote: RemoteSearchData | null,
  rawQuery: string,
): string[] {
  const query = rawQuery.trim().toLowerCase()
  const first = <T>(items: T[], fits: (item: T) => boolean) => items.filter(fits).slice(0, perGroup)
  return [
    ...first(pages, (page) => has(page.title, query) || has(page.link, query)).map(
      (page) => `pages:${page.title}`,
    ),
    ...first(remote?.files ?? [], (file) => has(file.title, query) || has(file.by, query)).map(
      (file) => `files:${file.title}`,
    ),
    ...first(
      remote?.contacts ?? [],
      (contact) => has(contact.title, query) || has(contact.email, query),
    ).map((contact) => `contacts:${contact.title}`),
  ]
}

/**
 * The search after `event`. Files and Contacts load once per page load (`loaded` says whether they
 * have): a later opening shows them at once.
 */
export function nextSearch(
  before: ExpectedSearch,
  event: EventObject,
  pages: SearchPage[],
  loaded: RemoteSearchData | null,
): ExpectedSearch {
  const results = (query: string, remote = loaded) => expectedResults(pages, remote, query)
  const firstOf = (query: string, remote = loaded) => (results(query, remote).length > 0 ? 0 : -1)
  const now = { ...before, opened: undefined }
  if (!before.open) {
    if (event.type !== 'search.open') return now
    return { open: true, remote: loaded ? 'ready' : 'loading', query: '', active: firstOf('') }
  }
  const count = results(before.query).length
  switch (event.type) {
    case 'search.close':
      return { ...closedSearch, remote: before.remote }
    case 'search.type': {
      const query = (event as EventObject & { query: string }).query
      return { ...now, query, active: firstOf(query) }
    }
    case 'search.next':
      return count === 0 ? now : { ...now, active: (before.active + 1) % count }
    case 'search.previous':
      return count === 0 ? now : { ...now, active: (before.active - 1 + count) % count }
    case 'search.highlight': {
      const position = (event as EventObject & { position: number }).position
      return position >= 0 && position < count ? { ...now, active: position } : now
    }
    case 'search.select':
      if (before.active < 0 || before.active >= count) return now
      return {
        ...closedSearch,
        remote: before.remote,
        opened: results(before.query)[before.active],
      }
    case 'search.retry':
      return before.remote === 'failed' ? { ...now, remote: 'loading' } : now
    default:
      return now
  }
}
