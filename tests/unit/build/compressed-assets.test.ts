// @vitest-environment node
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressedAssets, serveCompressedAssets } from '../../../vite/compressed-assets.plugin'

/** A built script large enough to compress, one too small to, and an image. */
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))}\n`
const tinyScript = 'export const a = 1\n'

let dist: string
let server: Server
let port: number

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'compressed-assets-'))
  await mkdir(join(dist, 'assets'))
  await writeFile(join(dist, 'assets/page-abc.js'), script)
  await writeFile(join(dist, 'assets/tiny-abc.js'), tinyScript)
  await writeFile(join(dist, 'assets/logo.svg'), '<svg/>'.repeat(400))
  await writeFile(join(dist, 'secret.js'), script)
  await writeFile(join(dist, 'secret.js.gz'), 'not for the browser')

  const plugin = compressedAssets()
  const writeBundle = plugin.writeBundle as (options: { dir: string }, bundle: object) => unknown
  await writeBundle(
    { dir: dist },
    { 'assets/page-abc.js': {}, 'assets/tiny-abc.js': {}, 'assets/logo.svg': {} },
  )

  const middleware = serveCompressedAssets(() => dist)
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404
      res.end('passed on')
    }),
  )
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  port = (server.address() as AddressInfo).port
})

afterAll(async () => {
  server.close()
  await rm(dist, { recursive: true })
})

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A raw HTTP request: unlike fetch, it leaves a gzip body as it came. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((answered, failed) => {
    const sent = request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        answered({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    })
    sent.on('error', failed)
    sent.end()
  })
}

const gzipAccepted = { 'accept-encoding': 'gzip, deflate' }

describe('the built scripts and style sheets', () => {
  it('are compressed once when built, except files too small to gain from it', async () => {
    const compressed = await readFile(join(dist, 'assets/page-abc.js.gz'))
    expect(gunzipSync(compressed).toString()).toBe(script)
    expect(compressed.length).toBeLessThan(script.length / 3)
    expect(existsSync(join(dist, 'assets/tiny-abc.js.gz'))).toBe(false)
    expect(existsSync(join(dist, 'assets/logo.svg.gz'))).toBe(false)
  })

  it('are served compressed to a browser that takes gzip, to be kept for good', async () => {
    const answer = await get('/assets/page-abc.js', gzipAccepted)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers['content-type']).toBe('text/javascript')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(gunzipSync(answer.body).toString()).toBe(script)
  })

  it('are served as they are to a browser that does not take gzip, and when too small', async () => {
    const plain = await get('/assets/page-abc.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)

    const tiny = await get('/assets/tiny-abc.js', gzipAccepted)
    expect(tiny.headers['content-encoding']).toBeUndefined()
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(tiny.body.toString()).toBe(tinyScript)
  })

  it('answer a browser that has the file already with 304 and no body', async () => {
    const first = await get('/assets/page-abc.js', gzipAccepted)
    const again = await get('/assets/page-abc.js', {
      ...gzipAccepted,
      'if-none-match': String(first.headers.etag),
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('leave every other request to the server’s own middlewares', async () => {
    expect((await get('/assets/logo.svg', gzipAccepted)).body.toString()).toBe('passed on')
    expect((await get('/assets/missing.js', gzipAccepted)).body.toString()).toBe('passed on')
    expect((await get('/secret.js', gzipAccepted)).body.toString()).toBe('passed on')
    expect((await get('/assets/..%2fsecret.js', gzipAccepted)).body.toString()).toBe('passed on')
    expect((await get('/assets/%E0%A4%A.js', gzipAccepted)).body.toString()).toBe('passed on')
    const post = await get('/assets/page-abc.js', gzipAccepted, 'POST')
    expect(post.body.toString()).toBe('passed on')
  })
})
