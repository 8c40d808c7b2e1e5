import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { HeldRequests, type HeldRequest } from '../support/held-requests'

/*
 * The kanban screen's requests as a path settles them (support/held-requests.ts): every change (a
 * POST or DELETE under /apps/kanban/) is held until the path answers or refuses it; a load of the
 * board is held when the path says one is coming (`holdNextLoad`), and otherwise answered by the
 * demo server at once (the outbox reloads the board after a refused reorder, say). Offline, what is
 * not held fails as a lost network does.
 */

/** The board's two loads, and any change. */
export type RequestKind = 'boards' | 'tasks' | 'change'

interface Details {
  method: string
  /** The last part of the path: /apps/kanban/<endpoint>. */
  endpoint: string
  /** A POST's `data`. */
  data: Record<string, unknown> | undefined
  query: Record<string, string>
}

export type Arrival = HeldRequest<RequestKind, Details>

/** What the demo server says when a path has it refuse a request. */
export const REFUSAL_MESSAGE = 'The board is locked for the release'

const serverError = () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })

/** Holds the kanban screen's requests and lets a path settle each one. */
export class RequestGate extends HeldRequests<RequestKind, Details> {
  /** Loads still to hold, by kind. */
  private readonly loadsToHold = new Map<RequestKind, number>()
  private offline = false

  constructor() {
    super(serverError)
  }

  /** The next load of the board (its boards and its tasks) waits for the path. */
  holdNextLoad(): void {
    this.loadsToHold.set('boards', 1)
    this.loadsToHold.set('tasks', 1)
  }

  /** Whether requests fail as without a network (those held for the path stay held). */
  setOffline(offline: boolean): void {
    this.offline = offline
  }

  /** The demo server refuses the change on its way: a 409 with REFUSAL_MESSAGE. */
  refuseChange(): Arrival {
    const [arrival] = this.held('change')
    if (!arrival) throw new Error('no change is on its way')
    arrival.settle(HttpResponse.json({ message: REFUSAL_MESSAGE }, { status: 409 }))
    return arrival
  }

  /** The change on its way is lost with the network. */
  loseChange(): void {
    this.held('change').forEach((arrival) => arrival.settle(HttpResponse.error()))
  }

  /** Puts the gate in front of the demo handlers. */
  install(): void {
    const hold =
      (kind: RequestKind) =>
      async ({ request }: { request: Request }) => {
        const body =
          request.method === 'POST'
            ? ((await request.clone().json()) as { data?: Record<string, unknown> })
            : undefined
        const url = new URL(request.url)
        const details = {
          method: request.method,
          endpoint: url.pathname.split('/').at(-1)!,
          data: body?.data,
          query: Object.fromEntries(url.searchParams),
        }
        const toHold = this.loadsToHold.get(kind) ?? 0
        if (kind !== 'change' && toHold === 0 && this.pendingRefusals() === 0) {
          // Not the path's to settle: answered at once (or lost, offline).
          this.record(kind, request, details, true)
          return this.offline ? HttpResponse.error() : undefined
        }
        if (kind !== 'change' && toHold > 0) this.loadsToHold.set(kind, toHold - 1)
        if (kind === 'change' && this.offline) {
          this.record(kind, request, details, true)
          return HttpResponse.error()
        }
        return this.arrive(kind, request, details)
      }
    server.use(
      http.get('*/apps/kanban/boards', hold('boards')),
      http.get('*/apps/kanban/tasks', hold('tasks')),
      http.post('*/apps/kanban/:endpoint', hold('change')),
      http.delete('*/apps/kanban/:endpoint', hold('change')),
    )
  }
}
