// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import type { Connect, ViteDevServer } from 'vite'
import { demoServer } from '../../../vite/demo-server.plugin'

let server: Server | undefined

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
  server = undefined
})

/** Starts a plain Node server with the plugin's middleware in front of a fallback, like Vite. */
async function serve(handlers: Parameters<typeof demoServer>[0]): Promise<string> {
  let middleware: Connect.NextHandleFunction | undefined
  const configureServer = demoServer(handlers).configureServer as (s: ViteDevServer) => void
  configureServer({
    middlewares: { use: (fn: Connect.NextHandleFunction) => (middleware = fn) },
  } as unknown as ViteDevServer)
  server = createServer((req, res) =>
    middleware!(req, res, () => {
      res.statusCode = 404
      res.end('fell through to the app')
    }),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** Fails instead of hanging when a read never completes. */
function within<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} never arrived`)), 2000),
    ),
  ])
}

describe('demo server plugin', () => {
  it('answers a request a handler matches, with its status, headers and JSON body', async () => {
    const base = await serve(async () => [
      http.get('*/api/thing', () =>
        HttpResponse.json({ ok: true }, { status: 201, headers: { 'x-demo': 'yes' } }),
      ),
    ])
    const response = await fetch(`${base}/api/thing`)
    expect(response.status).toBe(201)
    expect(response.headers.get('x-demo')).toBe('yes')
    expect(await response.json()).toEqual({ ok: true })
  })

  it('passes the request body on to the handler', async () => {
    const base = await serve(async () => [
      http.post('*/api/echo', async ({ request }) => HttpResponse.json(await request.json())),
    ])
    const response = await fetch(`${base}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 7 }),
    })
    expect(await response.json()).toEqual({ id: 7 })
  })

  it('lets a request no handler answers fall through to the app', async () => {
    const base = await serve(async () => [http.get('*/api/thing', () => HttpResponse.json({}))])
    const response = await fetch(`${base}/apps/calendar`)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('fell through to the app')
  })

  it('leaves a page the browser opens to the app, where an endpoint has the same path', async () => {
    const base = await serve(async () => [
      http.get('*/apps/ecommerce/wishlist', () => HttpResponse.json({ products: [] })),
    ])
    const opened = await fetch(`${base}/apps/ecommerce/wishlist`, {
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    })
    expect(await opened.text()).toBe('fell through to the app')
    const called = await fetch(`${base}/apps/ecommerce/wishlist`, {
      headers: { accept: 'application/json' },
    })
    expect(await called.json()).toEqual({ products: [] })
  })

  it('streams server-sent events as they are written, and aborts the handler when the client leaves', async () => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    let aborted!: () => void
    const handlerAborted = new Promise<void>((resolve) => (aborted = resolve))
    const encoder = new TextEncoder()
    const base = await serve(async () => [
      http.get('*/api/stream', ({ request }) => {
        request.signal.addEventListener('abort', () => aborted())
        const stream = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode('data: first\n\n'))
            await released
            controller.enqueue(encoder.encode('data: second\n\n'))
          },
        })
        return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } })
      }),
    ])
    const controller = new AbortController()
    const response = await within(
      fetch(`${base}/api/stream`, { signal: controller.signal }),
      'the headers',
    )
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    const reader = response.body!.getReader()
    const decoder = new TextDecoder()
    // The first event arrives while the handler still holds the second back: nothing is buffered.
    expect(decoder.decode((await within(reader.read(), 'the first event')).value)).toBe(
      'data: first\n\n',
    )
    release()
    expect(decoder.decode((await within(reader.read(), 'the second event')).value)).toBe(
      'data: second\n\n',
    )
    controller.abort()
    await within(handlerAborted, 'the abort')
  })
})
