import type { AbilityRule } from '@models/session/abilities'
import type { RouteEntry } from '@/components/routes/route-entry'

/** The team's to-do list: the admin and employees, not a client. */
const teamTodo: AbilityRule = { action: 'manage', subject: 'Todo' }

/** The routes of src/features/todo, in the order of the menu (route-table.ts collects them). */
export const todoRoutes: RouteEntry[] = [
  {
    path: '/apps/todo',
    titleKey: 'routes.todo',
    icon: 'pi pi-check-square',
    layout: 'app',
    menu: 'apps',
    access: teamTodo,
    namespaces: ['todo', 'table'],
    page: '@/features/todo/todo.page',
    load: () => import('@/features/todo/todo.page'),
    prefetchModule: '@/services/todo/todo-query',
    prefetch: (search) =>
      import('@/services/todo/todo-query').then((module) => module.prefetchTodo(search)),
  },
]
