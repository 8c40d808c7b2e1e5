import type { TodoAssignee } from '@models/todo/todo'
import { queryCache } from '@/services/app-query-cache'
import type { Query } from '@/services/query-cache'
import { prefetchList } from '@/services/list/list-query'
import { fetchAssignees } from './todo-api'
import { todoList } from './todo-list'

/**
 * The people a task may be given to. Not under the list's area: a change to a task does not
 * change the team.
 */
export const assigneesQuery: Query<TodoAssignee[]> = {
  key: ['todoAssignees'],
  load: fetchAssignees,
}

/** The to-do route's prefetch: the tasks its URL asks for, and the team for the drawer. */
export function prefetchTodo(search: string): void {
  prefetchList(todoList, search)
  queryCache.prefetch(assigneesQuery)
}
