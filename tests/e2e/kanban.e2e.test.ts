import { beforeEach, describe, expect, it } from 'vitest'
import { saveScreenshot, useBrowser } from './support/browser'
import {
  board,
  card,
  dragWithMouse,
  openKanban,
  serverKanban,
  serverTitlesOn,
  titlesOn,
} from './support/kanban'

describe('kanban', () => {
  const browser = useBrowser()

  beforeEach(async () => {
    await browser.resetDemoData()
  })

  it('keeps a task dragged to another board there after a reload', async () => {
    const { page, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await openKanban(page)
    const done = board(page, 'Done')
    await dragWithMouse(page, card(page, 'Review JavaScript code'), card(done, 'Release notes 2.4'))

    await expect.poll(() => titlesOn(page, 'Done')).toContain('Review JavaScript code')
    expect(await titlesOn(page, 'Todo')).not.toContain('Review JavaScript code')
    await expect
      .poll(() => serverTitlesOn(browser.baseURL, 'done'))
      .toContain('Review JavaScript code')

    await page.reload()
    await board(page, 'Done').waitFor()
    await card(board(page, 'Done'), 'Review JavaScript code').waitFor()
    expect(await titlesOn(page, 'Done')).toEqual(await serverTitlesOn(browser.baseURL, 'done'))
    expect(await titlesOn(page, 'Todo')).toEqual([
      'Research FAQ page UX',
      'Create product banner images',
    ])
    await saveScreenshot(page, 'kanban-after-drag')
    expect(pageErrors).toEqual([])
  })

  it('reorders a task within its board by dragging', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await openKanban(page)
    const todo = board(page, 'Todo')
    await dragWithMouse(
      page,
      card(todo, 'Create product banner images'),
      card(todo, 'Research FAQ page UX'),
      'top',
      'board Todo, position 1 of 3',
    )
    await expect
      .poll(() => serverTitlesOn(browser.baseURL, 'todo'))
      .toEqual(['Create product banner images', 'Research FAQ page UX', 'Review JavaScript code'])
    expect(await titlesOn(page, 'Todo')).toEqual(await serverTitlesOn(browser.baseURL, 'todo'))
  })

  it('moves a task with the keyboard alone', async () => {
    // Wide enough that every board is in view, so the arrows move the task rather than scroll.
    const { page } = await browser.newPage({
      signedInAs: 'admin',
      viewport: { width: 1440, height: 900 },
    })
    await openKanban(page)
    const handle = page.getByRole('button', { name: 'Drag task Research FAQ page UX' })
    await handle.focus()
    await page.keyboard.press('Space')
    await page
      .getByText('Task Research FAQ page UX is over board Todo, position 1 of 3.')
      .waitFor({ state: 'attached' })
    // dnd-kit starts listening for arrows a moment after the pick-up, so an early arrow may go
    // unheard: press again until the task is over the next board.
    const live = page.locator('[id^="DndLiveRegion"]')
    await expect
      .poll(async () => {
        const said = await live.innerText()
        if (!said.includes('over board In Progress')) await page.keyboard.press('ArrowRight')
        return said
      })
      .toContain('Task Research FAQ page UX is over board In Progress')
    await page.keyboard.press('Space')
    await expect
      .poll(() => serverTitlesOn(browser.baseURL, 'in-progress'))
      .toContain('Research FAQ page UX')
    expect(await titlesOn(page, 'In Progress')).toContain('Research FAQ page UX')
  })

  it('moves a task through its "Move to…" menu', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await openKanban(page)
    await page.getByRole('button', { name: 'Move to… Onboarding screens' }).click()
    const dialog = page.getByRole('dialog', { name: 'Move “Onboarding screens”' })
    await dialog.getByLabel('Board').selectOption({ label: 'Todo' })
    await dialog.getByLabel('Position').selectOption({ label: '1 of 4' })
    await dialog.getByRole('button', { name: 'Move' }).click()
    await expect
      .poll(() => serverTitlesOn(browser.baseURL, 'todo'))
      .toEqual([
        'Onboarding screens',
        'Research FAQ page UX',
        'Review JavaScript code',
        'Create product banner images',
      ])
    expect(await titlesOn(page, 'Todo')).toEqual(await serverTitlesOn(browser.baseURL, 'todo'))
  })

  it('puts a move back and says so when the server refuses it', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await page.route('**/apps/kanban/update-task-board', (route) =>
      route.fulfill({ status: 500, json: { message: 'The board is locked' } }),
    )
    await openKanban(page)
    await page.getByRole('button', { name: 'Move to… Onboarding screens' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Board').selectOption({ label: 'Done' })
    await dialog.getByRole('button', { name: 'Move' }).click()
    await page.getByText('The task could not be moved').waitFor()
    await page.getByText('The board is locked').waitFor()
    expect(await titlesOn(page, 'In Progress')).toEqual([
      'Dashboard analytics cards',
      'Charts and maps for reports',
      'Onboarding screens',
    ])
    expect(await titlesOn(page, 'Done')).toEqual(await serverTitlesOn(browser.baseURL, 'done'))
  })

  it('deletes a board together with its tasks, after asking', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await openKanban(page)
    const doneTasks = await serverTitlesOn(browser.baseURL, 'done')
    expect(doneTasks.length).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Actions for Done' }).click()
    await page.getByRole('menuitem', { name: 'Delete board' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete “Done”?' })
    await dialog.getByRole('button', { name: 'Delete board' }).click()
    await board(page, 'Done').waitFor({ state: 'detached' })
    await expect
      .poll(async () => (await serverKanban(browser.baseURL)).boards.map((entry) => entry.id))
      .toEqual(['todo', 'in-progress'])
    const { tasks } = await serverKanban(browser.baseURL)
    expect(tasks.filter((task) => task.boardId === 'done')).toEqual([])

    await page.reload()
    await board(page, 'Todo').waitFor()
    expect(await board(page, 'Done').count()).toBe(0)
    for (const title of doneTasks) expect(await card(page, title).count()).toBe(0)
  })

  it('adds a task at the bottom of a board with a due date two days away', async () => {
    const { page } = await browser.newPage({ signedInAs: 'admin' })
    await openKanban(page)
    const done = board(page, 'Done')
    await done.getByRole('button', { name: 'Add task' }).click()
    await done.getByLabel('Task title').fill('Ship the kanban board')
    await done.getByLabel('Task title').press('Enter')
    await card(done, 'Ship the kanban board').waitFor()
    expect((await titlesOn(page, 'Done')).at(-1)).toBe('Ship the kanban board')
    const { tasks } = await serverKanban(browser.baseURL)
    const added = tasks.find((task) => task.title === 'Ship the kanban board')!
    const due = await page.evaluate(() => {
      const date = new Date()
      date.setDate(date.getDate() + 2)
      return date.toLocaleDateString('en-CA')
    })
    expect(added.dueDate).toBe(due)
  })
})
