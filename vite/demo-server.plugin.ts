import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { Connect, Plugin } from 'vite'
import { getResponse, type RequestHandler } from 'msw'

/**
 * Serves the MSW handlers from the dev and preview servers themselves, so the browser talks real
 * HTTP to a real local server and ships no mock code. A request no handler answers falls through
 * to Vite (index.html for routes, assets).
 */
export function demoServer(loadHandlers: () => Promise<RequestHandler[]>): Plugin {
  const middleware = createMiddleware(loadHandlers)
  return {
    name: 'demo-server',
    configureServer(server) {
      server.middlewares.use(middleware)
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware)
    },
  }
}

function createMiddleware(
  loadHandlers: () => Promise<RequestHandler[]>,
): Connect.NextHandleFunction {
  let handlers: Promise<RequestHandler[]> | undefined
  return (req, res, next) => {
    // A page the browser opens is the app's, even where an endpoint has the same path (the shop's
    // /apps/ecommerce/wishlist is both, SPEC.md sections 2 and 7): Vite serves index.html.
    if (isPageNavigation(req)) return next()
    handlers ??= loadHandlers()
    void handlers
      .then(async (list) => {
        const response = await getResponse(list, toFetchRequest(req, res))
        if (!response) return next()
        await sendResponse(response, res)
      })
      .catch((error: unknown) => {
        if (res.headersSent) res.destroy(error as Error)
        else next(error)
      })
  }
}

/** A browser's navigation to a page, as opposed to the app's own calls (JSON, event streams). */
export function isPageNavigation(req: IncomingMessage): boolean {
  if (req.method !== 'GET') return false
  if (req.headers['sec-fetch-mode'] === 'navigate') return true
  return (req.headers.accept ?? '').split(',').some((type) => type.trim().startsWith('text/html'))
}

function toFetchRequest(req: IncomingMessage, res: ServerResponse): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else if (value !== undefined) headers.set(name, value)
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const controller = new AbortController()
  // A browser that goes away before the answer is complete aborts the handler too (a server-sent
  // event stream ends then). Per response, not per socket: keep-alive sockets serve many requests.
  res.once('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

async function sendResponse(response: Response, res: ServerResponse): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  if (!response.body) {
    res.end()
    return
  }
  res.flushHeaders()
  // Written chunk by chunk so that server-sent events stream instead of arriving at the end.
  const reader = response.body.getReader()
  res.once('close', () => void reader.cancel().catch(() => undefined))
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    res.write(value)
  }
  res.end()
}
