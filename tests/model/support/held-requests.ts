import { expect } from 'vitest'
import { HttpResponse } from 'msw'

/*
 * The demo server as a screen path drives it: requests are held until the path says how they end
 * (the demo handler answers, or a 500), so that every state of the machine stays on screen long
 * enough to be looked at. Each screen's gate says which requests it holds (its `install`).
 */

/** One request that reached the server, with what the screen's gate read of it (`details`). */
export type HeldRequest<Kind extends string, Details> = Details & {
  kind: Kind
  request: Request
  /** When it reached the server (Date.now()). */
  at: number
  settled: boolean
  settle: (response: Response | undefined) => void
}

export class HeldRequests<Kind extends string, Details> {
  readonly arrivals: HeldRequest<Kind, Details>[] = []
  /** Requests of a kind answered 500 at once: the HTTP client's retry of a GET the path refused. */
  private readonly refuseAtOnce = new Map<Kind, number>()

  /** `serverError` is the 500 the path's refusals answer. */
  constructor(private readonly serverError: () => Response) {}

  /** A request reaches the server: it waits for the path, unless a refusal is already due. */
  protected arrive(kind: Kind, request: Request, details: Details): Promise<Response | undefined> {
    const refusals = this.refuseAtOnce.get(kind) ?? 0
    return new Promise((resolve) => {
      const arrival = this.record(kind, request, details, false)
      arrival.settle = (response) => {
        arrival.settled = true
        resolve(response)
      }
      if (refusals > 0) {
        this.refuseAtOnce.set(kind, refusals - 1)
        arrival.settle(this.serverError())
      }
    })
  }

  /** Notes a request; `settled` for one that is counted but not held. */
  protected record(
    kind: Kind,
    request: Request,
    details: Details,
    settled: boolean,
  ): HeldRequest<Kind, Details> {
    const arrival = {
      ...details,
      kind,
      request,
      at: Date.now(),
      settled,
      settle: () => undefined,
    } as HeldRequest<Kind, Details>
    this.arrivals.push(arrival)
    return arrival
  }

  /** The requests (of a kind) that wait for the path; a request its caller gave up on does not. */
  held(kind?: Kind): HeldRequest<Kind, Details>[] {
    this.settleAbandoned()
    return this.arrivals.filter(
      (arrival) => (kind === undefined || arrival.kind === kind) && !arrival.settled,
    )
  }

  /** How many requests of a kind reached the server so far. */
  count(kind: Kind): number {
    return this.arrivals.filter((arrival) => arrival.kind === kind).length
  }

  private only(kind: Kind): HeldRequest<Kind, Details> {
    const held = this.held(kind)
    expect(held, `one ${kind} request is waiting`).toHaveLength(1)
    return held[0]!
  }

  /** The demo handler answers the waiting request of a kind. */
  answer(kind: Kind): HeldRequest<Kind, Details> {
    const arrival = this.only(kind)
    arrival.settle(undefined)
    return arrival
  }

  /** The waiting request fails with a 500; `retries` more of the kind fail at once. */
  refuse(kind: Kind, retries = 0): HeldRequest<Kind, Details> {
    const arrival = this.only(kind)
    if (retries > 0) this.refuseAtOnce.set(kind, retries)
    arrival.settle(this.serverError())
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
