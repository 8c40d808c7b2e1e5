import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'

/**
 * Makes the demo server refuse `method path` with a 500 and a JSON `{ message }`, as a failing
 * back end does, until `heal()` is called; after that, requests fall through to the demo server's
 * own handler. Many tests check an error state and its retry this way, so the override is written
 * once here rather than by hand in each test. `server.resetHandlers()` after each test removes it.
 */
export function refuseWith500(
  method: 'get' | 'post' | 'delete',
  path: string,
  message = 'Server Error',
): { heal: () => void } {
  let refusing = true
  server.use(
    http[method](path, () =>
      refusing ? HttpResponse.json({ message }, { status: 500 }) : undefined,
    ),
  )
  return {
    heal: () => {
      refusing = false
    },
  }
}
