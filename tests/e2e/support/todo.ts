import type { Locator, Page } from 'playwright-core'
import type { TodoTask } from '@models/todo/todo'
import { adminAuthorization } from './session'

/** Opens the to-do list and waits for its tasks. */
export async function openTodo(page: Page, search = ''): Promise<void> {
  await page.goto(`/apps/todo${search}`)
  await page.getByRole('list', { name: 'Tasks' }).locator('.todo-row').first().waitFor()
}

/** The task drawer, once it is open. */
export const taskDrawer = (page: Page): Locator => page.getByRole('dialog')

/** Opens a task, by its title, in the edit drawer. */
export async function openTask(page: Page, title: string): Promise<Locator> {
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click()
  const drawer = taskDrawer(page)
  await drawer.waitFor()
  return drawer
}

/** Every task the demo server holds, deleted ones too, newest first. */
export async function serverTasks(baseURL: string, filter = ''): Promise<TodoTask[]> {
  const url = new URL('/apps/todo/tasks', baseURL)
  if (filter) url.searchParams.set('filter', filter)
  const response = await fetch(url, { headers: await adminAuthorization(baseURL) })
  return ((await response.json()) as { tasks: TodoTask[] }).tasks
}

/** What the page has the focus on: its tag, name and the day cell around it, if any. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return {
      tag: element?.tagName ?? '',
      id: element?.id ?? '',
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      day: element?.closest('td')?.getAttribute('aria-label') ?? null,
    }
  })
}
