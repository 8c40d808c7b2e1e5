import { http, HttpResponse } from 'msw'
import { autocompleteMovies } from './autocomplete.ts'
import { authorize } from '../session/tokens.ts'

/**
 * The UI kit's autocomplete demo (SPEC.md section 7, "GET /api/autocomplete/data"): the 100 top
 * movies, `{ autoComplete: [{ id, rank, title }] }`, whole; the page filters as the user types.
 *
 * Access: signed-in. Only the signed-in /extensions page asks for it.
 */
export const autocompleteHandlers = [
  http.get('*/api/autocomplete/data', async ({ request }) => {
    const auth = await authorize(request)
    return auth instanceof Response
      ? auth
      : HttpResponse.json({ autoComplete: autocompleteMovies.map((movie) => ({ ...movie })) })
  }),
]
