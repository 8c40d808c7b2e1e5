import { readFile, stat, writeFile } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { Connect, Plugin } from 'vite'

const gzipped = promisify(gzip)

/** What is compressed: the scripts and style sheets, the bulk of what a first visit downloads. */
const contentTypes: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
}
/** Below this, compression saves less than its header costs (the compression middleware's own limit). */
const minBytes = 1024
/** The built files' names change with their content, so the browser may keep them for good. */
const immutable = 'public, max-age=31536000, immutable'

const isCompressible = (fileName: string) => extname(fileName) in contentTypes

/**
 * The built app's scripts and style sheets served as a production host serves them: compressed
 * once, when they are built, and kept by the browser for good.
 *
 * Vite's preview server gzips every response again as it sends it, on its one thread, and asks the
 * browser to check each file again at every visit. A signed-in first visit opens some 30 files at
 * once: each waited for the compression of those before it, on a machine whose two cores the
 * browser also needs.
 */
export function compressedAssets(): Plugin {
  let outDir = ''
  return {
    name: 'compressed-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir
      await Promise.all(
        Object.keys(bundle)
          .filter(isCompressible)
          .map(async (fileName) => {
            const source = await readFile(join(dir, fileName))
            if (source.length < minBytes) return
            await writeFile(join(dir, `${fileName}.gz`), await gzipped(source, { level: 9 }))
          }),
      )
    },
    configurePreviewServer(server) {
      server.middlewares.use(serveCompressedAssets(() => outDir))
    },
  }
}

/**
 * A file's path under the build's assets folder, or null when the address leaves it or is
 * malformed.
 */
function builtFile(root: string, url: string | undefined): string | null {
  try {
    const file = join(root, decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname))
    return file.startsWith(join(root, 'assets') + sep) ? file : null
  } catch {
    return null
  }
}

/**
 * Answers a request for a built script or style sheet, to be kept for good: with its `.gz` file
 * when the browser takes gzip and the build wrote one (not for files under the size limit), else
 * with the file itself. Anything else goes on to Vite's own middlewares.
 */
export function serveCompressedAssets(outDir: () => string): Connect.NextHandleFunction {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const file = builtFile(outDir(), req.url)
    const contentType = file && contentTypes[extname(file)]
    if (!file || !contentType) return next()
    const takesGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    const compressedFirst = takesGzip ? [`${file}.gz`, file] : [file]

    void firstThatExists(compressedFirst).then(async (found) => {
      // Read before any header is set: a file gone meanwhile goes on to Vite untouched, not
      // with a gzip header over what Vite sends.
      const body = found && (await contentOf(found).catch(() => null))
      if (!found || !body) return next()
      const etag = `W/"${found.size}-${Math.round(found.mtimeMs)}"`
      res.setHeader('Content-Type', contentType)
      if (found.path !== file) res.setHeader('Content-Encoding', 'gzip')
      res.setHeader('Vary', 'Accept-Encoding')
      res.setHeader('Cache-Control', immutable)
      res.setHeader('ETag', etag)
      if (req.headers['if-none-match'] === etag) {
        res.statusCode = 304
        res.end()
        return
      }
      res.setHeader('Content-Length', body.length)
      res.end(req.method === 'HEAD' ? undefined : body)
    })
  }
}

/**
 * The files' bytes, read once and kept while the file is unchanged: a first visit asks for some
 * 30 files at once, and a disk read each time (the system may have dropped them from its cache
 * meanwhile) made the same visit slow or fast by turns.
 */
const kept = new Map<string, { size: number; mtimeMs: number; body: Promise<Buffer> }>()

function contentOf(file: { path: string; size: number; mtimeMs: number }): Promise<Buffer> {
  const known = kept.get(file.path)
  if (known && known.size === file.size && known.mtimeMs === file.mtimeMs) return known.body
  const entry = { size: file.size, mtimeMs: file.mtimeMs, body: readFile(file.path) }
  kept.set(file.path, entry)
  // A failed read is not kept, unless a newer read of the file has already taken its place.
  entry.body.catch(() => {
    if (kept.get(file.path) === entry) kept.delete(file.path)
  })
  return entry.body
}

async function firstThatExists(paths: string[]) {
  for (const path of paths) {
    const found = await stat(path).catch(() => null)
    if (found?.isFile()) return { path, size: found.size, mtimeMs: found.mtimeMs }
  }
  return null
}
