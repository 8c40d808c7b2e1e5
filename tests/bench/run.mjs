#!/usr/bin/env node
/**
 * First-visit bench: what a visitor downloads, and how soon the screens they open show what they
 * came for.
 *
 * `npm run bench` builds first; this script serves `dist/` with `vite preview` (the same demo-server
 * plugin as `npm start`) and, in Debian's Chromium, measures
 *   - `login`: the first visit of '/login' (where every new visitor starts: its JS weight is
 *     budgeted), and the time from the click on "Sign in" to the admin's home showing its first
 *     card with figures;
 *   - `shell`: the full first visit of '/' by a signed-in admin (cold cache, session stored);
 *   - `areas`: the same for WhatsApp, tickets, calendar and kanban;
 *   - `users`: the user list's full first visit and the time from a filter change to its rows
 *     (tests/bench/users.mjs);
 *   - `shop`: the shop's full first visit, to its first product card (tests/bench/shop.mjs);
 *   - `invoices`: the invoice list's full first visit (tests/bench/invoices.mjs);
 *   - `email`: the mailbox's full first visit and the time from a click on an email to its body
 *     (tests/bench/email.mjs);
 *   - `messaging`: a chat of 10,000 messages and 5,000 contacts in IndexedDB (tests/bench/messaging.mjs);
 *   - `local`: tickets, calendar and kanban from the local store: a return visit offline, a reload
 *     before the server answers, a change seen in a second tab, and 10,000 tickets
 *     (tests/bench/local-store.mjs).
 * For every full visit (shell and areas) it reports the time from navigation start to the screen's
 * main content (`mainContent`: one selector per screen, stamped in the page by a MutationObserver)
 * and the critical chain: the longest run of requests after the HTML where each was asked for only
 * after the one before it ended, from the time the page asked for every script, stylesheet and data
 * call before the main content showed and the time it ended, as Chromium reports them (what the
 * content can wait for; images and fonts never hold it back).
 * `node tests/bench/run.mjs --only messaging` (or `--only login,shell`) runs only those benches;
 * `--out-dir <dir>` serves a build made with `vite build --outDir <dir>` instead of dist/ (on a
 * shared machine, so another build into dist/ cannot swap the files during a run).
 * Each is merged under its key of bench/results.json, leaving the keys of other benches alone. It
 * exits 1 when a budget fails. Budgets live here, never as timed assertions in the test suite
 * (docs/architecture.md, "Testing").
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
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs'
import { messagingReport, printMessagingSummary } from './messaging.mjs'
import { localStoreReport, printLocalStoreSummary } from './local-store.mjs'
import { timeFilterToRows, usersBudgets, usersFirstRow, usersRoute } from './users.mjs'
import { shopBudgets, shopFirstCard, shopRoute } from './shop.mjs'
import { invoicesBudgets, invoicesFirstRow, invoicesRoute } from './invoices.mjs'
import {
  accountSettingsBudgets,
  accountSettingsFirstField,
  accountSettingsRoute,
} from './account-settings.mjs'
import { analyticsBudgets, analyticsFirstCard, analyticsRoute } from './analytics.mjs'
import { emailBudgets, emailFirstRow, emailRoute, timeOpenToBody } from './email.mjs'
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
/** What each screen is opened for: its first card with figures, row, bubble or event. */
const mainContent = {
  '/': '.dash-card .dash-figure__value',
  '/apps/message/whatsapp': '.contact-row',
  '/apps/tickets': '.mail-list [role="option"]',
  '/apps/calendar': '.calendar-frame [data-category]',
  '/apps/kanban': '.kanban-task',
  [usersRoute]: usersFirstRow,
  [shopRoute]: shopFirstCard,
  [invoicesRoute]: invoicesFirstRow,
  [emailRoute]: emailFirstRow,
  [accountSettingsRoute]: accountSettingsFirstField,
  [analyticsRoute]: analyticsFirstCard,
}
/**
 * The pages whose first visit is measured on its own, with its own JS budget, and for some a
 * timing of their own in a page where they already show (`timing`, see pageReport).
 */
const pageBenches = [
  {
    // The list pattern's first visit, and how soon a filter change shows its rows.
    name: 'users',
    route: usersRoute,
    budgets: usersBudgets,
    timing: { name: 'filterToRows', words: 'filter change to rows', time: timeFilterToRows },
  },
  { name: 'shop', route: shopRoute, budgets: shopBudgets },
  { name: 'invoices', route: invoicesRoute, budgets: invoicesBudgets },
  {
    // The mailbox, and how soon a clicked email shows its body.
    name: 'email',
    route: emailRoute,
    budgets: emailBudgets,
    timing: { name: 'openToBody', words: 'click on an email to its body', time: timeOpenToBody },
  },
  { name: 'accountSettings', route: accountSettingsRoute, budgets: accountSettingsBudgets },
  { name: 'analytics', route: analyticsRoute, budgets: analyticsBudgets },
]
const areaRoutes = ['/apps/message/whatsapp', '/apps/tickets', '/apps/calendar', '/apps/kanban']
const budgets = {
  /** Requests in the critical chain after the HTML. */
  criticalChainRequests: 3,
  loginToFirstCardMs: 350,
  mainContentMs: 600,
}
/** The requests a screen's content can wait for: its code, its styles and its data. */
const gatingTypes = new Set(['script', 'stylesheet', 'fetch', 'xhr'])
/** How long a screen may take to show its main content before the bench gives up on it. */
const mainContentCapMs = 15_000

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

  opened.browser = await chromium.launch(chromiumLaunchOptions)
  const chromiumVersion = opened.browser.version()

  const adminSession = await adminSessionStorage(baseURL)
  const visit = { baseURL, chromiumVersion, adminSession }
  const budgetsPassed = []
  if (only.has('login')) {
    const login = await firstVisitReport('/login', chromiumVersion, baseURL)
    delete login.runs
    login.loginToFirstCard = await timeLoginToFirstCard(baseURL)
    login.budgets.loginToFirstCardMs = withinBudget(
      login.loginToFirstCard.medianMs,
      budgets.loginToFirstCardMs,
    )
    await mergeResults('login', login)
    printSummary('login', login)
    budgetsPassed.push(...Object.values(login.budgets).map((budget) => budget.pass))
  }
  if (only.has('shell')) {
    const shell = await fullVisitReport('/', chromiumVersion, baseURL, adminSession)
    await mergeResults('shell', shell)
    printSummary('shell', shell)
    budgetsPassed.push(...Object.values(shell.budgets).map((budget) => budget.pass))
  }
  if (only.has('areas')) {
    // Each area's full first visit, signed in with an empty cache: what opening it from a link
    // in an e-mail costs.
    const areas = {}
    for (const route of areaRoutes) {
      const report = await fullVisitReport(route, chromiumVersion, baseURL, adminSession)
      areas[route] = report
      printSummary('areas', report)
      budgetsPassed.push(...Object.values(report.budgets).map((budget) => budget.pass))
    }
    await mergeResults('areas', areas)
  }
  for (const area of pageBenches) {
    if (!only.has(area.name)) continue
    const report = await pageReport(area, visit)
    budgetsPassed.push(...Object.values(report.budgets).map((budget) => budget.pass))
  }
  if (only.has('local')) {
    const local = await localStoreReport({
      browser: opened.browser,
      baseURL,
      storageState: adminSession,
    })
    await mergeResults('localStore', local)
    printLocalStoreSummary(local)
    budgetsPassed.push(...Object.values(local.budgets).map((budget) => budget.pass))
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

/**
 * One page's full first visit (its JS weight budgeted) and, given a `timing`, one timing of its
 * own, `name`, in a page where it already shows: `time` resolves with `{ medianMs, samplesMs,
 * method }`, budgeted at `budgets[name + 'Ms']`. Merged under the page's name in the results.
 */
async function pageReport({ name: key, route, budgets: pageBudgets, timing }, visit) {
  const { baseURL, chromiumVersion, adminSession } = visit
  const report = await fullVisitReport(route, chromiumVersion, baseURL, adminSession)
  report.budgets.firstVisitJsGzipKB = withinBudget(
    round(report.firstVisit.jsGzipBytes / 1024, 1),
    pageBudgets.firstVisitJsGzipKB,
  )
  if (timing) {
    const { name, time } = timing
    report[name] = await time({ browser: opened.browser, baseURL, storageState: adminSession })
    report.budgets[`${name}Ms`] = withinBudget(report[name].medianMs, pageBudgets[`${name}Ms`])
  }
  await mergeResults(key, report)
  printSummary(key, report)
  if (timing) {
    const samples = report[timing.name].samplesMs.join(', ')
    console.log(`  ${timing.words} median ${report[timing.name].medianMs} ms of [${samples}]`)
  }
  return report
}

/** The benches named by `--only a,b` (all of them without it). */
function benchesToRun(argv) {
  const all = [
    'login',
    'shell',
    'areas',
    ...pageBenches.map(({ name }) => name),
    'local',
    'messaging',
  ]
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

/**
 * Loads `route` `loadRuns` times in fresh contexts and reports sizes, requests and paint, with
 * each run's own figures as `runs`.
 */
async function firstVisitReport(route, chromiumVersion, baseURL, session, contentSelector) {
  const runs = []
  for (let run = 0; run < loadRuns; run++) {
    runs.push(await loadOnce(opened.browser, baseURL, route, session, contentSelector))
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
    runs,
  }
}

/**
 * A signed-in screen's full first visit: its weight, when its main content shows and its
 * critical chain, in `loadRuns` fresh contexts. Its JS weight is reported, not budgeted (only the
 * login page's is); the chain and the main content are, in every run.
 */
async function fullVisitReport(route, chromiumVersion, baseURL, session) {
  const report = await firstVisitReport(
    route,
    chromiumVersion,
    baseURL,
    session,
    mainContent[route],
  )
  const { runs } = report
  delete report.runs
  const contentSamples = runs.map((run) => run.mainContentMs)
  const chains = runs.map((run) => run.chain)
  const longest = chains.reduce((worst, chain) => (chain.length > worst.length ? chain : worst))
  report.method.mainContent = `navigation start to the first '${mainContent[route]}' in the DOM (MutationObserver)`
  report.method.criticalChain =
    'longest run of the scripts, stylesheets and data calls after the HTML that the page asked for before the main content showed, each asked for after the one before it ended (asked: CDP requestWillBeSent; ended: loadingFinished; until 2026-12-07 a request started when the network service sent it, some 20 ms after the page asked for a burst of them)'
  report.mainContent = {
    selector: mainContent[route],
    medianMs: median(contentSamples),
    samplesMs: contentSamples,
  }
  report.criticalChain = {
    requests: longest.length,
    samples: chains.map((chain) => chain.length),
    longest,
  }
  report.budgets = {
    criticalChainRequests: withinBudget(
      Math.max(...chains.map((chain) => chain.length)),
      budgets.criticalChainRequests,
    ),
    mainContentMs: withinBudget(
      contentSamples.includes(null) ? null : median(contentSamples),
      budgets.mainContentMs,
    ),
  }
  return report
}

/** A figure against its limit; a figure that could not be measured fails. */
function withinBudget(actual, limit) {
  return { limit, actual, pass: actual !== null && actual <= limit }
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

/** Fills the login form as the admin and clicks "Sign in". */
async function submitAdminLogin(page) {
  await page.goto('/login', { waitUntil: 'load' })
  await page.getByLabel('Email', { exact: true }).fill('admin@demo.com')
  await page.getByLabel('Password', { exact: true }).fill('admin')
  const submit = page.getByRole('button', { name: 'Sign in', exact: true })
  await submit.waitFor()
  await submit.click()
}

/** Logs in through the login page and waits for the admin's home and its menu. */
async function signInAsAdmin(page) {
  await submitAdminLogin(page)
  await page.waitForURL((url) => url.pathname === '/')
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
}

/**
 * From the click on "Sign in" to the admin's home showing its first card with figures, in fresh
 * contexts: the login page is loaded, and what the home needs beyond it (the session's code, the
 * shell, the page, its data) comes over an empty cache, as on a first visit. Stamped in the page:
 * the click by a capture-phase listener, the card by a MutationObserver.
 */
async function timeLoginToFirstCard(baseURL) {
  const samples = []
  for (let run = 0; run < loginRuns; run++) {
    const context = await opened.browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'UTC' })
    try {
      const page = await context.newPage()
      await page.addInitScript(stampClickAndContent, mainContent['/'])
      await submitAdminLogin(page)
      await page.waitForFunction(() => window.benchStamps?.contentAt !== undefined, undefined, {
        timeout: mainContentCapMs,
      })
      const { clickAt, contentAt } = await page.evaluate(() => window.benchStamps)
      samples.push(round(contentAt - clickAt, 1))
    } finally {
      await context.close()
    }
  }
  return {
    method: `click on Sign in until the first '${mainContent['/']}' is in the DOM, ${loginRuns} runs, fresh context each`,
    medianMs: median(samples),
    samplesMs: samples,
  }
}

/**
 * In the page, before any of its scripts: stamps (performance.now(), from navigation start) the
 * first click and the first element matching `selector`.
 */
function stampClickAndContent(selector) {
  const stamps = {}
  window.benchStamps = stamps
  addEventListener('click', () => (stamps.clickAt ??= performance.now()), { capture: true })
  const look = () => {
    if (stamps.contentAt !== undefined || !document.querySelector(selector)) return
    stamps.contentAt = performance.now()
    observer.disconnect()
  }
  const observer = new MutationObserver(look)
  observer.observe(document, { subtree: true, childList: true, attributes: true })
}

/**
 * The longest run of requests in which each one started only after the one before it ended:
 * the steps a screen waited through one after another. `requests` are `{ url, start, end }`.
 */
function criticalChain(requests) {
  const byEnd = [...requests].sort((a, b) => a.end - b.end)
  const longest = new Map()
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    let before = null
    for (const earlier of byEnd) {
      if (earlier.end > request.start) break
      const chain = longest.get(earlier)
      if (chain && (!before || chain.length > before.length)) before = chain
    }
    longest.set(request, [...(before ?? []), request])
  }
  return [...longest.values()].reduce(
    (worst, chain) => (chain.length > worst.length ? chain : worst),
    [],
  )
}

/** One visit in a fresh context (empty cache and storage), as a first-time visitor has. */
async function loadOnce(browser, baseURL, route, session, contentSelector) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    ...(session && { storageState: session }),
  })
  try {
    const page = await context.newPage()
    if (contentSelector) await page.addInitScript(stampClickAndContent, contentSelector)
    const idle = trackNetworkIdle(page)
    const bodies = []
    const finished = await recordRequestTimes(context, page)
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
    let mainContentMs = null
    if (contentSelector) {
      mainContentMs = await page
        .waitForFunction(() => window.benchStamps?.contentAt, undefined, {
          timeout: mainContentCapMs,
        })
        .then((handle) => handle.jsonValue())
        .then((at) => round(at, 1))
        .catch(() => null)
    }
    const idleReached = await idle.wait()
    const firstContentfulPaintMs = await page.evaluate(() => {
      const entry = performance.getEntriesByName('first-contentful-paint')[0]
      return entry ? Math.round(entry.startTime * 10) / 10 : null
    })
    const assets = (await Promise.all(bodies)).filter(Boolean)
    const byPath = (a, b) => a.path.localeCompare(b.path)
    const navigationStart = finished.find((request) => request.type === 'document')?.start ?? 0
    // What the main content can wait for: the code, styles and data the app asked for after the
    // HTML, before the content showed. Images and fonts never hold it back (an image starts as soon
    // as its element is made, while the content renders), nor does the browser's own favicon.
    const waitedFor = finished.filter(
      (request) =>
        gatingTypes.has(request.type) &&
        (mainContentMs === null || request.start - navigationStart < mainContentMs),
    )
    const chain = criticalChain(waitedFor).map(({ url, start, end }) => ({
      url,
      startMs: round(start - navigationStart, 1),
      endMs: round(end - navigationStart, 1),
    }))
    return {
      requestCount,
      idleReached,
      firstContentfulPaintMs,
      mainContentMs,
      chain,
      js: assets.filter((a) => a.kind === 'js').sort(byPath),
      css: assets.filter((a) => a.kind === 'css').sort(byPath),
    }
  } finally {
    await context.close()
  }
}

/**
 * Every request of `page` that finished, as `{ url, type, start, end }` in ms on one clock: `start`
 * when the page asked for it, `end` when its last byte came. Asked for, not sent: Chromium's
 * network service starts a burst of requests the page made at once over some 20 ms (Playwright's
 * `timing().startTime` is that later moment), and a request the page made before another ended
 * did not wait for it. The array fills as requests finish.
 */
async function recordRequestTimes(context, page) {
  const finished = []
  const asked = new Map()
  const session = await context.newCDPSession(page)
  session.on('Network.requestWillBeSent', ({ requestId, request, type, timestamp }) => {
    // A redirect is sent again under the same id: the first ask is when the page asked.
    if (asked.has(requestId)) return
    const url = new URL(request.url)
    asked.set(requestId, {
      url: url.pathname + url.search,
      type: (type ?? 'other').toLowerCase(),
      start: timestamp * 1000,
    })
  })
  session.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    const request = asked.get(requestId)
    if (request) finished.push({ ...request, end: timestamp * 1000 })
  })
  await session.send('Network.enable')
  return finished
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

function printSummary(key, report) {
  const {
    firstVisit,
    budgets = {},
    loginToFirstCard,
    mainContent: content,
    criticalChain: chain,
  } = report
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`
  const fcp = firstVisit.firstContentfulPaintMs
  const lines = [
    `[bench] ${key}, first visit of ${report.route}${report.signedIn ? ' (signed in)' : ''} (Chromium ${report.chromiumVersion})`,
    `  JS   ${kb(firstVisit.jsGzipBytes)} gzip / ${kb(firstVisit.jsRawBytes)} raw in ${firstVisit.jsFiles.length} file(s)`,
    `  CSS  ${kb(firstVisit.cssGzipBytes)} gzip / ${kb(firstVisit.cssRawBytes)} raw in ${firstVisit.cssFiles.length} file(s)`,
    `  requests ${firstVisit.requestCount}${firstVisit.networkIdleReached ? '' : ` (network not idle after ${idleCapMs} ms)`}`,
    `  FCP median ${fcp === null ? 'n/a (nothing painted)' : `${fcp} ms`} of [${firstVisit.firstContentfulPaintSamplesMs.join(', ')}]`,
    ...(content
      ? [`  main content median ${content.medianMs} ms of [${content.samplesMs.join(', ')}]`]
      : []),
    ...(chain
      ? [
          `  critical chain ${chain.requests} request(s) after the HTML (runs: ${chain.samples.join(', ')}):`,
          ...chain.longest.map((step) => `    ${step.startMs}–${step.endMs} ms  ${step.url}`),
        ]
      : []),
    ...(loginToFirstCard
      ? [
          `  login to first card median ${loginToFirstCard.medianMs} ms of [${loginToFirstCard.samplesMs.join(', ')}]`,
        ]
      : []),
    ...Object.entries(budgets).map(
      ([name, b]) => `  budget ${name}: ${b.actual} (limit ${b.limit}) ${b.pass ? 'PASS' : 'FAIL'}`,
    ),
    `  written to ${resultsFile} (key "${key}")`,
  ]
  console.log(lines.join('\n'))
}

function sum(items, field) {
  return items.reduce((total, item) => total + item[field], 0)
}
