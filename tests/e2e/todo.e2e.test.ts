import { beforeEach, describe, expect, it } from 'vitest'
import { dateOfDay, dayOf } from '@models/format/day'
import { saveScreenshot, useBrowser } from './support/browser'
import { focused, openTask, openTodo, serverTasks } from './support/todo'

/*
 * The to-do list in Chromium, with the keyboard alone where it matters: the date picker's
 * keyboard (PrimeReact's calendar dropped the focus to the page when it opened, and after a day
 * was picked), and the row toggles and filter kept over a reload.
 */
describe('to-do', () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it('picks a due date with the keyboard alone, the focus kept all the way', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await openTodo(page)
    const title = 'Plan the spring newsletter'
    const before = (await serverTasks(browser.baseURL)).find((task) => task.title === title)!
    const drawer = await openTask(page, title)
    const due = drawer.getByRole('combobox', { name: 'Due date' })
    const panel = drawer.locator('.p-datepicker')
    const dueId = await due.getAttribute('id')

    // Tab reaches the field, where a day can be typed: the panel stays shut.
    expect((await focused(page)).name).toBe('')
    await page.keyboard.press('Tab')
    expect((await focused(page)).id).toBe(dueId)
    await page.waitForTimeout(300)
    expect(await panel.isVisible()).toBe(false)

    // The Down arrow opens it on the picked day, and the focus stays there.
    await page.keyboard.press('ArrowDown')
    await panel.waitFor()
    await expect.poll(async () => (await focused(page)).day).not.toBeNull()
    await page.waitForTimeout(500)
    const picked = await focused(page)
    expect(picked.tag).toBe('SPAN')
    expect(await drawer.locator('td[aria-selected="true"]').getAttribute('aria-label')).toBe(
      picked.day,
    )
    await saveScreenshot(page, 'todo-date-keyboard')

    // Escape closes the panel only, back on the field.
    await page.keyboard.press('Escape')
    await panel.waitFor({ state: 'hidden' })
    expect((await focused(page)).id).toBe(dueId)
    expect(await drawer.isVisible()).toBe(true)

    // The next day, with the arrows and Enter; the focus comes back to the field.
    await page.keyboard.press('ArrowDown')
    await panel.waitFor()
    await expect.poll(async () => (await focused(page)).day).toBe(picked.day)
    await page.keyboard.press('ArrowRight')
    const next = await focused(page)
    expect(next.day).not.toBe(picked.day)
    await page.keyboard.press('Enter')
    await panel.waitFor({ state: 'hidden' })
    await expect.poll(async () => (await focused(page)).id).toBe(dueId)
    expect(await due.inputValue()).toBe(next.day)

    await drawer.getByRole('button', { name: 'Save' }).click()
    const dayAfter = dayOf(new Date(dateOfDay(before.dueDate!)!.getTime() + 36 * 3600 * 1000))
    await expect
      .poll(async () => (await serverTasks(browser.baseURL)).find((t) => t.id === before.id))
      .toMatchObject({ dueDate: dayAfter })
    expect(pageErrors).toEqual([])
  })

  it('keeps the toggles, the filter and the search over a reload', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await openTodo(page)
    const title = 'Call back Northwind Traders'
    await page.getByRole('checkbox', { name: `Completed: ${title}` }).focus()
    await page.keyboard.press('Space')
    await page.getByRole('button', { name: `Important: ${title}` }).focus()
    await page.keyboard.press('Enter')
    await expect
      .poll(async () => (await serverTasks(browser.baseURL)).find((t) => t.title === title))
      .toMatchObject({ isCompleted: true, isImportant: true })

    await page.getByRole('button', { name: 'Important', exact: true }).click()
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill('northwind')
    await expect.poll(() => page.url()).toMatch(/\/apps\/todo\?q=northwind&filter=important$/)
    await page.reload()
    await page.locator('.todo-row').first().waitFor()
    expect(await page.locator('.todo-row__title').allInnerTexts()).toEqual([title])
    expect(await page.getByRole('checkbox', { name: `Completed: ${title}` }).isChecked()).toBe(true)
    expect(
      await page.getByRole('button', { name: `Important: ${title}` }).getAttribute('aria-pressed'),
    ).toBe('true')
    expect(await page.getByRole('searchbox', { name: 'Search tasks' }).inputValue()).toBe(
      'northwind',
    )
    // Back: the plain list.
    await page.goBack()
    await expect.poll(() => page.locator('.todo-row').count()).toBeGreaterThan(1)
    expect(pageErrors).toEqual([])
  })
})
