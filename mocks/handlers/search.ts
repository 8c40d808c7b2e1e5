import { http, HttpResponse } from 'msw'
import { searchStore } from '../data/search.ts'

/** The header search: every group in full, with bookmark flags as they stand now. */
export const searchHandlers = [
  http.get('*/api/main-search/data', () => HttpResponse.json({ searchArr: searchStore.get() })),
]
