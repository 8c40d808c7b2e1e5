import { http, HttpResponse } from 'msw'
import { currentPages, toggleBookmark } from './search.ts'
import { authorize } from '../session/tokens.ts'
import { readJsonObject } from '../server/read-json.ts'

async function readId(request: Request): Promise<number | undefined> {
  const id = (await readJsonObject(request))?.id
  return typeof id === 'number' ? id : undefined
}

/**
 * The bookmark bar: all pages as suggestions, the pinned ones as bookmarks, and the toggle.
 *
 * Access: signed-in (the bar is part of the signed-in shell): 401 without a valid token.
 */
export const bookmarkHandlers = [
  http.get('*/api/bookmarks/data', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const suggestions = currentPages()
    return HttpResponse.json({
      suggestions,
      bookmarks: suggestions.filter((page) => page.isBookmarked),
    })
  }),

  http.post('*/api/bookmarks/update', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const id = await readId(request)
    if (id === undefined) {
      // Field-error shape, so the client's 400 handling (SPEC section 8) can show the message.
      return HttpResponse.json({ errors: { id: ['id must be a number'] } }, { status: 400 })
    }
    const page = toggleBookmark(id)
    if (!page) return HttpResponse.json({ message: 'Bookmark not found' }, { status: 404 })
    return HttpResponse.json({ id: page.id, isBookmarked: page.isBookmarked })
  }),
]
