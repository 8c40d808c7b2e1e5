import { http, HttpResponse } from 'msw'
import { resetAllStores } from '../data/store.ts'

/** Control endpoints of the demo server itself: tests put the data back to its seed. */
export const demoHandlers = [
  http.post('*/api/demo/reset', () => {
    resetAllStores()
    return new HttpResponse(null, { status: 204 })
  }),
]
