import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { preview } from 'vite'

/** The repository root, found from this file so that the harness works from any cwd. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** A running `vite preview` server. */
export interface PreviewServerHandle {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string
  close: () => Promise<void>
}

/**
 * Starts `vite preview` on a free loopback port over the already built `dist/`, with the repo's
 * vite.config.ts, so that the demo-server plugin answers `/api/*` exactly as `npm run preview` does.
 */
export async function startPreviewServer(): Promise<PreviewServerHandle> {
  // Another build folder (`vite build --outDir dist-x`) lets parallel work keep its own build.
  const outDir = process.env.E2E_DIST_DIR ?? 'dist'
  // Vite only checks for dist/ when run from its own CLI; without it every route would be a 404.
  if (!existsSync(new URL(`../../../${outDir}/index.html`, import.meta.url))) {
    throw new Error(`${outDir}/index.html is missing: run \`vite build\` before the browser tests`)
  }
  const server = await preview({
    root: repoRoot,
    configFile: fileURLToPath(new URL('../../../vite.config.ts', import.meta.url)),
    // Keeps the test output clean; warnings and errors still show.
    logLevel: 'warn',
    build: { outDir },
    // Port 0 asks the OS for a free port, so parallel runs and a developer's own preview never clash.
    preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
  })
  const address = server.httpServer.address() as AddressInfo | null
  if (!address || typeof address === 'string') {
    await server.close()
    throw new Error('vite preview did not report a TCP address')
  }
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => server.close(),
  }
}
