/**
 * Local-store bench (issue 33, section 4): how the screens that read the local store open, measured
 * in Chromium against the demo server. For support tickets, the calendar and the kanban board:
 *   - `returnVisit`: back on the screen in the same tab with the network blocked (the browser
 *     offline), the time from the in-app navigation (history.pushState, as a menu link does) to the
 *     screen's main content in the DOM: a local read. Median of `returnRuns`; budget 50 ms.
 *   - `reload`: a reload of the screen once it was visited, with every data call held unanswered
 *     until the main content showed: the time from navigation start to the main content, and
 *     whether it showed before any data call was answered (the budget: it must).
 * And
 *   - `secondTab`: two tabs of the same user; a kanban card moved in one (its "Move to…" menu),
 *     and a ticket reply sent in the other's open ticket: the time until the other tab shows it
 *     (Date.now() in both, one clock). Median of `tabRuns`; budget 1,000 ms.
 *   - `tickets10k`: 10,000 tickets in the store (the demo server seeds them, the first visit
 *     stores them): from navigation start to the list's first row on a reload, median of
 *     `bigRuns`; budget 300 ms; with the JS heap in use and the rows in the DOM once settled.
 */
import { median, round, sleep } from './numbers.mjs'

const areas = [
  {
    name: 'tickets',
    route: '/apps/tickets',
    content: '.mail-list [role="option"]',
    data: (url) => url.pathname.endsWith('/data-api/user/channelTickets'),
  },
  {
    name: 'calendar',
    route: '/apps/calendar',
    content: '.calendar-frame [data-category]',
    data: (url) => url.pathname.startsWith('/apps/calendar/'),
  },
  {
    name: 'kanban',
    route: '/apps/kanban',
    content: '.kanban-task',
    data: (url) => url.pathname.startsWith('/apps/kanban/'),
  },
]

/** Where the bench goes in between: a light page of the same shell. */
const elsewhere = { route: '/pages/license', ready: 'h1' }

const returnRuns = 5
const reloadRuns = 3
const tabRuns = 5
const bigRuns = 5
const bigTicketCount = 10_000
const capMs = 30_000

export const localStoreBudgets = {
  returnVisitMs: 50,
  secondTabMs: 1_000,
  tickets10kFirstRowMs: 300,
}

/** Runs the bench; returns its report for bench/results.json. */
export async function localStoreReport({ browser, baseURL, storageState }) {
  const report = {
    method: {
      returnVisit: `in-app navigation (history.pushState) back to the screen, the browser offline, until its main content is in the DOM (MutationObserver); median of ${returnRuns}`,
      reload: `page reload with every data call held until the main content showed; navigation start to the main content, ${reloadRuns} runs`,
      secondTab: `two pages of one context; Date.now() at the action in one, and when the other shows it (MutationObserver); median of ${tabRuns}`,
      tickets10k: `${bigTicketCount} tickets seeded by the demo server and stored by a first visit; navigation start to the first row on a reload, median of ${bigRuns}; JSHeapUsedSize (CDP Performance.getMetrics) and the rows in the DOM once settled`,
    },
    returnVisit: {},
    reload: {},
    budgets: {},
  }
  for (const area of areas) {
    const context = await browser.newContext(contextOptions(baseURL, storageState))
    try {
      const page = await context.newPage()
      await openAndSettle(page, area)
      report.returnVisit[area.name] = await returnVisit(context, page, area)
      report.reload[area.name] = await reload(page, area)
    } finally {
      await context.close()
    }
    report.budgets[`returnVisit.${area.name}`] = within(
      report.returnVisit[area.name].medianMs,
      localStoreBudgets.returnVisitMs,
    )
    report.budgets[`reload.${area.name}`] = {
      limit: 'main content before any data call is answered',
      actual: report.reload[area.name].everyRunBeforeData,
      pass: report.reload[area.name].everyRunBeforeData,
    }
  }
  report.secondTab = {
    kanbanMove: await secondTabKanban(browser, baseURL, storageState),
    ticketReply: await secondTabTicket(browser, baseURL, storageState),
  }
  for (const [name, figure] of Object.entries(report.secondTab)) {
    report.budgets[`secondTab.${name}`] = within(figure.medianMs, localStoreBudgets.secondTabMs)
  }
  report.tickets10k = await tickets10k(browser, baseURL, storageState)
  report.budgets.tickets10kFirstRow = within(
    report.tickets10k.firstRow.medianMs,
    localStoreBudgets.tickets10kFirstRowMs,
  )
  return report
}

export function printLocalStoreSummary(report) {
  console.log('\n[bench] local store')
  for (const [name, figure] of Object.entries(report.returnVisit)) {
    console.log(
      `  return visit, offline, ${name}: median ${figure.medianMs} ms of [${figure.samplesMs}]`,
    )
  }
  for (const [name, figure] of Object.entries(report.reload)) {
    console.log(
      `  reload, data held, ${name}: content at [${figure.samplesMs}] ms, before any answer: ${figure.everyRunBeforeData}`,
    )
  }
  for (const [name, figure] of Object.entries(report.secondTab)) {
    console.log(`  second tab, ${name}: median ${figure.medianMs} ms of [${figure.samplesMs}]`)
  }
  const big = report.tickets10k
  console.log(
    `  tickets at ${big.storedTickets}: first row median ${big.firstRow.medianMs} ms of [${big.firstRow.samplesMs}], heap ${big.jsHeapUsedMB} MB, ${big.domRows} rows in the DOM`,
  )
  for (const [name, budget] of Object.entries(report.budgets)) {
    console.log(
      `  ${budget.pass ? 'ok  ' : 'FAIL'} ${name}: ${budget.actual} (limit ${budget.limit})`,
    )
  }
}

const contextOptions = (baseURL, storageState) => ({
  baseURL,
  storageState,
  locale: 'en-US',
  timezoneId: 'UTC',
  viewport: { width: 1_440, height: 900 },
})

const within = (actual, limit) => ({ limit, actual, pass: actual !== null && actual <= limit })

/** Opens the area and waits until it shows its content and its first sync is over. */
async function openAndSettle(page, area) {
  await page.goto(area.route)
  await page.locator(area.content).first().waitFor({ timeout: capMs })
  await page.waitForLoadState('networkidle')
  await sleep(300)
}

/** Navigates inside the app, as a link of the menu does, and resolves once `selector` shows. */
async function navigateInApp(page, to, selector) {
  await page.evaluate((path) => window.history.pushState(null, '', path), to)
  await page.locator(selector).first().waitFor({ timeout: capMs })
}

/**
 * In the page: navigates to `to` inside the app and measures until `selector` is in the DOM.
 * Resolves with the milliseconds, or null after the cap.
 */
function timeInAppNavigation({ to, selector, cap }) {
  return new Promise((resolve) => {
    const start = performance.now()
    const timer = setTimeout(() => {
      observer.disconnect()
      resolve(null)
    }, cap)
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return
      observer.disconnect()
      clearTimeout(timer)
      resolve(performance.now() - start)
    })
    observer.observe(document, { subtree: true, childList: true, attributes: true })
    window.history.pushState(null, '', to)
  })
}

async function returnVisit(context, page, area) {
  const samples = []
  for (let run = 0; run < returnRuns; run++) {
    await navigateInApp(page, elsewhere.route, elsewhere.ready)
    await page.locator(area.content).first().waitFor({ state: 'detached', timeout: capMs })
    await context.setOffline(true)
    try {
      const ms = await page.evaluate(timeInAppNavigation, {
        to: area.route,
        selector: area.content,
        cap: capMs,
      })
      samples.push(ms === null ? null : round(ms, 1))
    } finally {
      await context.setOffline(false)
    }
    await page.waitForLoadState('networkidle')
  }
  return { medianMs: samples.includes(null) ? null : median(samples), samplesMs: samples }
}

/** In the page, before its scripts: stamps when `selector` first shows (from navigation start). */
function stampContent(selector) {
  const stamps = {}
  window.benchStamps = stamps
  const observer = new MutationObserver(() => {
    if (stamps.contentAt !== undefined || !document.querySelector(selector)) return
    stamps.contentAt = performance.now()
    observer.disconnect()
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true })
}

async function reload(page, area) {
  await page.addInitScript(stampContent, area.content)
  const samples = []
  let everyRunBeforeData = true
  for (let run = 0; run < reloadRuns; run++) {
    let answered = 0
    let release
    const released = new Promise((resolve) => (release = resolve))
    const hold = async (route) => {
      await released
      await route.continue().catch(() => undefined)
      answered++
    }
    await page.route((url) => area.data(url), hold)
    try {
      await page.reload({ waitUntil: 'commit' })
      await page.waitForFunction(() => window.benchStamps?.contentAt !== undefined, undefined, {
        timeout: capMs,
      })
      everyRunBeforeData &&= answered === 0
      samples.push(round(await page.evaluate(() => window.benchStamps.contentAt), 1))
    } finally {
      release()
      await page.unroute((url) => area.data(url), hold)
    }
    await page.waitForLoadState('networkidle')
  }
  return { samplesMs: samples, medianMs: median(samples), everyRunBeforeData }
}

/**
 * In the page: resolves with Date.now() when an element matching `selector` whose text holds
 * `text` is in the DOM (or null after the cap).
 */
function whenShown({ selector, text, cap }) {
  return new Promise((resolve) => {
    const shown = () =>
      [...document.querySelectorAll(selector)].some((element) => element.textContent.includes(text))
    if (shown()) return resolve(Date.now())
    const timer = setTimeout(() => {
      observer.disconnect()
      resolve(null)
    }, cap)
    const observer = new MutationObserver(() => {
      if (!shown()) return
      observer.disconnect()
      clearTimeout(timer)
      resolve(Date.now())
    })
    observer.observe(document, { subtree: true, childList: true, characterData: true })
  })
}

/**
 * In the page: resolves with Date.now() when the board titled `board` lists a task titled `task`
 * (or null after the cap).
 */
function whenOnBoard({ board, task, cap }) {
  return new Promise((resolve) => {
    const there = () =>
      [...document.querySelectorAll('.kanban-board')].some(
        (column) =>
          column.querySelector('.kanban-board__title')?.textContent.trim() === board &&
          [...column.querySelectorAll('.kanban-task__open')].some(
            (open) => open.textContent.trim() === task,
          ),
      )
    if (there()) return resolve(Date.now())
    const timer = setTimeout(() => {
      observer.disconnect()
      resolve(null)
    }, cap)
    const observer = new MutationObserver(() => {
      if (!there()) return
      observer.disconnect()
      clearTimeout(timer)
      resolve(Date.now())
    })
    observer.observe(document, { subtree: true, childList: true, characterData: true })
  })
}

/**
 * Two tabs on the board; a task moved to another board with its "Move to…" menu in one, until the
 * other shows it there. The task goes back and forth between the first two boards.
 */
async function secondTabKanban(browser, baseURL, storageState) {
  const context = await browser.newContext(contextOptions(baseURL, storageState))
  const samples = []
  try {
    const [first, second] = [await context.newPage(), await context.newPage()]
    for (const page of [first, second]) await openAndSettle(page, areas[2])
    const boards = await first.locator('.kanban-board .kanban-board__title').allInnerTexts()
    const task = (
      await first.locator('.kanban-board').first().locator('.kanban-task__open').first().innerText()
    ).trim()
    for (let run = 0; run < tabRuns; run++) {
      const target = boards[run % 2 === 0 ? 1 : 0].trim()
      const seen = second.evaluate(whenOnBoard, { board: target, task, cap: capMs })
      await first.getByRole('button', { name: `Move to… ${task}`, exact: true }).click()
      const dialog = first.getByRole('dialog', { name: `Move “${task}”` })
      await dialog.getByLabel('Board').selectOption({ label: target })
      const movedAt = await first.evaluate(() => Date.now())
      await dialog.getByRole('button', { name: 'Move' }).click()
      const shownAt = await seen
      samples.push(shownAt === null ? null : shownAt - movedAt)
      await first.waitForLoadState('networkidle')
    }
  } finally {
    await context.close()
  }
  return { medianMs: samples.includes(null) ? null : median(samples), samplesMs: samples }
}

/** Two tabs on one ticket; a reply sent in one, until the other's thread shows it. */
async function secondTabTicket(browser, baseURL, storageState) {
  const context = await browser.newContext(contextOptions(baseURL, storageState))
  const samples = []
  try {
    const route = '/apps/tickets?ticket=4'
    const [first, second] = [await context.newPage(), await context.newPage()]
    for (const page of [first, second]) {
      await page.goto(route)
      await page.getByRole('textbox', { name: /Reply/ }).waitFor({ timeout: capMs })
      await page.waitForLoadState('networkidle')
    }
    for (let run = 0; run < tabRuns; run++) {
      const text = `Bench reply ${run} ${Date.now()}`
      const seen = second.evaluate(whenShown, { selector: '.mail-reader', text, cap: capMs })
      await first.getByRole('textbox', { name: /Reply/ }).fill(text)
      const sentAt = await first.evaluate(() => Date.now())
      await first.getByRole('button', { name: 'Send', exact: true }).click()
      const shownAt = await seen
      samples.push(shownAt === null ? null : shownAt - sentAt)
      await first.waitForLoadState('networkidle')
    }
  } finally {
    await context.close()
  }
  return { medianMs: samples.includes(null) ? null : median(samples), samplesMs: samples }
}

async function demoPost(baseURL, path, body) {
  const response = await fetch(new URL(path, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
}

/** How many tickets the page's store holds, read with plain IndexedDB. */
function storedTicketCount() {
  return new Promise((resolve) => {
    const open = indexedDB.open('chat-history')
    open.onsuccess = () => {
      const database = open.result
      try {
        const count = database.transaction('tickets').objectStore('tickets').count()
        count.onsuccess = () => {
          database.close()
          resolve(count.result)
        }
      } catch {
        database.close()
        resolve(0)
      }
    }
    open.onerror = () => resolve(0)
  })
}

async function tickets10k(browser, baseURL, storageState) {
  await demoPost(baseURL, '/api/demo/tickets', { count: bigTicketCount })
  const context = await browser.newContext(contextOptions(baseURL, storageState))
  try {
    const page = await context.newPage()
    await page.goto(areas[0].route)
    const deadline = Date.now() + 120_000
    while ((await page.evaluate(storedTicketCount)) < bigTicketCount && Date.now() < deadline) {
      await sleep(500)
    }
    const storedTickets = await page.evaluate(storedTicketCount)
    await page.waitForLoadState('networkidle')
    await page.addInitScript(stampContent, areas[0].content)
    const samples = []
    for (let run = 0; run < bigRuns; run++) {
      await page.reload()
      await page.waitForFunction(() => window.benchStamps?.contentAt !== undefined, undefined, {
        timeout: capMs,
      })
      samples.push(round(await page.evaluate(() => window.benchStamps.contentAt), 1))
      await page.waitForLoadState('networkidle')
    }
    await sleep(1_000)
    const session = await context.newCDPSession(page)
    await session.send('Performance.enable')
    const { metrics } = await session.send('Performance.getMetrics')
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
    const domRows = await page.locator(areas[0].content).count()
    return {
      storedTickets,
      firstRow: { medianMs: median(samples), samplesMs: samples },
      jsHeapUsedMB: round(heap / 1024 / 1024, 1),
      domRows,
    }
  } finally {
    await context.close()
    await demoPost(baseURL, '/api/demo/reset', {})
  }
}
