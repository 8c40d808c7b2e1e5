import { http, HttpResponse } from 'msw'
import { searchStore } from './search.ts'
import { authorize } from '../session/tokens.ts'

/**
 * The header search: every group in full, with bookmark flags as they stand now.
 *
 * Access: signed-in (the search is part of the signed-in shell; its files and contacts are the
 * team's): 401 without a valid token.
 */
export const searchHandlers = [
  http.get('*/api/main-search/data', async ({ request }) => {
    const auth = await authorize(request)
    return auth instanceof Response ? auth : HttpResponse.json({ searchArr: searchStore.get() })
  }),
]
