import type { ContactItem, FileItem } from '@models/search/search-data'
import type { SearchPage, SearchResult } from '@models/search/page-search'

/** What the page search loads from the server once: the Files and Contacts groups. */
export interface RemoteSearchData {
  files: FileItem[]
  contacts: ContactItem[]
}

export interface PageSearchContext {
  query: string
  /** Position of the highlighted result in the flattened list; -1 when there is none. */
  active: number
  pages: SearchPage[]
  remote: RemoteSearchData | null
  error: string | null
}

export type PageSearchEvent =
  | { type: 'search.open'; pages: SearchPage[] }
  | { type: 'search.close' }
  | { type: 'search.type'; query: string }
  | { type: 'search.next' }
  | { type: 'search.previous' }
  | { type: 'search.highlight'; position: number }
  | { type: 'search.select' }
  | { type: 'search.retry' }

export type { SearchResult }
