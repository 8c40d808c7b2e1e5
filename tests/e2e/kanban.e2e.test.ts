import { beforeEach, describe, expect, it } from 'vitest'
import type { Request } from 'playwright-core'
import { saveScreenshot, useBrowser } from './support/browser'
import {
  board,
  card,
  dragWithMouse,
  mainMenu,
  moveWithMenu,
  openKanban,
  pendingMark,
  serverBoard,
  serverKanban,
  serverTitlesOn,
  shownBoard,
  syncStatus,
  titlesOn,
} from './support/kanban'

/** A change of the board: a POST or DELETE under /apps/kanban/. */
const isKanbanChange = (request: Request) =>
  request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/apps/kanban/')

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
      route.fulfill({ status: 409, json: { message: 'The board is locked' } }),
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

  it('opens offline after one visit, from what this device stored, and says it is offline', async () => {
    const { page, context, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await openKanban(page)
    const before = await shownBoard(page)
    await mainMenu(page).getByRole('link', { name: 'To-do' }).click()
    await page.waitForURL('**/apps/todo')

    await context.setOffline(true)
    await mainMenu(page).getByRole('link', { name: 'Kanban' }).click()
    await page.waitForURL('**/apps/kanban')
    await board(page, 'Todo').waitFor()
    expect(await shownBoard(page)).toEqual(before)
    await page.getByText('Offline: showing what this device saved on').waitFor()
    await page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor()
    expect(pageErrors).toEqual([])
  })

  it('shows a card moved in one tab in another tab of the same user within a second', async () => {
    const { page: first, context, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await openKanban(first)
    const second = await context.newPage()
    await openKanban(second)

    await moveWithMenu(first, 'Onboarding screens', 'Todo', '1 of 4')
    const moved = [
      'Onboarding screens',
      'Research FAQ page UX',
      'Review JavaScript code',
      'Create product banner images',
    ]
    await expect.poll(() => titlesOn(first, 'Todo')).toEqual(moved)
    await expect.poll(() => titlesOn(second, 'Todo'), { timeout: 1_000 }).toEqual(moved)
    expect(await titlesOn(second, 'In Progress')).not.toContain('Onboarding screens')
    expect(pageErrors).toEqual([])
  })

  it('keeps changes made while the server cannot be reached through a reload, and sends each once, in order, when it can', async () => {
    const { page, context, pageErrors } = await browser.newPage({ signedInAs: 'admin' })
    await openKanban(page)
    const onServer = await serverBoard(browser.baseURL)

    // No network: each change shows at once, marked, and waits.
    await context.setOffline(true)
    await moveWithMenu(page, 'Onboarding screens', 'Todo', '1 of 4')
    const done = board(page, 'Done')
    await done.getByRole('button', { name: 'Add task' }).click()
    await done.getByLabel('Task title').fill('Planned on the train')
    await done.getByLabel('Task title').press('Enter')
    await done.getByRole('button', { name: 'Cancel' }).click()
    // The new task, not yet on the server, moved to the top of its board.
    await moveWithMenu(page, 'Planned on the train', 'Done', '1 of 4')
    const expected = await shownBoard(page)
    expect(expected.find((entry) => entry.title === 'Todo')!.tasks[0]).toBe('Onboarding screens')
    expect(expected.find((entry) => entry.title === 'Done')!.tasks[0]).toBe('Planned on the train')
    await expect.poll(() => pendingMark(page, 'Onboarding screens')).toBe('Waiting for network')
    expect(await pendingMark(page, 'Planned on the train')).toBe('Waiting for network')
    expect(await pendingMark(page, 'Research FAQ page UX')).toBeNull()
    await expect.poll(() => syncStatus(page)).toContain('3 changes waiting for network')
    await saveScreenshot(page, 'kanban-offline-pending')

    // The network is back, but the server cannot be reached: the page reloads, the changes stay.
    await context.route('**/apps/kanban/**', (route) =>
      isKanbanChange(route.request()) ? route.abort('connectionrefused') : route.continue(),
    )
    await context.setOffline(false)
    await page.reload()
    await board(page, 'Todo').waitFor()
    expect(await shownBoard(page)).toEqual(expected)
    await expect.poll(() => pendingMark(page, 'Onboarding screens')).toBe('Saving…')
    expect(await pendingMark(page, 'Planned on the train')).toBe('Saving…')
    await expect.poll(() => syncStatus(page)).toContain('Sending 3 changes…')
    expect(await serverBoard(browser.baseURL)).toEqual(onServer)

    // The server can be reached again: each change reaches it once, in the order made.
    const sent: string[] = []
    page.on('requestfinished', (request) => {
      if (isKanbanChange(request)) {
        const endpoint = new URL(request.url()).pathname.split('/').at(-1)
        sent.push(`${endpoint} ${request.headers()['idempotency-key']}`)
      }
    })
    await context.unroute('**/apps/kanban/**')
    // The network blinks, as it does: the outbox tries at once rather than after its backoff.
    await context.setOffline(true)
    await context.setOffline(false)
    await expect.poll(() => syncStatus(page)).not.toContain('Sending')
    expect(await pendingMark(page, 'Onboarding screens')).toBeNull()
    expect(await pendingMark(page, 'Planned on the train')).toBeNull()
    await expect.poll(() => serverBoard(browser.baseURL)).toEqual(expected)
    expect(await shownBoard(page)).toEqual(expected)
    expect(sent.map((entry) => entry.split(' ')[0])).toEqual([
      'update-task-board',
      'reorder-tasks',
      'add-task',
      'reorder-tasks',
    ])
    // Each call once: no key twice.
    expect(new Set(sent).size).toBe(sent.length)
    const { tasks } = await serverKanban(browser.baseURL)
    expect(tasks.filter((task) => task.title === 'Planned on the train')).toHaveLength(1)
    expect(pageErrors).toEqual([])
  })
})
