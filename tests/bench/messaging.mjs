/**
 * Messaging bench: a long chat and a large directory in the local history (SPEC.md section 9),
 * measured in Chromium against the demo server.
 *
 * Two sizes: 10,000 messages in one chat with 5,000 contacts, and 100,000 messages with 50,000
 * contacts. The chat is the demo admin's WhatsApp chat with contact 19, a chat the demo server
 * holds: the app records the server's copy on a first visit, and the bench then writes the long
 * history before it (older than the server's oldest message, which the server's answer does not
 * speak of) and the contacts, with the raw IndexedDB API into the app's 'chat-history' database.
 * For each size it reports
 *   - `write`: the time to write them, in batched transactions;
 *   - `firstBubbleFromNavigation`: from navigation start (performance.timeOrigin) to the chat's
 *     first message bubble shown, loading `/apps/message/whatsapp?contact=19` with every
 *     request answered by the demo server (chat list, directory, thread, stream), median of
 *     `navigationRuns` page loads; the contact list's first row is stamped the same way. Shown:
 *     in the DOM and not hidden (computed `visibility`: the thread keeps its list hidden until
 *     it is drawn at its newest message);
 *     `inDom` keeps the time the bubble was in the DOM, shown or not;
 *   - `domRows`: the message rows Virtuoso keeps in the DOM once the open thread has settled, with
 *     the thread 1,080 pixels tall, so that a list that renders too much shows it.
 * The 10,000 run also keeps the measurements it always had:
 *   - `firstScreen`: from the click on the chat's contact row to its first message bubble shown
 *     (a capture-phase click listener and a MutationObserver), median of `clickRuns` page loads,
 *     with the thread call held unanswered so that only the local history is measured;
 *   - `prepend`: how far the message at the top moves while the 200 older messages that reaching
 *     the top loads are prepended (its top followed on every animation frame until it settles),
 *     in each run; the budget takes the worst run, since Virtuoso's correction is racy.
 */
import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { median, round, sleep } from './numbers.mjs'

/** The demo server's contact whose WhatsApp chat with the admin holds the long history. */
const threadContactId = 19
const threadChatId = `whatsapp:${threadContactId}`
const threadRoute = `/apps/message/whatsapp?contact=${threadContactId}`
/** The signed-in demo admin (mocks/session/accounts.ts): the sender of the "own" messages. */
const selfId = 1
const firstContactId = 100_000
const firstServerId = 900_000
const batchSize = 1_000
/** From use-thread-window.ts: shown when a chat opens, and loaded by each reach of the top. */
const firstWindow = 100
const olderPage = 200
/** The thread's height while its rows are counted. */
const threadHeightPx = 1_080
const viewportWidth = 1_440

const clickRuns = 5
const navigationRuns = 5
/** Pages of older messages loaded one after another in each click run, each measured. */
const prependsPerRun = 3
const quietMs = 500
const capMs = 30_000

/** The two sizes measured; the first keeps the measurements and budgets of earlier issues. */
export const messagingSizes = [
  { name: '10k', messageCount: 10_000, contactCount: 5_000, clickRuns: true },
  { name: '100k', messageCount: 100_000, contactCount: 50_000, clickRuns: false },
]

export const messagingBudgets = {
  /** 10,000 messages: click on the contact row to the first bubble, the local history alone. */
  firstScreenMs: 150,
  /** Both sizes: message rows in the DOM of a 1,080-pixel-tall thread. */
  domMessageRows: 60,
  /** 10,000 messages: how far the message being read moves while older ones are prepended. */
  anchorMovePx: 1,
  /** 100,000 messages and 50,000 contacts: navigation start to the first bubble. */
  firstBubbleFromNavigationMs: 300,
}

const screenshotFolder = fileURLToPath(new URL('../../test-results/bench/', import.meta.url))

/**
 * Runs the messaging bench, each size in a browser context of its own (signed in with
 * `storageState`), and returns its report for bench/results.json.
 */
export async function messagingReport({ browser, baseURL, storageState, chromiumVersion }) {
  await demoPost(baseURL, '/api/demo/chat/incoming', { intervalMs: 0 })
  const sizes = {}
  for (const size of messagingSizes) {
    // Each size starts from the seed: the 10k run's reads and sends leave nothing behind.
    await demoPost(baseURL, '/api/demo/reset', {})
    await demoPost(baseURL, '/api/demo/chat/incoming', { intervalMs: 0 })
    sizes[size.name] = await sizeReport(browser, baseURL, storageState, size)
  }
  const small = sizes['10k']
  const large = sizes['100k']
  const budget = (limit, actual, pass) => ({ limit, actual, pass })
  return {
    measuredAt: new Date().toISOString(),
    chromiumVersion,
    route: threadRoute,
    signedIn: true,
    method: {
      data: `the admin's WhatsApp chat with contact ${threadContactId} as the demo server holds it, recorded by the app on a first visit, then N older messages (a minute apart, some multi-line) and M contacts (with the group and sort key the app indexes) written with raw IndexedDB into the app's 'chat-history' database; sizes ${messagingSizes.map((s) => `${s.messageCount} messages / ${s.contactCount} contacts`).join(', ')}`,
      write: `${batchSize} records per readwrite transaction, one after another, default durability; performance.now() around all of them`,
      firstBubbleFromNavigation: `${navigationRuns} fresh page loads of ${threadRoute}, every request answered by the demo server; performance.now() (from navigation start) when a MutationObserver installed before the app first sees a .chat-message in the thread that is shown (its computed visibility is not hidden: the thread hides its list until it is drawn at its newest message; until 2026-12-06 this read only inline styles, Virtuoso's), and the first .contact-row; inDom is when the first .chat-message was in the DOM, shown or not (what this figure was until 2026-11-27); threadAnsweredMs is the responseEnd of the thread's GET; breakdown: scriptsIn is the last script's responseEnd (the page's code here, from the HTTP cache), renderStart, renderTask and forcedStyleAndLayout are the start, duration and forced style and layout of the script run the bubble was put in (the first render), from the Long Animation Frames API`,
      domRows: `Virtuoso items holding a .chat-message once the thread settled (no scroll or row change for ${quietMs} ms), the window sized so that the thread's scroller is ${threadHeightPx} px tall; the largest of the navigation runs`,
      firstScreen: `10k only: ${clickRuns} runs, each a fresh page load of the messaging page with the thread's GET held unanswered, the contact found with the search box, a click on its row; capture-phase click listener to the first .chat-message in the thread that is shown (MutationObserver; see firstBubbleFromNavigation), inDom to the first in the DOM, shown or not; nextFrameMs is the first animation frame after it plus a task`,
      prepend: `10k only, on the click runs' pages: scrollTop = 0 on the thread's scroller; the anchor is the top-most fully visible message of the first frame at the top; movementPx is its top once the ${olderPage} older messages are in and nothing moved for ${quietMs} ms, against its top when chosen; the budget takes the worst of all ${clickRuns} x ${prependsPerRun} prepends`,
      prependFrames:
        "largestMovementSampledPx samples at the start of each animation frame, before that frame's ResizeObserver callbacks: a position Virtuoso corrects within the same frame counts there though it may never be painted",
      network: 'demo incoming messages off; the demo data reset before each size',
    },
    // The 10,000 run where earlier results had it, so that they compare.
    write: small.write,
    firstScreen: small.firstScreen,
    firstBubbleFromNavigation: small.firstBubbleFromNavigation,
    domRows: small.domRows,
    prepend: small.prepend,
    large: {
      messageCount: large.messageCount,
      contactCount: large.contactCount,
      write: large.write,
      firstBubbleFromNavigation: large.firstBubbleFromNavigation,
      domRows: large.domRows,
    },
    budgets: {
      firstScreenMs: budget(
        messagingBudgets.firstScreenMs,
        small.firstScreen.medianMs,
        small.firstScreen.medianMs !== null &&
          small.firstScreen.medianMs <= messagingBudgets.firstScreenMs,
      ),
      domMessageRows: budget(
        messagingBudgets.domMessageRows,
        small.domRows.messageRows,
        small.domRows.messageRows <= messagingBudgets.domMessageRows,
      ),
      anchorMovePx: budget(
        messagingBudgets.anchorMovePx,
        small.prepend.worstMovementPx,
        small.prepend.worstMovementPx !== null &&
          small.prepend.runs.every((p) => p.olderLoaded) &&
          small.prepend.worstMovementPx <= messagingBudgets.anchorMovePx,
      ),
      domMessageRows100k: budget(
        messagingBudgets.domMessageRows,
        large.domRows.messageRows,
        large.domRows.messageRows <= messagingBudgets.domMessageRows,
      ),
      firstBubbleFromNavigationMs100k: budget(
        messagingBudgets.firstBubbleFromNavigationMs,
        large.firstBubbleFromNavigation.medianMs,
        large.firstBubbleFromNavigation.medianMs !== null &&
          large.firstBubbleFromNavigation.medianMs <= messagingBudgets.firstBubbleFromNavigationMs,
      ),
    },
  }
}

/** One size: its history written, then the navigation runs and (10k) the click runs. */
async function sizeReport(browser, baseURL, storageState, size) {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    viewport: { width: viewportWidth, height: threadHeightPx },
    storageState,
  })
  try {
    const setup = await firstVisit(context)
    const write = await writeHistory(context, size, setup.oldestServerTime)
    const navigation = []
    for (let run = 0; run < navigationRuns; run++) {
      navigation.push(await navigationRun(context, setup.windowHeight))
    }
    const report = {
      messageCount: size.messageCount,
      contactCount: size.contactCount,
      write,
      firstBubbleFromNavigation: {
        medianMs: median(navigation.map((r) => r.bubbleMs)),
        samplesMs: navigation.map((r) => r.bubbleMs),
        spreadMs: spread(navigation.map((r) => r.bubbleMs)),
        inDomMedianMs: median(navigation.map((r) => r.bubbleInDomMs)),
        inDomSamplesMs: navigation.map((r) => r.bubbleInDomMs),
        firstRowMedianMs: median(navigation.map((r) => r.firstRowMs)),
        firstRowSamplesMs: navigation.map((r) => r.firstRowMs),
        threadAnsweredMedianMs: median(navigation.map((r) => r.threadAnsweredMs)),
        threadAnsweredSamplesMs: navigation.map((r) => r.threadAnsweredMs),
        breakdown: {
          scriptsInMedianMs: median(navigation.map((r) => r.scriptsInMs)),
          renderStartMedianMs: median(navigation.map((r) => r.renderStartMs)),
          renderTaskMedianMs: median(navigation.map((r) => r.renderTaskMs)),
          forcedStyleAndLayoutMedianMs: median(navigation.map((r) => r.forcedStyleAndLayoutMs)),
          renderStartSamplesMs: navigation.map((r) => r.renderStartMs),
          renderTaskSamplesMs: navigation.map((r) => r.renderTaskMs),
        },
      },
      domRows: {
        messageRows: Math.max(...navigation.map((r) => r.settled.messageRows)),
        samples: navigation.map((r) => r.settled.messageRows),
        allRows: navigation.map((r) => r.settled.allRows),
        threadViewportPx: navigation[0].settled.viewportHeight,
        windowHeightPx: setup.windowHeight,
        atNewestMessage: navigation.every((r) => r.settled.atBottom),
      },
    }
    if (!size.clickRuns) return report
    const runs = await clickRunsOf(context, setup, size)
    const prepends = runs.flatMap((r) => r.prepends)
    const movements = prepends.map((p) => p.movementPx)
    // The worst prepend counts: a reader sees every jump, not the median one.
    const worst = (values) => (values.some((m) => m === null) ? null : Math.max(...values))
    return {
      ...report,
      firstScreen: {
        medianMs: median(runs.map((r) => r.bubbleMs)),
        samplesMs: runs.map((r) => r.bubbleMs),
        spreadMs: spread(runs.map((r) => r.bubbleMs)),
        inDomMedianMs: median(runs.map((r) => r.bubbleInDomMs)),
        inDomSamplesMs: runs.map((r) => r.bubbleInDomMs),
        nextFrameMedianMs: median(runs.map((r) => r.nextFrameMs)),
        nextFrameSamplesMs: runs.map((r) => r.nextFrameMs),
        settledMedianMs: median(runs.map((r) => r.settled.afterClickMs)),
        settledSamplesMs: runs.map((r) => r.settled.afterClickMs),
      },
      prepend: {
        worstMovementPx: worst(movements),
        medianMovementPx: median(movements),
        prependsOverBudget: movements.filter((m) => m === null || m > messagingBudgets.anchorMovePx)
          .length,
        prependsMeasured: movements.length,
        byPage: Array.from({ length: prependsPerRun }, (_, page) => {
          const values = runs.map((r) => r.prepends[page].movementPx)
          return {
            page: page + 1,
            anchorMessage: runs[0].prepends[page].anchorMessage,
            movementsPx: values,
            worstPx: worst(values),
          }
        }),
        runs: prepends,
      },
    }
  } finally {
    await context.close()
  }
}

/** POSTs JSON to a demo control of the preview server; throws unless it agrees. */
async function demoPost(baseURL, path, body) {
  const response = await fetch(new URL(path, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`)
}

/**
 * The first visit of the chat: the app creates its database, records the chat list and the
 * server's copy of the thread. Returns the oldest of the server's messages (the long history goes
 * before it), how many there are, the contact's name, and the window height at which the thread
 * is `threadHeightPx` tall.
 */
async function firstVisit(context) {
  const page = await context.newPage()
  try {
    await page.goto(threadRoute, { waitUntil: 'load' })
    await page.locator('.chat-thread .chat-message').first().waitFor({ timeout: capMs })
    await page.locator('.contact-row').first().waitFor({ timeout: capMs })
    const rows = await waitForServerThread(page)
    const times = rows.map((row) => row.time).sort()
    const contactName = await page.locator('.thread-header__name').innerText()
    // The card fills the window below the banners: the thread grows as much as the window.
    const scrollerHeight = () =>
      page.evaluate(
        () => document.querySelector('.chat-thread [data-virtuoso-scroller]')?.clientHeight ?? 0,
      )
    let windowHeight = threadHeightPx
    for (let attempt = 0; attempt < 3; attempt++) {
      const gap = threadHeightPx - (await scrollerHeight())
      if (gap === 0) break
      windowHeight += gap
      await page.setViewportSize({ width: viewportWidth, height: windowHeight })
      await sleep(200)
    }
    return {
      oldestServerTime: times[0],
      serverMessages: rows.length,
      contactName,
      windowHeight,
    }
  } finally {
    await page.close()
  }
}

/** The thread's rows once the server's copy is recorded (a non-empty read that stays the same). */
async function waitForServerThread(page) {
  const deadline = Date.now() + capMs
  let last = -1
  while (Date.now() < deadline) {
    const rows = await page.evaluate(readThreadRows, threadChatId)
    if (rows.length > 0 && rows.length === last) return rows
    last = rows.length
    await sleep(300)
  }
  throw new Error(`the server's copy of ${threadChatId} was not recorded within ${capMs} ms`)
}

/** In the page: the chat's message rows as stored, read with the plain IndexedDB API. */
function readThreadRows(chatId) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('chat-history')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const read = db.transaction('messages', 'readonly').objectStore('messages').getAll()
      read.onerror = () => reject(read.error)
      read.onsuccess = () => {
        db.close()
        resolve(read.result.filter((row) => row.chatId === chatId))
      }
    }
  })
}

/**
 * Writes the long history and the contacts in a page of the app's origin that does not run the
 * app (no Dexie open), generating them in the page: deterministic, and nothing large crosses
 * from Node.
 */
async function writeHistory(context, size, oldestServerTime) {
  const page = await context.newPage()
  try {
    await page.goto('/favicon.svg')
    const timing = await page.evaluate(generateAndWrite, {
      messageCount: size.messageCount,
      contactCount: size.contactCount,
      batchSize,
      firstContactId,
      firstServerId,
      chatId: threadChatId,
      contactId: threadContactId,
      selfId,
      newestTime: new Date(Date.parse(oldestServerTime) - 60_000).toISOString(),
    })
    const records = size.contactCount + size.messageCount
    return {
      databaseVersion: timing.version,
      batchSize,
      records,
      totalMs: round(timing.totalMs, 1),
      recordsPerSecond: Math.round(records / (timing.totalMs / 1000)),
      contacts: {
        records: size.contactCount,
        ms: round(timing.contactsMs, 1),
        recordsPerSecond: Math.round(size.contactCount / (timing.contactsMs / 1000)),
      },
      messages: {
        records: size.messageCount,
        ms: round(timing.messagesMs, 1),
        recordsPerSecond: Math.round(size.messageCount / (timing.messagesMs / 1000)),
      },
      storedAfter: timing.stored,
    }
  } finally {
    await page.close()
  }
}

/**
 * In the page: generates `messageCount` messages of the chat (oldest first, a minute apart, the
 * newest at `newestTime`) and `contactCount` contacts, and writes them in transactions of
 * `batchSize`. Message `i` starts with `m{i}:` so that the prepend measurement can name it.
 */
async function generateAndWrite(options) {
  const { messageCount, contactCount, batchSize, firstContactId, firstServerId } = options
  const { chatId, contactId, selfId, newestTime } = options
  // A small deterministic PRNG (mulberry32), so every run writes the same history.
  let state = 20_000
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const words =
    'order invoice delivery tomorrow thanks please check the address payment received call me when ready meeting update schedule'.split(
      ' ',
    )
  const messageText = (index) => {
    // Mostly short, a few long (up to ~60 words), as chats are.
    const roll = random()
    const count =
      roll < 0.6
        ? 2 + Math.floor(random() * 8)
        : roll < 0.9
          ? 10 + Math.floor(random() * 20)
          : 30 + Math.floor(random() * 30)
    const parts = []
    for (let n = 0; n < count; n++) parts.push(words[Math.floor(random() * words.length)])
    let text = `m${index}: ${parts.join(' ')}`
    if (index % 23 === 0) text += `\nsecond line of ${index}\nthird line`
    return text
  }
  const firstNames = [
    'Ana',
    'Bruno',
    'Chloé',
    'Dmitri',
    'Eva',
    'Farid',
    'Greta',
    'Hugo',
    'Ines',
    'Jonas',
  ]
  const lastNames = [
    'Almeida',
    'Berger',
    'Costa',
    'Dubois',
    'Eriksen',
    'Fontaine',
    'Garcia',
    'Hansen',
  ]
  const roles = ['client', 'admin', 'employee']
  const statuses = ['online', 'offline', 'busy', 'away']
  // As models/chat/chat-contact-listing.ts stores them: the group and the name's sort key, indexed.
  const nameKeyOf = (name) =>
    name
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .trim()
  const contact = (n) => {
    const id = firstContactId + n
    const fullName = `${firstNames[n % firstNames.length]} ${lastNames[Math.floor(n / firstNames.length) % lastNames.length]} ${id}`
    const role = roles[n % roles.length]
    return {
      id,
      fullName,
      role,
      status: statuses[n % statuses.length],
      ...(n % 3 === 0 && { about: `Contact ${id} of the bench` }),
      group: role,
      nameKey: nameKeyOf(fullName),
    }
  }
  const newest = Date.parse(newestTime)
  let sender = contactId
  const message = (index) => {
    // Runs of one to four messages by the same sender, as conversations go.
    if (random() < 0.4) sender = sender === selfId ? contactId : selfId
    return {
      key: `s:${firstServerId + index}`,
      chatId,
      serverId: firstServerId + index,
      message: messageText(index),
      time: new Date(newest - (messageCount - 1 - index) * 60_000).toISOString(),
      senderId: sender,
      type: 'chat',
      heart: false,
      seen: true,
      delivery: 'sent',
    }
  }

  const request = (r) =>
    new Promise((resolve, reject) => {
      r.onsuccess = () => resolve(r.result)
      r.onerror = () => reject(r.error)
    })
  const putBatch = (db, store, records) =>
    new Promise((resolve, reject) => {
      const transaction = db.transaction(store, 'readwrite')
      const objects = transaction.objectStore(store)
      for (const record of records) objects.put(record)
      transaction.oncomplete = () => resolve()
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () => reject(transaction.error ?? new Error('aborted'))
    })
  const putAll = async (db, store, count, make) => {
    let ms = 0
    for (let from = 0; from < count; from += batchSize) {
      const records = []
      for (let index = from; index < Math.min(count, from + batchSize); index++)
        records.push(make(index))
      const started = performance.now()
      await putBatch(db, store, records)
      ms += performance.now() - started
    }
    return ms
  }
  // No version: the one the app created.
  const db = await request(indexedDB.open('chat-history'))
  try {
    const stores = [...db.objectStoreNames]
    for (const store of ['contacts', 'chats', 'messages']) {
      if (!stores.includes(store))
        throw new Error(`chat-history v${db.version} has no '${store}' store: ${stores}`)
    }
    const contactsMs = await putAll(db, 'contacts', contactCount, contact)
    const messagesMs = await putAll(db, 'messages', messageCount, message)
    const count = (store) => request(db.transaction(store, 'readonly').objectStore(store).count())
    return {
      version: db.version,
      contactsMs,
      messagesMs,
      totalMs: contactsMs + messagesMs,
      stored: { contacts: await count('contacts'), messages: await count('messages') },
    }
  } finally {
    db.close()
  }
}

/**
 * One page load of the chat from navigation start, every request answered by the demo server:
 * when the first bubble and the list's first row appeared, when the thread's answer arrived, and
 * the rows of the settled thread.
 */
async function navigationRun(context, windowHeight) {
  const page = await context.newPage()
  try {
    await page.setViewportSize({ width: viewportWidth, height: windowHeight })
    await page.addInitScript(installNavigationProbe)
    await page.goto(threadRoute, { waitUntil: 'commit' })
    await page.waitForFunction(() => window.__benchNavigation?.bubbleAt != null, undefined, {
      timeout: capMs,
    })
    await page.waitForFunction(() => window.__benchNavigation?.rowAt != null, undefined, {
      timeout: capMs,
    })
    const settled = await waitForThreadSettled(page)
    const stamps = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource')
      const thread = resources.find((entry) => entry.name.includes('/messages/chat-message/'))
      const scripts = resources.filter(
        (entry) => entry.initiatorType !== 'fetch' && /\.js$/.test(entry.name),
      )
      // The script run in which the bubble was put in the page: the first render's task.
      const { bubbleAt, frames } = window.__benchNavigation
      const render = frames
        .flatMap((frame) => frame.scripts)
        .find((script) => script.start <= bubbleAt && bubbleAt <= script.start + script.duration)
      return {
        ...window.__benchNavigation,
        threadAnsweredAt: thread?.responseEnd ?? null,
        scriptsInAt:
          scripts.length > 0 ? Math.max(...scripts.map((entry) => entry.responseEnd)) : null,
        render: render ?? null,
      }
    })
    const orNull = (value) => (value === null || value === undefined ? null : round(value, 1))
    return {
      bubbleMs: round(stamps.bubbleAt, 1),
      bubbleInDomMs: round(stamps.bubbleInDomAt, 1),
      firstRowMs: round(stamps.rowAt, 1),
      threadAnsweredMs: orNull(stamps.threadAnsweredAt),
      scriptsInMs: orNull(stamps.scriptsInAt),
      renderStartMs: orNull(stamps.render?.start),
      renderTaskMs: orNull(stamps.render?.duration),
      forcedStyleAndLayoutMs: orNull(stamps.render?.forcedStyleAndLayout),
      settled,
    }
  } finally {
    await page.close()
  }
}

/**
 * Before the app runs: stamps (from navigation start) the first bubble and the first list row the
 * user can see, and when the first bubble was put in the DOM. A thread's rows are in the DOM,
 * hidden, until they are drawn where the thread opens; a bubble hidden is not yet shown.
 */
function installNavigationProbe() {
  const stamps = { bubbleAt: null, bubbleInDomAt: null, rowAt: null, frames: [] }
  window.__benchNavigation = stamps
  // Long animation frames, with the scripts that ran in them: where the first render's time went.
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      stamps.frames.push({
        scripts: frame.scripts.map((script) => ({
          start: script.startTime,
          duration: script.duration,
          forcedStyleAndLayout: script.forcedStyleAndLayoutDuration,
        })),
      })
    }
  }).observe({ type: 'long-animation-frame', buffered: true })
  // Visibility is inherited: the bubble's own computed value says whether any box above it,
  // by inline style (Virtuoso's) or by class (the app's), hides it.
  const shown = (element) => getComputedStyle(element).visibility !== 'hidden'
  const observer = new MutationObserver(() => {
    const bubble = document.querySelector('.chat-thread .chat-message')
    if (bubble && stamps.bubbleInDomAt === null) stamps.bubbleInDomAt = performance.now()
    if (bubble && stamps.bubbleAt === null && shown(bubble)) stamps.bubbleAt = performance.now()
    const row = document.querySelector('.contact-row')
    if (row && stamps.rowAt === null && shown(row)) stamps.rowAt = performance.now()
    if (stamps.bubbleAt !== null && stamps.rowAt !== null) observer.disconnect()
  })
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style', 'class'],
  })
}

/**
 * Opens the chat `clickRuns` times: each run loads the messaging page with the thread's GET held,
 * finds the contact with the search box, waits for the page to be quiet and clicks the row; then
 * counts the rows of the settled thread and measures a prepend of older messages on it.
 */
async function clickRunsOf(context, setup, size) {
  const runs = []
  for (let run = 0; run < clickRuns; run++) {
    const page = await context.newPage()
    try {
      await page.setViewportSize({ width: viewportWidth, height: setup.windowHeight })
      // Held, never answered: the click measures the local history alone, as it always did.
      await page.route('**/messages/chat-message/**', () => undefined)
      const idle = trackNetworkIdle(page)
      await page.goto('/apps/message/whatsapp', { waitUntil: 'load' })
      await page.locator('.contact-row').first().waitFor({ timeout: capMs })
      await page.locator('.contact-list__search-input').fill(setup.contactName)
      const row = page.locator('.contact-row', { hasText: setup.contactName })
      await row.waitFor({ timeout: capMs })
      await idle.wait()
      await page.evaluate(installOpenProbe)
      await row.click()
      await page.waitForFunction(() => window.__benchOpen?.nextFrameAt != null, undefined, {
        timeout: capMs,
      })
      const stamps = await page.evaluate(() => window.__benchOpen)
      if (!stamps.clickAt) throw new Error('the click on the contact row was not seen by the page')
      const settled = await waitForThreadSettled(page)
      runs.push({
        bubbleMs: round(stamps.bubbleAt - stamps.clickAt, 1),
        bubbleInDomMs: round(stamps.bubbleInDomAt - stamps.clickAt, 1),
        nextFrameMs: round(stamps.nextFrameAt - stamps.clickAt, 1),
        settled: { ...settled, afterClickMs: round(settled.at - stamps.clickAt, 1) },
        prepends: await prependsOn(page, run + 1, size.messageCount, setup.serverMessages),
      })
    } finally {
      await page.close()
    }
  }
  return runs
}

/**
 * In the page: stamps the click (capture phase) and the first message bubble in the thread the
 * user can see (not hidden, see installNavigationProbe), and when
 * it was put in the DOM.
 */
function installOpenProbe() {
  const stamps = { clickAt: null, bubbleAt: null, bubbleInDomAt: null, nextFrameAt: null }
  window.__benchOpen = stamps
  document.addEventListener(
    'click',
    () => {
      stamps.clickAt ??= performance.now()
    },
    { capture: true, once: true },
  )
  // Visibility is inherited: the bubble's own computed value says whether any box above it,
  // by inline style (Virtuoso's) or by class (the app's), hides it.
  const shown = (element) => getComputedStyle(element).visibility !== 'hidden'
  const observer = new MutationObserver(() => {
    const bubble = document.querySelector('.chat-thread .chat-message')
    if (stamps.clickAt === null || !bubble) return
    stamps.bubbleInDomAt ??= performance.now()
    if (!shown(bubble)) return
    stamps.bubbleAt = performance.now()
    observer.disconnect()
    requestAnimationFrame(() =>
      setTimeout(() => {
        stamps.nextFrameAt = performance.now()
      }),
    )
  })
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style', 'class'],
  })
}

/**
 * Waits until the open thread's rows and scroll position stayed the same for `quietMs`, and
 * returns what is then in the DOM.
 */
async function waitForThreadSettled(page) {
  const deadline = Date.now() + capMs
  let last
  let stableSince = Date.now()
  while (Date.now() < deadline) {
    const now = await page.evaluate(threadSnapshot)
    const { rowIndexes, ...snapshot } = now
    const signature = JSON.stringify([now.scrollTop, now.scrollHeight, rowIndexes])
    if (signature !== last?.signature) {
      last = { snapshot, signature }
      stableSince = Date.now()
    } else if (Date.now() - stableSince >= quietMs) {
      return last.snapshot
    }
    await sleep(50)
  }
  throw new Error(`the thread did not settle within ${capMs} ms`)
}

/** In the page: the thread's rendered rows and scroll position. */
function threadSnapshot() {
  const scroller = document.querySelector('.chat-thread [data-virtuoso-scroller]')
  const items = [...document.querySelectorAll('.chat-thread [data-item-index]')]
  const messages = items.filter((item) => item.querySelector('.chat-message'))
  return {
    at: performance.now(),
    scrollTop: scroller ? Math.round(scroller.scrollTop) : null,
    scrollHeight: scroller?.scrollHeight ?? null,
    viewportHeight: scroller?.clientHeight ?? null,
    rowIndexes: items.map((item) => item.dataset.index).join(','),
    allRows: items.length,
    messageRows: messages.length,
    // Opened at the newest message, the thread's bottom is in view.
    atBottom: scroller
      ? scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2
      : false,
  }
}

/**
 * `prependsPerRun` times: scrolls to the top and measures the prepend of the next older page. The
 * first window holds the server's messages and the newest of the long history.
 */
async function prependsOn(page, run, messageCount, serverMessages) {
  const results = []
  for (let prepend = 0; prepend < prependsPerRun; prepend++) {
    const oldestShown = messageCount - (firstWindow - serverMessages) - prepend * olderPage
    results.push(await measurePrepend(page, `${run}-${prepend + 1}`, oldestShown))
  }
  return results
}

/**
 * Scrolls the settled thread to the top and follows, frame by frame, the top-most fully visible
 * message while the older page is loaded and prepended.
 */
async function measurePrepend(page, label, oldestShown) {
  const thread = page.locator('.chat-thread')
  await mkdir(screenshotFolder, { recursive: true })
  const shots = {
    before: `${screenshotFolder}messaging-prepend-${label}-0-before.png`,
    settled: `${screenshotFolder}messaging-prepend-${label}-1-settled.png`,
  }
  await thread.screenshot({ path: shots.before })
  // No screenshot while it runs: taking one holds up the page's frames and moves what is measured.
  await page.evaluate(startPrependTrace, { oldestShown })

  const deadline = Date.now() + capMs
  let result
  while (Date.now() < deadline) {
    result = await page.evaluate(
      ({ quietMs }) => {
        const trace = window.__benchPrepend
        if (!trace.anchor || trace.prependedAt === null) return { done: false }
        return { done: performance.now() - trace.lastChangeAt >= quietMs }
      },
      { quietMs },
    )
    if (result.done) break
    await sleep(100)
  }
  const trace = await page.evaluate(() => {
    const trace = window.__benchPrepend
    trace.stop = true
    return trace
  })
  await thread.screenshot({ path: shots.settled })
  if (!result?.done) {
    return {
      olderLoaded: trace.prependedAt !== null,
      movementPx: null,
      note: !trace.anchor
        ? 'no message became fully visible at the top'
        : `the older messages did not arrive, or the thread did not settle, within ${capMs} ms`,
      frames: trace.frames.length,
      screenshots: shots,
    }
  }

  const { anchor } = trace
  const anchored = trace.frames.filter((frame) => frame.anchorTop !== null)
  const after = trace.frames.filter((frame) => frame.t >= trace.prependedAt)
  const final = trace.frames[trace.frames.length - 1]
  const deviations = anchored.map((frame) => Math.abs(frame.anchorTop - anchor.top))
  const lastBefore = trace.frames.filter((frame) => frame.t < trace.prependedAt).at(-1)
  return {
    olderLoaded: true,
    anchorMessage: anchor.id,
    anchorWasOldestShown: anchor.id === oldestShown,
    anchorTopPx: round(anchor.top, 2),
    topJustBeforePrependPx:
      typeof lastBefore?.anchorTop === 'number' ? round(lastBefore.anchorTop, 2) : null,
    finalTopPx: final.anchorTop === null ? null : round(final.anchorTop, 2),
    movementPx: final.anchorTop === null ? null : round(Math.abs(final.anchorTop - anchor.top), 2),
    largestMovementSampledPx: round(Math.max(...deviations), 2),
    framesWithAnchorOffScreen: after.filter((frame) => frame.anchorTop === null).length,
    scrollHeightBeforePx: lastBefore?.scrollHeight ?? null,
    scrollHeightAfterPx: final.scrollHeight,
    scrollTopAfterPx: final.scrollTop,
    // Each jump of the content height by more than 1,000 px is one page of older messages.
    pagesLoaded: trace.frames.reduce(
      (pages, frame, index) =>
        index > 0 && frame.scrollHeight - trace.frames[index - 1].scrollHeight > 1000
          ? pages + 1
          : pages,
      0,
    ),
    oldestRenderedAfter: final.oldestRendered,
    msFromScrollToPrepend: round(trace.prependedAt - trace.scrolledAt, 1),
    frames: trace.frames.length,
    // The anchor's top in the sampled frames, wherever it changed.
    anchorTopChanges: trace.frames
      .filter(
        (frame, index) => index === 0 || frame.anchorTop !== trace.frames[index - 1].anchorTop,
      )
      .map((frame) => ({
        ms: round(frame.t - trace.scrolledAt, 1),
        anchorTop: frame.anchorTop === null ? null : round(frame.anchorTop, 2),
        scrollTop: frame.scrollTop,
        scrollHeight: frame.scrollHeight,
        loadingOlderShown: frame.loadingOlder,
      })),
    screenshots: shots,
  }
}

/**
 * In the page: scrolls the thread to the top and records every animation frame: the scroll
 * position, the content height and the top of the anchor, which is the top-most fully visible
 * message of the first frame that shows the top of the thread.
 */
function startPrependTrace({ oldestShown }) {
  const scroller = document.querySelector('.chat-thread [data-virtuoso-scroller]')
  const idOf = (item) => {
    const text = item.querySelector('.chat-bubble__text')?.textContent ?? ''
    const match = /^m(\d+):/.exec(text)
    return match ? Number(match[1]) : null
  }
  const messageRows = () =>
    [...scroller.querySelectorAll('[data-item-index]')].filter((item) =>
      item.querySelector('.chat-message'),
    )
  const trace = {
    scrolledAt: performance.now(),
    anchor: null,
    prependedAt: null,
    lastChangeAt: performance.now(),
    stop: false,
    frames: [],
  }
  window.__benchPrepend = trace
  let previous = ''
  const sample = () => {
    if (trace.stop) return
    const now = performance.now()
    const view = scroller.getBoundingClientRect()
    const rows = messageRows()
    const ids = rows.map(idOf)
    const oldestRendered = Math.min(...ids.filter((id) => id !== null))
    if (!trace.anchor && scroller.scrollTop === 0) {
      const top = rows.find((row) => {
        const box = row.getBoundingClientRect()
        return box.top >= view.top && box.bottom <= view.bottom
      })
      if (top) trace.anchor = { id: idOf(top), top: top.getBoundingClientRect().top, at: now }
    }
    let anchorTop = null
    if (trace.anchor) {
      const row = rows[ids.indexOf(trace.anchor.id)]
      if (row) anchorTop = row.getBoundingClientRect().top
    }
    const frame = {
      t: now,
      scrollTop: Math.round(scroller.scrollTop * 100) / 100,
      scrollHeight: scroller.scrollHeight,
      anchorTop,
      oldestRendered,
      loadingOlder: Boolean(document.querySelector('.chat-thread__older')),
    }
    // Older messages are in once a row older than the first window's oldest is rendered or the
    // content grew by more than a page of estimates would.
    const firstHeight = trace.frames[0]?.scrollHeight ?? frame.scrollHeight
    if (
      trace.prependedAt === null &&
      trace.anchor &&
      (oldestRendered < oldestShown || frame.scrollHeight > firstHeight + 1000)
    ) {
      trace.prependedAt = now
    }
    const signature = `${frame.scrollTop}|${frame.scrollHeight}|${anchorTop}|${ids.join(',')}`
    if (signature !== previous) {
      previous = signature
      trace.lastChangeAt = now
    }
    trace.frames.push(frame)
    requestAnimationFrame(sample)
  }
  scroller.scrollTop = 0
  requestAnimationFrame(sample)
}

/** Waits until no request started or finished for `quietMs` (open streams are not waited for). */
function trackNetworkIdle(page) {
  let lastActivity = Date.now()
  const touch = () => {
    lastActivity = Date.now()
  }
  for (const event of ['request', 'requestfinished', 'requestfailed']) page.on(event, touch)
  return {
    async wait() {
      const deadline = Date.now() + capMs
      while (Date.now() < deadline) {
        const quietFor = Date.now() - lastActivity
        if (quietFor >= quietMs) return true
        await sleep(quietMs - quietFor)
      }
      return false
    },
  }
}

/** One line per measurement, like the other benches print. */
export function printMessagingSummary(report, resultsFile) {
  const { write, firstScreen, firstBubbleFromNavigation, domRows, prepend, large, budgets } = report
  const navigation = (label, n) =>
    `  ${label}: navigation start to first bubble shown median ${n.medianMs} ms of [${n.samplesMs.join(', ')}] (in the DOM median ${n.inDomMedianMs} ms, first list row median ${n.firstRowMedianMs} ms, thread answered median ${n.threadAnsweredMedianMs} ms)\n    of which: code here ${n.breakdown.scriptsInMedianMs} ms, first render from ${n.breakdown.renderStartMedianMs} ms for ${n.breakdown.renderTaskMedianMs} ms (forced style and layout ${n.breakdown.forcedStyleAndLayoutMedianMs} ms)`
  const lines = [
    `[bench] messaging in IndexedDB, against the demo server (Chromium ${report.chromiumVersion})`,
    `  10k: write ${write.records} records in ${write.totalMs} ms (${write.recordsPerSecond} records/s; contacts ${write.contacts.ms} ms, messages ${write.messages.ms} ms, ${write.batchSize} per transaction)`,
    navigation('10k', firstBubbleFromNavigation),
    `  10k: click to first bubble shown median ${firstScreen.medianMs} ms of [${firstScreen.samplesMs.join(', ')}] (in the DOM median ${firstScreen.inDomMedianMs} ms, next frame median ${firstScreen.nextFrameMedianMs} ms, settled median ${firstScreen.settledMedianMs} ms)`,
    `  10k: message rows in the DOM ${domRows.messageRows} (runs [${domRows.samples.join(', ')}]) in a ${domRows.threadViewportPx} px thread`,
    ...prepend.byPage.map(
      (p) =>
        `  10k: prepend of older page ${p.page} (anchor m${p.anchorMessage}): moved [${p.movementsPx.join(', ')}] px in ${p.movementsPx.length} runs (worst ${p.worstPx} px)`,
    ),
    `  100k: write ${large.write.records} records in ${large.write.totalMs} ms (contacts ${large.write.contacts.ms} ms, messages ${large.write.messages.ms} ms)`,
    navigation('100k', large.firstBubbleFromNavigation),
    `  100k: message rows in the DOM ${large.domRows.messageRows} (runs [${large.domRows.samples.join(', ')}]) in a ${large.domRows.threadViewportPx} px thread`,
    ...Object.entries(budgets).map(
      ([name, b]) => `  budget ${name}: ${b.actual} (limit ${b.limit}) ${b.pass ? 'PASS' : 'FAIL'}`,
    ),
    `  written to ${resultsFile} (key "messaging")`,
  ]
  console.log(lines.join('\n'))
}

function spread(values) {
  const known = values.filter((v) => typeof v === 'number')
  return known.length ? { min: Math.min(...known), max: Math.max(...known) } : null
}
