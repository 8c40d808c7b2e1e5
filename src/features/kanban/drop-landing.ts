import type { KanbanTask } from '@models/kanban/kanban'
import { moveTask, tasksOf } from '@models/kanban/kanban-board'

/** Where a dropped task lands: the move to ask for, and its place on that board afterwards. */
export interface DropLanding {
  boardId: string
  /** Among the board's other tasks, as `kanban.task.move` takes it. */
  index: number
  /** 1-based, on the board as it is after the move. */
  position: number
  total: number
}

/**
 * Where the task lands when it is dropped on the task `overTaskId` (or on a board, null), from
 * the tasks as the drag shows them: it has already joined the board it is over. The drop and its
 * announcement both use this, so what is said is where the task goes.
 */
export function dropLanding(
  dragged: readonly KanbanTask[],
  taskId: number,
  overTaskId: number | null,
): DropLanding | null {
  const task = dragged.find((candidate) => candidate.id === taskId)
  if (!task) return null
  const list = tasksOf(dragged, task.boardId)
  const overIndex = list.findIndex((entry) => entry.id === overTaskId)
  const index = overIndex >= 0 ? overIndex : list.findIndex((entry) => entry.id === taskId)
  const landed = tasksOf(moveTask(dragged, taskId, task.boardId, index), task.boardId)
  return {
    boardId: task.boardId,
    index,
    position: landed.findIndex((entry) => entry.id === taskId) + 1,
    total: landed.length,
  }
}
