import { bookmarksSchema, mainSearchSchema, type BookmarksData } from '@models/search/search-data'
import { parseResponse } from './parse-response'
import { http } from './http'

export async function fetchMainSearch(signal?: AbortSignal) {
  const body = await http.get('api/main-search/data', { signal }).json()
  const [, files, contacts] = parseResponse(mainSearchSchema, body, 'page search').searchArr
  return { files: files.data, contacts: contacts.data }
}

export async function fetchBookmarks(signal?: AbortSignal): Promise<BookmarksData> {
  const body = await http.get('api/bookmarks/data', { signal }).json()
  return parseResponse(bookmarksSchema, body, 'bookmarks')
}

export async function toggleBookmark(id: number): Promise<void> {
  await http.post('api/bookmarks/update', { json: { id } })
}
