/**
 * The user list bench (issue 13): how soon a filter change shows its rows. The first visit's
 * weight, paint, first rows and critical chain come from run.mjs's full-visit report; this module
 * adds the time from a filter change to the updated rows, in a page where the list already shows.
 */
import { median, round } from './numbers.mjs'

export const usersRoute = '/apps/user/list'
/** The list's main content: its first user row. */
export const usersFirstRow = '.p-datatable-tbody .user-cell__name'
export const usersBudgets = { firstVisitJsGzipKB: 250, filterToRowsMs: 100 }

/**
 * Each change is a filter the list has not shown in this visit, so every one asks the server:
 * the role filter through its five values, then the status filter through its three, on each.
 */
const filterChanges = [
  ...['admin', 'author', 'editor', 'maintainer', 'subscriber'].map((role) => ({ role })),
  ...['active', 'pending', 'inactive'].map((status) => ({ status })),
  ...['basic', 'team', 'company', 'enterprise'].map((currentPlan) => ({ currentPlan })),
]

const selectLabel = { role: 'Role', status: 'Status', currentPlan: 'Plan' }

/**
 * In the page: changes one filter select as a user does and resolves with the time (ms) until
 * the table shows the new rows: the rows' list is no longer dimmed, the busy flag is off and the
 * URL names the value (the rows of that answer are in the same commit).
 */
function changeFilterAndTime({ labelText, value, name }) {
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent === labelText)
  const select = document.getElementById(label.htmlFor)
  const shown = () =>
    new URLSearchParams(location.search).get(name) === value &&
    !document.querySelector('.list-table--dimmed') &&
    document.querySelector('.p-datatable-table')?.getAttribute('aria-busy') !== 'true'
  return new Promise((resolve) => {
    const start = performance.now()
    const observer = new MutationObserver(() => {
      if (!shown()) return
      observer.disconnect()
      resolve(performance.now() - start)
    })
    observer.observe(document.body, { subtree: true, childList: true, attributes: true })
    select.value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

/** The median time from a filter change to its rows, over `filterChanges`, in one page. */
export async function timeFilterToRows({ browser, baseURL, storageState }) {
  const context = await browser.newContext({ baseURL, storageState, locale: 'en-US' })
  try {
    const page = await context.newPage()
    await page.goto(usersRoute)
    await page.locator(usersFirstRow).first().waitFor()
    const samples = []
    for (const change of filterChanges) {
      const [[name, value]] = Object.entries(change)
      const ms = await page.evaluate(changeFilterAndTime, {
        labelText: selectLabel[name],
        value,
        name,
      })
      samples.push(round(ms, 1))
    }
    return {
      method: `in one page of ${usersRoute}, ${filterChanges.length} filter changes (each a value not shown yet, so each asks the server): from the select's change event to the first DOM change after which the rows are not dimmed, the table is not busy and the URL names the value`,
      medianMs: median(samples),
      samplesMs: samples,
    }
  } finally {
    await context.close()
  }
}
