import {
  applyCommand,
  moveTask,
  movesOnServer,
  tasksOfCommand,
  withServerIds,
  type BoardState,
  type CommandOutput,
  type KanbanCommand,
} from '@models/kanban/kanban-board'
import { rowsOfBoard } from '@models/kanban/kanban-rows'
import { wholeAreaProjection, type ServerIds } from '../local-store/whole-area-projection'

/*
 * The kanban board in the local store: the server's board, and the rows of boards and tasks the
 * screen reads, which are that board with the changes on their way applied in order.
 */

const emptyBoard: BoardState = { boards: [], tasks: [] }

/** The temporary ids of `ids`, by kind. */
function idMaps(ids: ServerIds) {
  const tasks = new Map<number, number>()
  const boards = new Map<string, string>()
  for (const [from, to] of Object.entries(ids)) {
    if (from.startsWith('task:')) tasks.set(Number(from.slice(5)), Number(to))
    if (from.startsWith('board:')) boards.set(from.slice(6), String(to))
  }
  return { tasks, boards }
}

export const kanbanProjection = wholeAreaProjection<'kanban', BoardState, KanbanCommand>({
  area: 'kanban',
  stores: ['kanbanBoards', 'kanbanTasks'],
  empty: emptyBoard,
  stateOf: (event) => (event.type === 'kanban.received' ? event.board : emptyBoard),
  apply: (state, command) => applyCommand(state, command),
  take(state, command, output) {
    const answer = output as CommandOutput
    switch (command.kind) {
      // Two calls on the server (update-task-board, reorder-tasks) that end where the move puts
      // the task; one with nothing to do there was not sent (kanban-outbox.ts).
      case 'move':
        return movesOnServer(state, command)
          ? {
              ...state,
              tasks: moveTask(state.tasks, command.taskId, command.boardId, command.index),
            }
          : state
      // What the server stored; without an answer, nothing was sent (its board or task is gone).
      case 'updateTask':
        return answer && 'task' in answer
          ? applyCommand(state, { ...command, task: answer.task })
          : state
      case 'addTask':
        return answer && 'task' in answer ? applyCommand(state, command, answer) : state
      case 'addBoard':
        return answer && 'board' in answer ? applyCommand(state, command, answer) : state
      default:
        return applyCommand(state, command, answer)
    }
  },
  serverIds(command, output) {
    const answer = output as CommandOutput
    if (command.kind === 'addTask' && answer && 'task' in answer) {
      return { [`task:${command.tempId}`]: answer.task.id }
    }
    // A new board's id is made from its title among the boards shown, as the server makes it
    // among its own: they differ only when the server holds a board of that title not yet shown
    // here. (Kept among the ids, the mapping would also rename a later change of that other
    // board, once shown, to the new one: a rare case of two users adding the same title at once.)
    if (command.kind === 'addBoard' && answer && 'board' in answer) {
      return answer.board.id === command.boardId
        ? {}
        : { [`board:${command.boardId}`]: answer.board.id }
    }
    return {}
  },
  withIds(command, ids) {
    const renamed = withServerIds(command, idMaps(ids))
    return JSON.stringify(renamed) === JSON.stringify(command) ? command : renamed
  },
  async write(stores, view, pending) {
    const { boards, tasks } = rowsOfBoard(view, new Set(pending.flatMap(tasksOfCommand)))
    await Promise.all([stores.kanbanBoards.clear(), stores.kanbanTasks.clear()])
    await Promise.all([stores.kanbanBoards.bulkAdd(boards), stores.kanbanTasks.bulkAdd(tasks)])
  },
})
