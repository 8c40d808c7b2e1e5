import type { ListChange } from '@models/lists/list-change'
import {
  isListedTodo,
  todoFilters,
  todoSorts,
  todoTags,
  type TodoFields,
  type TodoTask,
} from '@models/todo/todo'
import type { EditableListSource } from '@/services/list/list-source'
import { addTask, deleteTask, fetchTaskPage, updateTask } from './todo-api'

/** A task added from the drawer's fields, or some of a task's fields changed (a soft delete too). */
export type TodoChange = ListChange<Partial<TodoFields>, Partial<TodoTask>>

const asTaskId = (id: number | string) => Number(id)

async function sendTodoChange(change: TodoChange, signal: AbortSignal): Promise<unknown> {
  switch (change.kind) {
    case 'add':
      return addTask(change.draft, signal)
    case 'update':
      return updateTask(asTaskId(change.id), change.patch, signal)
    case 'delete':
      // The page deletes one task at a time; several are sent one after the other.
      for (const id of change.ids) await deleteTask(asTaskId(id), signal)
      return undefined
  }
}

/** The list holds every match on one page: the server answers them all at once. */
export const wholeList = Number.MAX_SAFE_INTEGER

/**
 * The team's to-do list (/apps/todo) on the list pattern. `GET /apps/todo/tasks` neither pages
 * nor takes a sort column: it answers every task that matches, in the order its `sortBy` names.
 * So the list is one page of all of them, and the spec's three parameters are the list's filters,
 * in the URL under their own names: `filter` (important, completed, deleted; none is the tasks
 * not deleted, the side column's "My tasks"), `tag`, and `sortBy` (none is the server's default,
 * latest). The list's own sort column is unused. Its changes (add, edit, the row toggles, a soft
 * delete and a restore) take the list pattern's one optimistic path; a task they move out of
 * the filter, the tag or the search leaves the list at once.
 */
export const todoList: EditableListSource<TodoTask, TodoChange> = {
  area: 'todo',
  shape: {
    perPage: wholeList,
    perPageOptions: [wholeList],
    sortColumn: '',
    sort: 'asc',
    sortColumns: [],
    filters: { filter: todoFilters, tag: todoTags, sortBy: todoSorts },
  },
  fetchPage: fetchTaskPage,
  sendChange: sendTodoChange,
  rowId: (task) => task.id,
  // A task restored, starred off under Important or ticked off under Completed leaves at once.
  belongs: (task, { q, filters }) => isListedTodo(task, { ...filters, q }),
  draftRow: (draft, id) => ({
    title: '',
    dueDate: null,
    description: '',
    assignee: null,
    tags: [],
    isCompleted: false,
    isImportant: false,
    ...draft,
    isDeleted: false,
    id,
  }),
  messages: {
    deleted: 'todo:toast.deleted',
    refused: {
      add: 'todo:toast.addRefused',
      update: 'todo:toast.updateRefused',
      delete: 'todo:toast.deleteRefused',
    },
  },
}
