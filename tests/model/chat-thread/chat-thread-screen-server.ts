import { expect } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import type { IncomingMessage } from '@models/chat/chat-api'
import { HeldRequests } from '../support/held-requests'

/*
 * The demo server as a screen path drives it: the requests the thread machine's actors make are
 * held until the path says how they end (the demo handler answers, or a 500), so that every state
 * of the machine stays on screen long enough to be looked at; and the server push, which jsdom
 * cannot open, comes through a fake EventSource.
 */

/** Requests of the open chat: its thread, marking it seen, a heart, a send. */
export type RequestKind = 'thread' | 'markSeen' | 'heart' | 'send'

interface Details {
  form: FormData | undefined
}

const serverError = () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })

/** Holds the thread machine's requests and lets a path settle each one. */
export class RequestGate extends HeldRequests<RequestKind, Details> {
  private refuseNextSend = false

  constructor() {
    super(serverError)
  }

  /** Puts the gate in front of the demo handlers. */
  install(): void {
    server.use(
      http.get('*/wm/v3/messages/chat-message/:contactId', ({ request }) =>
        this.arrive('thread', request, { form: undefined }),
      ),
      http.post('*/wm/v3/messages/change-status-message', async ({ request }) => {
        const form = await request.clone().formData()
        return this.arrive(form.has('userID') ? 'markSeen' : 'heart', request, { form })
      }),
      // Sends are not held (the outbox sends at once); the gate counts them and refuses one.
      http.post('*/wm/v3/messages/send', async ({ request }) => {
        this.record('send', request, { form: await request.clone().formData() }, true)
        if (!this.refuseNextSend) return undefined
        this.refuseNextSend = false
        return HttpResponse.json(
          { errors: { message: ['The message was refused.'] } },
          { status: 422 },
        )
      }),
    )
  }

  /** The next message sent is refused (422): the server will not take it. */
  refuseTheNextSend(): void {
    this.refuseNextSend = true
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
