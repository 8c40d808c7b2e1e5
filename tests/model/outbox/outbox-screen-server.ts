import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { HeldRequests, type HeldRequest } from '../support/held-requests'

/*
 * The demo server as an outbox path drives it (support/held-requests.ts): every change of the
 * kanban board (a POST under /apps/kanban/) is held until the path says how it ends: the demo
 * handler takes it, the server fails (503) or refuses it (409), or the network drops it. The
 * board's loads are the demo server's at once (offline, the network fails them).
 */

interface Details {
  /** The last part of the path: /apps/kanban/<endpoint>. */
  endpoint: string
  /** The POST's `data`. */
  data: Record<string, unknown> | undefined
  /** Its Idempotency-Key header. */
  key: string | null
}

export type ChangeRequest = HeldRequest<'change', Details>

/** What the demo server says when the path has it refuse a change. */
export const REFUSAL_MESSAGE = 'The board is locked for the release'
/** What it says when the path has it fail. */
export const FAILURE_MESSAGE = 'The board service is restarting'

export class ChangeGate extends HeldRequests<'change', Details> {
  private offline = false
  /** The most changes that were on their way at once. */
  mostAtOnce = 0

  constructor() {
    super(() => HttpResponse.json({ message: FAILURE_MESSAGE }, { status: 503 }))
  }

  /** Whether the board's loads fail as without a network. */
  setOffline(offline: boolean): void {
    this.offline = offline
  }

  /** The change on its way. */
  private onItsWay(): ChangeRequest {
    const [arrival, ...more] = this.held('change')
    if (!arrival || more.length > 0) throw new Error('not exactly one change is on its way')
    return arrival
  }

  /** The demo handler takes the change on its way. */
  take(): ChangeRequest {
    return this.answer('change')
  }

  /** The server fails the change on its way: a 503 with FAILURE_MESSAGE. */
  fail(): void {
    this.refuse('change')
  }

  /** The server refuses the change on its way: a 409 with REFUSAL_MESSAGE. */
  refuseChange(): void {
    this.onItsWay().settle(HttpResponse.json({ message: REFUSAL_MESSAGE }, { status: 409 }))
  }

  /** The network drops the change on its way: no answer at all. */
  drop(): void {
    this.onItsWay().settle(HttpResponse.error())
  }

  /** Puts the gate in front of the demo handlers. */
  install(): void {
    server.use(
      http.get('*/apps/kanban/:endpoint', () => (this.offline ? HttpResponse.error() : undefined)),
      http.post('*/apps/kanban/:endpoint', async ({ request }) => {
        const body = (await request.clone().json()) as { data?: Record<string, unknown> }
        const details = {
          endpoint: new URL(request.url).pathname.split('/').at(-1)!,
          data: body.data,
          key: request.headers.get('idempotency-key'),
        }
        const arrival = this.arrive('change', request, details)
        this.mostAtOnce = Math.max(this.mostAtOnce, this.held('change').length)
        return arrival
      }),
    )
  }
}
