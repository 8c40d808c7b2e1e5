import type { Locator, Page } from 'playwright-core'
import type { KanbanBoard, KanbanTask } from '@models/kanban/kanban'
import { adminAuthorization } from './session'

/** Opens the kanban board and waits for its boards. */
export async function openKanban(page: Page): Promise<void> {
  await page.goto('/apps/kanban')
  await page.getByRole('region', { name: 'Todo' }).waitFor()
}

/** A board, by its title. */
export const board = (page: Page, title: string): Locator =>
  page.getByRole('region', { name: title, exact: true })

/** A task's card, by its title, wherever it is. */
export const card = (scope: Page | Locator, title: string): Locator => {
  const page = 'mouse' in scope ? scope : scope.page()
  return scope.locator('.kanban-task-slot', {
    has: page.getByRole('button', { name: `Open task ${title}`, exact: true }),
  })
}

/** The task titles a board shows, in order. */
export async function titlesOn(page: Page, title: string): Promise<string[]> {
  return board(page, title).locator('.kanban-task__open').allInnerTexts()
}

/** What the demo server holds. */
export async function serverKanban(
  baseURL: string,
): Promise<{ boards: KanbanBoard[]; tasks: KanbanTask[] }> {
  const headers = await adminAuthorization(baseURL)
  const [boards, tasks] = await Promise.all(
    ['boards', 'tasks'].map((path) =>
      fetch(new URL(`/apps/kanban/${path}`, baseURL), { headers }).then((response) =>
        response.json(),
      ),
    ),
  )
  return { boards, tasks }
}

/** The titles of a board's tasks on the server, in order. */
export async function serverTitlesOn(baseURL: string, boardId: string): Promise<string[]> {
  const { tasks } = await serverKanban(baseURL)
  return tasks.filter((task) => task.boardId === boardId).map((task) => task.title)
}

/**
 * Drags with a real pointer: press on `from`, move in steps past dnd-kit's activation distance
 * and on to `to` (its middle, or just under its top edge), and release there.
 */
export async function dragWithMouse(
  page: Page,
  from: Locator,
  to: Locator,
  at: 'top' | 'middle' = 'middle',
  /** Where the board says the task is over before it is let go, e.g. "board Todo, position 1 of 3". */
  over?: string,
): Promise<void> {
  const start = (await from.boundingBox())!
  const end = (await to.boundingBox())!
  const x = start.x + start.width / 2
  const y = start.y + 24
  await page.mouse.move(x, y)
  await page.mouse.down()
  await page.mouse.move(x + 10, y + 10, { steps: 4 })
  // Grabbed near its top, the card lands with its top where the pointer leaves it.
  const endY = at === 'top' ? end.y + 12 : end.y + end.height / 2
  await page.mouse.move(end.x + end.width / 2, endY, { steps: 20 })
  await page.mouse.move(end.x + end.width / 2, endY + 4, { steps: 4 })
  // Two frames, as a hand pauses before letting go: dnd-kit measures where the card is over on
  // animation frames, and on a busy machine the last move may not have been measured yet.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  // A hand lets go once it sees where the task will land: on a busy machine the board may not
  // have caught up with the last moves yet.
  if (over)
    await page
      .locator('[id^="DndLiveRegion"]')
      .filter({ hasText: `is over ${over}.` })
      .waitFor()
  await page.mouse.up()
}

/** The app's main menu. */
export const mainMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Main menu' })

/** What a task's card says of its change on its way ("Saving…", "Waiting for network"), if any. */
export async function pendingMark(page: Page, title: string): Promise<string | null> {
  const mark = card(page, title).locator('.kanban-task__pending')
  return (await mark.count()) === 0 ? null : (await mark.innerText()).trim()
}

/** What the screen says of its data beside its title (offline, changes on their way). */
export async function syncStatus(page: Page): Promise<string> {
  return (await page.locator('.kanban-page .sync-status').innerText()).trim()
}

/** Moves a task with its "Move to…" dialog to a board, at a place ("1 of 4"). */
export async function moveWithMenu(
  page: Page,
  title: string,
  boardTitle: string,
  place: string,
): Promise<void> {
  await page.getByRole('button', { name: `Move to… ${title}`, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Move “${title}”` })
  await dialog.getByLabel('Board').selectOption({ label: boardTitle })
  await dialog.getByLabel('Position').selectOption({ label: place })
  await dialog.getByRole('button', { name: 'Move' }).click()
  await dialog.waitFor({ state: 'detached' })
}

/** The board as the user sees it: each board's title and its tasks' titles, in order. */
export async function shownBoard(page: Page): Promise<{ title: string; tasks: string[] }[]> {
  const titles = await page.locator('.kanban-board .kanban-board__title').allInnerTexts()
  return Promise.all(titles.map(async (title) => ({ title, tasks: await titlesOn(page, title) })))
}

/** The board the demo server holds, as {@link shownBoard} gives it. */
export async function serverBoard(baseURL: string): Promise<{ title: string; tasks: string[] }[]> {
  const { boards, tasks } = await serverKanban(baseURL)
  return boards.map((entry) => ({
    title: entry.title,
    tasks: tasks.filter((task) => task.boardId === entry.id).map((task) => task.title),
  }))
}
