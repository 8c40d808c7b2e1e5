/**
 * The mailbox bench (issue 14): how soon a clicked email shows its body. The first visit's weight,
 * paint, first rows and critical chain come from run.mjs's full-visit report; this module adds the
 * time from a click on a row to that email's body in the reading pane.
 */
import { median, round } from './numbers.mjs'

export const emailRoute = '/apps/email'
/** The list's main content: its first email row. */
export const emailFirstRow = '.mail-list [role="option"]'
export const emailBudgets = { firstVisitJsGzipKB: 250, openToBodyMs: 100 }
/** How many emails of the inbox are opened one after the other. */
const opens = 12

/**
 * In the page: clicks the row of email `id` as a user does and resolves with the time (ms) until
 * the reading pane shows that email's subject and body (the first DOM change after which both
 * are there).
 */
function clickRowAndTime(id) {
  const row = document.querySelector(`[data-mail-id="${id}"]`)
  const subject = row.querySelector('.mail-row__subject-text').textContent
  const shown = () =>
    document.querySelector('.mail-reader__subject')?.textContent === subject &&
    document.querySelector('.mail-reader .mail-message__body') !== null
  return new Promise((resolve) => {
    const start = performance.now()
    const observer = new MutationObserver(() => {
      if (!shown()) return
      observer.disconnect()
      resolve(performance.now() - start)
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    row.click()
  })
}

/** The median time from a click on an email to its body, over the first `opens` of the inbox. */
export async function timeOpenToBody({ browser, baseURL, storageState }) {
  const context = await browser.newContext({
    baseURL,
    storageState,
    locale: 'en-US',
    // Wide enough for the list and the reading pane side by side.
    viewport: { width: 1440, height: 2400 },
  })
  try {
    const page = await context.newPage()
    await page.goto(emailRoute)
    await page.locator(emailFirstRow).first().waitFor()
    const ids = await page.$$eval('[data-mail-id]', (rows) =>
      rows.map((row) => Number(row.getAttribute('data-mail-id'))),
    )
    const samples = []
    for (const id of ids.slice(0, opens)) {
      samples.push(round(await page.evaluate(clickRowAndTime, id), 1))
      // What opening started (reading the email, asking for its neighbours) settles first.
      await page.waitForLoadState('networkidle')
    }
    return {
      method: `in one page of ${emailRoute}, the first ${samples.length} emails of the inbox opened one after the other: from the click on the row to the first DOM change after which the reading pane shows that email's subject and body`,
      medianMs: median(samples),
      samplesMs: samples,
    }
  } finally {
    await context.close()
  }
}
