import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core'
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest'
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs'
import { signInThroughApi, storageWithSession, type DemoRole } from './session'
import type { UserData } from '@models/session/session'

/** Launches the system Chromium headless with the project's flags. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions)
}

/** A fresh browser context and page, with the errors it logged so far. */
export interface TestPage {
  context: BrowserContext
  page: Page
  /** Text of every `console.error` the page logged, with its source location when known. */
  consoleErrors: string[]
  /** Every uncaught exception or unhandled rejection in the page. */
  pageErrors: Error[]
  /** The session the context started with (`signedInAs`), as the app stores it. */
  session?: UserData
}

export interface TestPageOptions extends BrowserContextOptions {
  signedInAs?: DemoRole
}

/** What {@link useBrowser} gives a test file. */
export interface BrowserFixture {
  /** The file's browser; only valid inside tests and hooks, after `beforeAll` ran. */
  readonly browser: Browser
  /** Origin of the preview server, without a trailing slash. */
  readonly baseURL: string
  /**
   * Opens a page in a new, isolated context whose relative URLs resolve against `baseURL`; with
   * `signedInAs` the context starts with that demo user's session stored.
   */
  newPage: (options?: TestPageOptions) => Promise<TestPage>
  /** Puts the demo server's in-memory data back to its seed; throws unless the server agrees. */
  resetDemoData: () => Promise<Response>
  /** Every `console.error` of every tab of every context the current test opened. */
  consoleErrorsInTest: () => string[]
}

/**
 * Registers `beforeAll`/`afterAll` hooks that launch one Chromium per test file and close it (and
 * with it every context the file opened), a `beforeEach` that starts each test's error log, and an
 * `afterEach` that closes the contexts the test opened: a page left open keeps running (its sync,
 * its outbox, the demo server's pushes) and could change the next test's demo data. `keepPages`
 * leaves them open for a file that shares its pages between tests and closes them itself. Call it
 * once at the top of a `*.e2e.test.ts` file.
 */
export function useBrowser({ keepPages = false }: { keepPages?: boolean } = {}): BrowserFixture {
  const baseURL = inject('baseURL')
  let browser: Browser | undefined
  const openedInTest = new Set<BrowserContext>()

  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    browser = undefined
  })
  let errorsInTest: string[] = []
  beforeEach(() => {
    errorsInTest = []
  })
  afterEach(async () => {
    const contexts = [...openedInTest]
    openedInTest.clear()
    if (!keepPages) await Promise.all(contexts.map((context) => context.close().catch(() => {})))
  })

  const requireBrowser = (): Browser => {
    if (!browser)
      throw new Error('useBrowser(): the browser is only available inside tests and hooks')
    return browser
  }

  return {
    get browser() {
      return requireBrowser()
    },
    baseURL,
    async newPage({ signedInAs, ...options } = {}) {
      const session = signedInAs ? await signInThroughApi(baseURL, signedInAs) : undefined
      const storageState = session ? storageWithSession(baseURL, session) : undefined
      // Fixed locale and time zone keep dates and translations the same on every machine; a test
      // that is about them passes its own.
      const context = await requireBrowser().newContext({
        locale: 'en-US',
        timezoneId: 'UTC',
        ...(storageState ? { storageState } : {}),
        ...options,
        baseURL: options.baseURL ?? baseURL,
      })
      // Playwright waits 30 s for a navigation, an answer or an element by default; with two test
      // runs side by side on two cores, a first visit of the messaging screen once took longer.
      // The test's own timeout still bounds it.
      context.setDefaultTimeout(45_000)
      openedInTest.add(context)
      const page = await context.newPage()
      const consoleErrors: string[] = []
      const pageErrors: Error[] = []
      context.on('console', (message) => {
        if (message.type() !== 'error') return
        const { url, lineNumber } = message.location()
        const text = url ? `${message.text()} (${url}:${lineNumber})` : message.text()
        errorsInTest.push(text)
        if (message.page() === page) consoleErrors.push(text)
      })
      page.on('pageerror', (error) => pageErrors.push(error))
      return { context, page, consoleErrors, pageErrors, ...(session ? { session } : {}) }
    },
    resetDemoData: () => resetDemoData(baseURL),
    consoleErrorsInTest: () => errorsInTest,
  }
}

/**
 * POSTs `/api/demo/reset` so that each case starts from the seeded data; a failure throws because
 * every later assertion would be about someone else's leftovers.
 */
export async function resetDemoData(baseURL: string = inject('baseURL')): Promise<Response> {
  const response = await fetch(new URL('/api/demo/reset', baseURL), { method: 'POST' })
  if (!response.ok) {
    throw new Error(`POST /api/demo/reset answered ${response.status} ${response.statusText}`)
  }
  return response
}

/** Folder of screenshots; gitignored, kept for a human to look at after a run. */
export const screenshotFolder = fileURLToPath(new URL('../__screenshots__/', import.meta.url))

/**
 * Saves a full-page screenshot to `tests/e2e/__screenshots__/<name>.png` and returns its path.
 * For looking at, not for pixel comparison: Chromium versions render differently.
 */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  // A name like "chat/open" would otherwise escape into sub-folders or fail on a missing one.
  const safeName = name.replace(/[^\w.-]+/g, '-')
  const path = `${screenshotFolder}${safeName}.png`
  await mkdir(screenshotFolder, { recursive: true })
  await page.screenshot({ path, fullPage: true })
  return path
}
