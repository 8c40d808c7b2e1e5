import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { HeldRequests, type HeldRequest } from '../support/held-requests'

/* The kanban screen's requests, held until the path settles them (support/held-requests.ts). */

/** The board's two loads, and any change (a POST or DELETE under /apps/kanban/). */
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
export const REFUSAL_MESSAGE = 'The demo server is down for maintenance'

const serverError = () => HttpResponse.json({ message: REFUSAL_MESSAGE }, { status: 500 })

/** Holds the kanban screen's requests and lets a path settle each one. */
export class RequestGate extends HeldRequests<RequestKind, Details> {
  constructor() {
    super(serverError)
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
        return this.arrive(kind, request, {
          method: request.method,
          endpoint: url.pathname.split('/').at(-1)!,
          data: body?.data,
          query: Object.fromEntries(url.searchParams),
        })
      }
    server.use(
      http.get('*/apps/kanban/boards', hold('boards')),
      http.get('*/apps/kanban/tasks', hold('tasks')),
      http.post('*/apps/kanban/:endpoint', hold('change')),
      http.delete('*/apps/kanban/:endpoint', hold('change')),
    )
  }
}
