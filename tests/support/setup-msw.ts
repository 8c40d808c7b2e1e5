import { afterAll, afterEach, beforeAll } from 'vitest'
import { server } from '@mocks/node'
import { resetAllStores } from '@mocks/data/store'
import { queryCache } from '@/services/app-query-cache'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  resetAllStores()
  // Each test is a fresh page load: no answer of the last one is remembered.
  queryCache.clear()
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
