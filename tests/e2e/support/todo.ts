import type { Locator, Page } from 'playwright-core'

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
