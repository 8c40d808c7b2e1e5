import { expect } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import type { IncomingMessage } from '@models/chat-api'

/*
 * The demo server as a screen path drives it: the requests the thread machine's actors make are
 * held until the path says how they end (the demo handler answers, or a 500), so that every state
 * of the machine stays on screen long enough to be looked at; and the server push, which jsdom
 * cannot open, comes through a fake EventSource.
 */

/** Requests of the open chat: its thread, marking it seen, a heart, a send. */
export type RequestKind = 'thread' | 'markSeen' | 'heart' | 'send'

interface Arrival {
  kind: RequestKind
  request: Request
  form: FormData | undefined
  /** When it reached the server (Date.now()). */
  at: number
  settled: boolean
  settle: (response: Response | undefined) => void
}

const serverError = () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })

/** Holds the thread machine's requests and lets a path settle each one. */
export class RequestGate {
  readonly arrivals: Arrival[] = []
  /** Requests of a kind answered 500 at once: ky's retry of a GET the path has refused. */
  private readonly refuseAtOnce = new Map<RequestKind, number>()
  private refuseNextSend = false

  /** Puts the gate in front of the demo handlers. */
  install(): void {
    server.use(
      http.get('*/wm/v3/messages/chat-message/:contactId', ({ request }) =>
        this.arrive('thread', request, undefined),
      ),
      http.post('*/wm/v3/messages/change-status-message', async ({ request }) => {
        const form = await request.clone().formData()
        return this.arrive(form.has('userID') ? 'markSeen' : 'heart', request, form)
      }),
      // Sends are not held (the outbox sends at once); the gate counts them and refuses one.
      http.post('*/wm/v3/messages/send', async ({ request }) => {
        const form = await request.clone().formData()
        this.arrivals.push({
          kind: 'send',
          request,
          form,
          at: Date.now(),
          settled: true,
          settle: () => undefined,
        })
        if (!this.refuseNextSend) return undefined
        this.refuseNextSend = false
        return HttpResponse.json(
          { errors: { message: ['The message was refused.'] } },
          { status: 422 },
        )
      }),
    )
  }

  private arrive(
    kind: RequestKind,
    request: Request,
    form: FormData | undefined,
  ): Promise<Response | undefined> {
    const refusals = this.refuseAtOnce.get(kind) ?? 0
    return new Promise((resolve) => {
      const arrival: Arrival = {
        kind,
        request,
        form,
        at: Date.now(),
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
  held(kind: RequestKind): Arrival[] {
    this.settleAbandoned()
    return this.arrivals.filter((arrival) => arrival.kind === kind && !arrival.settled)
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

  /** The demo handler answers the waiting request. */
  answer(kind: RequestKind): Arrival {
    const arrival = this.only(kind)
    arrival.settle(undefined)
    return arrival
  }

  /** The waiting request fails with a 500; `retries` more of the kind fail at once (ky's retry). */
  refuse(kind: RequestKind, retries = 0): Arrival {
    const arrival = this.only(kind)
    if (retries > 0) this.refuseAtOnce.set(kind, retries)
    arrival.settle(serverError())
    return arrival
  }

  /** The next message sent is refused (422): the server will not take it. */
  refuseTheNextSend(): void {
    this.refuseNextSend = true
  }

  /** Retries still expected: none once the path has gone on. */
  pendingRefusals(): number {
    return [...this.refuseAtOnce.values()].reduce((sum, count) => sum + count, 0)
  }

  // A cancelled request (a mark the machine started again) must not reach the demo handler.
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

/**
 * What chat-stream.ts constructs in place of the browser's EventSource: an open stream whose
 * messages the test pushes.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSED = 2
  static readonly opened: FakeEventSource[] = []

  readyState = FakeEventSource.OPEN

  constructor(readonly url: string) {
    super()
    FakeEventSource.opened.push(this)
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED
  }

  /** Pushes a message on the one open stream, as the server's `event: message` would. */
  static push(incoming: IncomingMessage): void {
    const open = FakeEventSource.opened.filter(
      (source) => source.readyState !== FakeEventSource.CLOSED,
    )
    expect(open, 'the messaging screen listens to one stream').toHaveLength(1)
    open[0]!.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(incoming) }))
  }

  static reset(): void {
    FakeEventSource.opened.length = 0
  }
}
