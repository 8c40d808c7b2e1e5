import { expect } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'

/*
 * The demo server as a screen path drives it: every request the kanban screen makes is held until
 * the path says how it ends (the demo handler answers, or a 500), so that every state of the
 * machine stays on screen long enough to be looked at.
 */

/** The board's two loads, and any change (a POST or DELETE under /apps/kanban/). */
export type RequestKind = 'boards' | 'tasks' | 'change'

export interface Arrival {
  kind: RequestKind
  method: string
  /** The last part of the path: /apps/kanban/<endpoint>. */
  endpoint: string
  /** A POST's `data`. */
  data: Record<string, unknown> | undefined
  query: Record<string, string>
  request: Request
  settled: boolean
  settle: (response: Response | undefined) => void
}

/** What the demo server says when a path has it refuse a request. */
export const REFUSAL_MESSAGE = 'The demo server is down for maintenance'

const serverError = () => HttpResponse.json({ message: REFUSAL_MESSAGE }, { status: 500 })

/** Holds the kanban screen's requests and lets a path settle each one. */
export class RequestGate {
  readonly arrivals: Arrival[] = []
  /** Requests of a kind answered 500 at once: the HTTP client's retry of a GET the path refused. */
  private readonly refuseAtOnce = new Map<RequestKind, number>()

  /** Puts the gate in front of the demo handlers. */
  install(): void {
    const hold =
      (kind: RequestKind) =>
      async ({ request }: { request: Request }) => {
        const body =
          request.method === 'POST'
            ? ((await request.clone().json()) as { data?: Record<string, unknown> })
            : undefined
        return this.arrive(kind, request, body?.data)
      }
    server.use(
      http.get('*/apps/kanban/boards', hold('boards')),
      http.get('*/apps/kanban/tasks', hold('tasks')),
      http.post('*/apps/kanban/:endpoint', hold('change')),
      http.delete('*/apps/kanban/:endpoint', hold('change')),
    )
  }

  private arrive(
    kind: RequestKind,
    request: Request,
    data: Record<string, unknown> | undefined,
  ): Promise<Response | undefined> {
    const url = new URL(request.url)
    const refusals = this.refuseAtOnce.get(kind) ?? 0
    return new Promise((resolve) => {
      const arrival: Arrival = {
        kind,
        method: request.method,
        endpoint: url.pathname.split('/').at(-1)!,
        data,
        query: Object.fromEntries(url.searchParams),
        request,
        settled: false,
        settle: (response) => {
          arrival.settled = true
          resolve(response)
        },
      }
      this.arrivals.push(arrival)
      if (refusals > 0) {
        this.refuseAtOnce.set(kind, refusals - 1)
        arrival.settle(serverError())
      }
    })
  }

  /** The requests of a kind that wait for the path (a request its caller gave up on is not). */
  held(kind?: RequestKind): Arrival[] {
    this.settleAbandoned()
    return this.arrivals.filter(
      (arrival) => (kind === undefined || arrival.kind === kind) && !arrival.settled,
    )
  }

  /** How many requests of a kind reached the server so far. */
  count(kind: RequestKind): number {
    return this.arrivals.filter((arrival) => arrival.kind === kind).length
  }

  private only(kind: RequestKind): Arrival {
    const held = this.held(kind)
    expect(held, `one ${kind} request is waiting`).toHaveLength(1)
    return held[0]!
  }

  /** The demo handler answers the waiting request of a kind. */
  answer(kind: RequestKind): Arrival {
    const arrival = this.only(kind)
    arrival.settle(undefined)
    return arrival
  }

  /** The waiting request fails with a 500; `retries` more of the kind fail at once. */
  refuse(kind: RequestKind, retries = 0): Arrival {
    const arrival = this.only(kind)
    if (retries > 0) this.refuseAtOnce.set(kind, retries)
    arrival.settle(serverError())
    return arrival
  }

  /** Retries still expected: none once the path has gone on. */
  pendingRefusals(): number {
    return [...this.refuseAtOnce.values()].reduce((sum, count) => sum + count, 0)
  }

  // A cancelled request must not reach the demo handler.
  private settleAbandoned(): void {
    this.arrivals
      .filter((arrival) => !arrival.settled && arrival.request.signal.aborted)
      .forEach((arrival) => arrival.settle(new HttpResponse(null, { status: 499 })))
  }

  /** Ends whatever still waits, so that nothing hangs after the test. */
  dispose(): void {
    this.arrivals
      .filter((arrival) => !arrival.settled)
      .forEach((arrival) => arrival.settle(new HttpResponse(null, { status: 503 })))
  }
}
