import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Same aliases as vitest.config.ts, so browser tests may import shared types and fixtures.
const alias = {
  '@/': folder('./src/'),
  '@models/': folder('./models/'),
  '@machines/': folder('./machines/'),
  '@mocks/': folder('./mocks/'),
}

/**
 * Browser tests: Node drives Debian's Chromium (playwright-core) against one `vite preview` of the
 * built app. `npm run test:e2e` builds first; this config never builds.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: 'tests/e2e/support/global-setup.ts',
    // The files share one preview server and its in-memory demo data: run them one at a time so a
    // reset in one file never lands in the middle of another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // What a test polls for comes when the page gets to it: on a loaded machine (CI runs two
    // groups of files side by side, scripts/run-e2e.mjs) that may take seconds, not vitest's 1 s.
    expect: { poll: { timeout: 15_000 } },
  },
})
