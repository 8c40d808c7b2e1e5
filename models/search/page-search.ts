import type { ContactItem, FileItem } from './search-data'

/** At most this many results show in each group (SPEC.md section 9). */
export const searchLimit = 4

/** A page the user may open: built from the route table, so it always exists. */
export interface SearchPage {
  link: string
  title: string
  icon: string
}

export interface SearchIndex {
  pages: SearchPage[]
  files: FileItem[]
  contacts: ContactItem[]
}

export type SearchResult =
  | { group: 'pages'; item: SearchPage }
  | { group: 'files'; item: FileItem }
  | { group: 'contacts'; item: ContactItem }

export interface SearchGroups {
  pages: SearchPage[]
  files: FileItem[]
  contacts: ContactItem[]
}

function matches(query: string, ...fields: string[]): boolean {
  return fields.some((field) => field.toLocaleLowerCase().includes(query))
}

/** The three groups for a query, each capped at `searchLimit`; an empty query lists the first. */
export function searchGroups(index: SearchIndex, rawQuery: string): SearchGroups {
  const query = rawQuery.trim().toLocaleLowerCase()
  return {
    pages: index.pages
      .filter((page) => matches(query, page.title, page.link))
      .slice(0, searchLimit),
    files: index.files.filter((file) => matches(query, file.title, file.by)).slice(0, searchLimit),
    contacts: index.contacts
      .filter((contact) => matches(query, contact.title, contact.email))
      .slice(0, searchLimit),
  }
}

/** The results in the order the keyboard walks them: pages, then files, then contacts. */
export function flattenGroups(groups: SearchGroups): SearchResult[] {
  return [
    ...groups.pages.map((item) => ({ group: 'pages' as const, item })),
    ...groups.files.map((item) => ({ group: 'files' as const, item })),
    ...groups.contacts.map((item) => ({ group: 'contacts' as const, item })),
  ]
}
