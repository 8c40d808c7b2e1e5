import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url))

const alias = {
  '@/': folder('./src/'),
  '@models/': folder('./models/'),
  '@machines/': folder('./machines/'),
  '@mocks/': folder('./mocks/'),
}

/** Unit, integration and model-based tests; the browser tests have vitest.e2e.config.ts. */
export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // A hang detector, not a speed check: on a 2-core machine running two suites at once, a
    // test that takes 0.3 s alone can take several seconds, past Vitest's default of 5.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // One test file per core. Vitest's default leaves one core to its main process, which here
    // only hands out files and gathers results: on CI's two cores that ran one file at a time.
    maxWorkers: availableParallelism(),
    // A style sheet imported `?raw` is read as text (the colours page reads the skin's tokens):
    // Vitest would otherwise blank it, as it blanks every style sheet (vitest-dev/vitest#10788).
    css: { include: [/\.css\?raw$/] },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts', 'tests/support/setup-msw.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['tests/model/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/support/setup-dom.ts', 'tests/support/setup-msw.ts'],
        },
      },
    ],
  },
})
