import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from '@mocks/node'
import { resetAllStores } from '@mocks/server/store'
import { deleteLocalDatabase } from '@/services/local-store/local-database'
import { queryCache } from '@/services/app-query-cache'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(async () => {
  server.resetHandlers()
  resetAllStores()
  // Each test is a fresh page load on a fresh device: no answer of the last one is remembered,
  // and nothing of it is stored.
  queryCache.clear()
  await deleteLocalDatabase()
})
afterAll(() => server.close())

// The app asks for root-relative URLs, which a browser resolves against the page. Node's Request
// has no page, so here they resolve against jsdom's location, as in the browser.
const NodeRequest = globalThis.Request
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init)
  }
}
globalThis.Request = PageRequest
