#!/usr/bin/env node
/**
 * First-visit bench: what a visitor downloads and how soon they see something, and how long a
 * login takes.
 *
 * `npm run bench` builds first; this script serves `dist/` with `vite preview` (the same demo-server
 * plugin as `npm start`) and, in Debian's Chromium, measures
 *   - `login`: the first visit of '/login' (where every new visitor starts), and the time from
 *     submitting the login form to the admin's home being usable;
 *   - `shell`: the first visit of '/' by a signed-in admin (cold cache, session stored);
 *   - `areas`: the same for the tickets, calendar and kanban screens (reported, not budgeted);
 *   - `messaging`: a chat of 10,000 messages and 5,000 contacts in IndexedDB: the time to write
 *     them, to open the chat, the rows kept in the DOM and the scroll kept while older messages are
 *     prepended (tests/bench/messaging.mjs).
 * `node tests/bench/run.mjs --only messaging` (or `--only login,shell`) runs only those benches;
 * `--out-dir <dir>` serves a build made with `vite build --outDir <dir>` instead of dist/ (on a
 * shared machine, so another build into dist/ cannot swap the files during a run).
 * Each is merged under its key of bench/results.json, leaving the keys of other benches alone. It
 * exits 1 when a budget fails. Budgets live here, never as timed assertions in the test suite
 * (ARCHITECTURE.md).
 *
 * Sizes are measured by gzipping each decoded response body ourselves at zlib's default level 6
 * (what nginx/CDNs commonly serve), so the number does not depend on whether or how the preview
 * server compresses.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { resolve as resolvePath } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import process from 'node:process'
import { chromium } from 'playwright-core'
import { preview } from 'vite'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs'
import { messagingReport, printMessagingSummary } from './messaging.mjs'
import { median, round, sleep } from './numbers.mjs'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const resultsFile = fileURLToPath(new URL('../../bench/results.json', import.meta.url))
const loadRuns = 3
const loginRuns = 5
const idleQuietMs = 500
const idleCapMs = 10_000
// zlib's default level (what Z_DEFAULT_COMPRESSION means); level 9 would flatter us by a few %.
const gzipLevel = 6
const jsBudgetKB = 120
const areaRoutes = ['/apps/tickets', '/apps/calendar', '/apps/kanban']

/** Everything opened, so that a failure still closes it and the process can exit. */
const opened = { server: undefined, browser: undefined }

try {
  process.exitCode = await main()
} catch (error) {
  console.error(
    `[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
  )
  process.exitCode = 1
} finally {
  await opened.browser?.close().catch(() => undefined)
  await opened.server?.close().catch(() => undefined)
  // A demo handler that leaves a timer behind (a server-push stream, say) would otherwise keep the
  // process alive after the results are written; everything of ours is closed by now.
  process.exit()
}

async function main() {
  const only = benchesToRun(process.argv.slice(2))
  const outDir = resolvePath(repoRoot, optionValue(process.argv.slice(2), '--out-dir') ?? 'dist')
  if (!existsSync(resolvePath(outDir, 'index.html'))) {
    throw new Error(
      `${outDir}/index.html is missing: run \`vite build\` first (npm run bench does)`,
    )
  }
  opened.server = await preview({
    root: repoRoot,
    configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
  })
  const { port } = opened.server.httpServer.address()
  const baseURL = `http://127.0.0.1:${port}`

  opened.browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const chromiumVersion = opened.browser.version()

  const adminSession = await adminSessionStorage(baseURL)
  const budgetsPassed = []
  if (only.has('login')) {
    const login = await firstVisitReport('/login', chromiumVersion, baseURL, undefined)
    login.loginToHome = await timeLoginToHome(baseURL)
    await mergeResults('login', login)
    printSummary('login', login)
    budgetsPassed.push(...Object.values(login.budgets).map((budget) => budget.pass))
  }
  if (only.has('shell')) {
    const shell = await firstVisitReport('/', chromiumVersion, baseURL, adminSession)
    // The signed-in home loads its charts after the cards: reported, not budgeted.
    delete shell.budgets
    await mergeResults('shell', shell)
    printSummary('shell', shell)
  }
  if (only.has('areas')) {
    // Each area's first visit, signed in with an empty cache: what opening it from a link costs.
    const areas = {}
    for (const route of areaRoutes) {
      const report = await firstVisitReport(route, chromiumVersion, baseURL, adminSession)
      delete report.budgets
      areas[route] = report
      printSummary('areas', report)
    }
    await mergeResults('areas', areas)
  }
  if (only.has('messaging')) {
    const messaging = await messagingReport({
      browser: opened.browser,
      baseURL,
      storageState: adminSession,
      chromiumVersion,
    })
    await mergeResults('messaging', messaging)
    printMessagingSummary(messaging, resultsFile)
    budgetsPassed.push(...Object.values(messaging.budgets).map((budget) => budget.pass))
  }
  return budgetsPassed.every(Boolean) ? 0 : 1
}

/** The benches named by `--only a,b` (all of them without it). */
function benchesToRun(argv) {
  const all = ['login', 'shell', 'areas', 'messaging']
  const value = optionValue(argv, '--only')
  if (value === undefined) return new Set(all)
  const names = value.split(',').filter(Boolean)
  const unknown = names.filter((name) => !all.includes(name))
  if (names.length === 0 || unknown.length > 0)
    throw new Error(`--only takes a comma-separated list of ${all.join(', ')}`)
  return new Set(names)
}

/** The value of `--name value` or `--name=value`; undefined when the option is not given. */
function optionValue(argv, name) {
  const at = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`))
  if (at < 0) return undefined
  return argv[at] === name ? (argv[at + 1] ?? '') : argv[at].slice(name.length + 1)
}

/** Loads `route` `loadRuns` times in fresh contexts and reports sizes, requests and paint. */
async function firstVisitReport(route, chromiumVersion, baseURL, session) {
  const runs = []
  for (let run = 0; run < loadRuns; run++) {
    runs.push(await loadOnce(opened.browser, baseURL, route, session))
  }
  // Sizes and request count come from the first visit; the later runs only steady the FCP figure.
  const [first] = runs
  const fcpSamples = runs.map((r) => r.firstContentfulPaintMs)
  const jsGzipBytes = sum(first.js, 'gzipBytes')
  return {
    measuredAt: new Date().toISOString(),
    chromiumVersion,
    route,
    signedIn: Boolean(session),
    method: {
      loadRuns,
      networkIdle: `load event, then no request started or finished for ${idleQuietMs} ms (cap ${idleCapMs} ms)`,
      gzip: `node:zlib gzip level ${gzipLevel} (default) of each decoded body`,
    },
    firstVisit: {
      jsGzipBytes,
      jsRawBytes: sum(first.js, 'rawBytes'),
      cssGzipBytes: sum(first.css, 'gzipBytes'),
      cssRawBytes: sum(first.css, 'rawBytes'),
      requestCount: first.requestCount,
      firstContentfulPaintMs: median(fcpSamples),
      firstContentfulPaintSamplesMs: fcpSamples,
      networkIdleReached: first.idleReached,
      jsFiles: first.js.map(({ path, rawBytes, gzipBytes }) => ({ path, rawBytes, gzipBytes })),
      cssFiles: first.css.map(({ path, rawBytes, gzipBytes }) => ({ path, rawBytes, gzipBytes })),
    },
    budgets: {
      firstVisitJsGzipKB: {
        limit: jsBudgetKB,
        actual: round(jsGzipBytes / 1024, 1),
        pass: jsGzipBytes <= jsBudgetKB * 1024,
      },
    },
  }
}

/**
 * The demo admin's stored session: signed in once through the login page, as a user does, and
 * read back from localStorage, so the later visits start signed in.
 */
async function adminSessionStorage(baseURL) {
  const context = await opened.browser.newContext({ baseURL })
  try {
    const page = await context.newPage()
    await signInAsAdmin(page)
    return await context.storageState()
  } finally {
    await context.close()
  }
}

/**
 * Logs in through the login page and waits for the admin's home to be usable (its menu and
 * heading on screen); returns the milliseconds from the click on "Sign in".
 */
async function signInAsAdmin(page) {
  await page.goto('/login', { waitUntil: 'load' })
  await page.getByLabel('Email', { exact: true }).fill('admin@demo.com')
  await page.getByLabel('Password', { exact: true }).fill('admin')
  const submit = page.getByRole('button', { name: 'Sign in', exact: true })
  await submit.waitFor()
  const clickedAt = Date.now()
  await submit.click()
  await page.waitForURL((url) => url.pathname === '/')
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  return Date.now() - clickedAt
}

/**
 * From the click on "Sign in" to the admin's home being usable, in fresh contexts: the login page
 * is loaded, and what the home needs beyond it (the session's code, the layout, the page) comes
 * over an empty cache, as on a first visit.
 */
async function timeLoginToHome(baseURL) {
  const samples = []
  for (let run = 0; run < loginRuns; run++) {
    const context = await opened.browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'UTC' })
    try {
      samples.push(await signInAsAdmin(await context.newPage()))
    } finally {
      await context.close()
    }
  }
  return {
    method: `click on Sign in until the home's menu and heading show, ${loginRuns} runs, fresh context each`,
    medianMs: median(samples),
    samplesMs: samples,
  }
}

/** One visit in a fresh context (empty cache and storage), as a first-time visitor has. */
async function loadOnce(browser, baseURL, route, session) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    ...(session && { storageState: session }),
  })
  try {
    const page = await context.newPage()
    const idle = trackNetworkIdle(page)
    const bodies = []
    let requestCount = 0
    page.on('request', () => requestCount++)
    page.on('response', (response) => {
      const kind = assetKind(response)
      // Bodies are read as they arrive: after the context closes they are gone.
      if (kind)
        bodies.push(
          response.body().then(
            (body) => measure(kind, response.url(), body),
            () => undefined,
          ),
        )
    })

    await page.goto(route, { waitUntil: 'load' })
    const idleReached = await idle.wait()
    const firstContentfulPaintMs = await page.evaluate(() => {
      const entry = performance.getEntriesByName('first-contentful-paint')[0]
      return entry ? Math.round(entry.startTime * 10) / 10 : null
    })
    const assets = (await Promise.all(bodies)).filter(Boolean)
    const byPath = (a, b) => a.path.localeCompare(b.path)
    return {
      requestCount,
      idleReached,
      firstContentfulPaintMs,
      js: assets.filter((a) => a.kind === 'js').sort(byPath),
      css: assets.filter((a) => a.kind === 'css').sort(byPath),
    }
  } finally {
    await context.close()
  }
}

/**
 * Waits until no request has started or finished for `idleQuietMs`. Requests still open are not
 * waited for, so a long-lived server-sent event stream does not hold the bench until the cap.
 */
function trackNetworkIdle(page) {
  let lastActivity = Date.now()
  const touch = () => {
    lastActivity = Date.now()
  }
  for (const event of ['request', 'requestfinished', 'requestfailed']) page.on(event, touch)
  return {
    async wait() {
      const deadline = Date.now() + idleCapMs
      touch()
      while (Date.now() < deadline) {
        const quietFor = Date.now() - lastActivity
        if (quietFor >= idleQuietMs) return true
        await sleep(Math.min(idleQuietMs - quietFor, deadline - Date.now()))
      }
      return false
    },
  }
}

function assetKind(response) {
  const type = response.headers()['content-type'] ?? ''
  const { pathname } = new URL(response.url())
  if (type.includes('javascript') || /\.m?js$/.test(pathname)) return 'js'
  if (type.includes('text/css') || pathname.endsWith('.css')) return 'css'
  return undefined
}

function measure(kind, url, body) {
  return {
    kind,
    path: new URL(url).pathname,
    rawBytes: body.length,
    gzipBytes: gzipSync(body, { level: gzipLevel }).length,
  }
}

/** Read-merge-write with a rename, so other benches' keys survive and a crash leaves no half file. */
async function mergeResults(key, value) {
  let results = {}
  try {
    results = JSON.parse(await readFile(resultsFile, 'utf8'))
  } catch (error) {
    if (error.code !== 'ENOENT')
      console.warn(`[bench] could not read ${resultsFile}, starting it afresh: ${error.message}`)
  }
  results[key] = value
  await mkdir(new URL('../../bench/', import.meta.url), { recursive: true })
  const temporary = `${resultsFile}.${process.pid}.tmp`
  await writeFile(temporary, `${JSON.stringify(results, null, 2)}\n`)
  await rename(temporary, resultsFile)
}

function printSummary(key, shell) {
  const { firstVisit, budgets = {}, loginToHome } = shell
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  const fcp = firstVisit.firstContentfulPaintMs
  const lines = [
    `[bench] ${key}, first visit of ${shell.route}${shell.signedIn ? ' (signed in)' : ''} (Chromium ${shell.chromiumVersion})`,
    `  JS   ${kb(firstVisit.jsGzipBytes)} gzip / ${kb(firstVisit.jsRawBytes)} raw in ${firstVisit.jsFiles.length} file(s)`,
    `  CSS  ${kb(firstVisit.cssGzipBytes)} gzip / ${kb(firstVisit.cssRawBytes)} raw in ${firstVisit.cssFiles.length} file(s)`,
    `  requests ${firstVisit.requestCount}${firstVisit.networkIdleReached ? '' : ` (network not idle after ${idleCapMs} ms)`}`,
    `  FCP median ${fcp === null ? 'n/a (nothing painted)' : `${fcp} ms`} of [${firstVisit.firstContentfulPaintSamplesMs.join(', ')}]`,
    ...firstVisit.jsFiles.map((f) => `    ${f.path}  ${kb(f.gzipBytes)} gzip`),
    ...Object.entries(budgets).map(
      ([name, b]) =>
        `  budget ${name}: ${b.actual} KB (limit ${b.limit} KB) ${b.pass ? 'PASS' : 'FAIL'}`,
    ),
    ...(loginToHome
      ? [
          `  login to home median ${loginToHome.medianMs} ms of [${loginToHome.samplesMs.join(', ')}]`,
        ]
      : []),
    `  written to ${resultsFile} (key "${key}")`,
  ]
  console.log(lines.join('\n'))
}

function sum(items, field) {
  return items.reduce((total, item) => total + item[field], 0)
}
