import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate'
import type { KanbanBoard, KanbanTask, TaskDraft } from '@models/kanban/kanban'
import type { BoardState } from '@models/kanban/kanban-board'
import { kanbanMachine } from '@machines/kanban/kanban.machine'
import type { KanbanContext, KanbanEvent, KanbanInput } from '@machines/kanban/kanban.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'

/*
 * The kanban machine's model: the boards the screen can show it, and every request a user can make
 * on them, those that make sense and those that do not, by a user who may change the board and by
 * one who may not.
 */

export function task(id: number, boardId: string, title = `Task ${id}`): KanbanTask {
  return {
    id,
    title,
    boardId,
    labels: [],
    description: '',
    dueDate: '2026-11-24',
    attachments: [],
    comments: [],
    assignedTo: [],
    coverImage: null,
  }
}

const boards: KanbanBoard[] = [
  { id: 'todo', title: 'Todo' },
  { id: 'done', title: 'Done' },
]

/** What the store shows first: two boards, two tasks on Todo. */
export const firstBoard: BoardState = { boards, tasks: [task(1, 'todo'), task(2, 'todo')] }

/**
 * What it shows after a change (of this tab's or another's): task 1 on Done, and a board "Later"
 * (so that a new board of that title needs another id).
 */
export const laterBoard: BoardState = {
  boards: [...boards, { id: 'later', title: 'Later' }],
  tasks: [task(2, 'todo'), task(1, 'done')],
}

const draft = (boardId: string, title = 'New task'): TaskDraft =>
  (({ id: _id, ...rest }: KanbanTask) => rest)(task(0, boardId, title))

/** Every request of the model: one of each kind that makes sense somewhere, and some that never do. */
export const requests: KanbanEvent[] = [
  { type: 'kanban.task.move', key: 'across', taskId: 1, boardId: 'done', index: 0 },
  { type: 'kanban.task.move', key: 'within', taskId: 2, boardId: 'todo', index: 0 },
  // Past the end of its own board: where it is already when it is last.
  { type: 'kanban.task.move', key: 'nowhere', taskId: 2, boardId: 'todo', index: 5 },
  { type: 'kanban.task.move', key: 'unknown board', taskId: 1, boardId: 'gone', index: 0 },
  { type: 'kanban.task.update', key: 'update', task: { ...task(2, 'todo'), title: 'Renamed' } },
  { type: 'kanban.task.update', key: 'blank task', task: { ...task(2, 'todo'), title: '  ' } },
  { type: 'kanban.task.add', key: 'add', draft: draft('done'), tempId: -7 },
  { type: 'kanban.task.add', key: 'add nowhere', draft: draft('gone'), tempId: -8 },
  { type: 'kanban.board.add', key: 'addBoard', title: '  Later ' },
  { type: 'kanban.board.add', key: 'blank board', title: '   ' },
  { type: 'kanban.board.rename', key: 'rename', boardId: 'todo', title: 'Backlog' },
  { type: 'kanban.board.rename', key: 'same name', boardId: 'done', title: 'Done' },
  { type: 'kanban.board.clear', key: 'clear', boardId: 'todo' },
  { type: 'kanban.board.delete', key: 'delete', boardId: 'later' },
]

const shown = (board: BoardState): KanbanEvent => ({ type: 'kanban.shown', board })

/** Every event the screen can bring, in any state: the store's boards and the user's requests. */
export function modelEvents(): AnyEventObject[] {
  return [shown(firstBoard), shown(laterBoard), ...requests]
}

// What decides what comes next: the state, who decides and the board shown.
export function serializeState(snapshot: AnyMachineSnapshot): string {
  const { board, mayChange } = snapshot.context as KanbanContext
  return JSON.stringify([
    snapshot.value,
    mayChange,
    board.boards.map((entry) => entry.id),
    board.tasks.map((entry) => `${entry.id}@${entry.boardId}`),
  ])
}

export function eventLabel(event: EventObject): string {
  const known = event as Partial<KanbanEvent> & { key?: string }
  if (known.type === 'kanban.shown') {
    return `the store shows ${known.board === laterBoard ? 'the later board' : 'the first board'}`
  }
  return known.key ? `${event.type} (${known.key})` : event.type
}

export type KanbanPath = ModelPath & { input: KanbanInput }

/** The paths of a user who may change the board, then of one who may not (a client). */
export function kanbanPaths(): KanbanPath[] {
  const from = (input: KanbanInput, prefix: string) =>
    transitionPaths(kanbanMachine, {
      events: modelEvents,
      serializeState,
      limit: TRAVERSAL_LIMIT,
      input,
    }).map((path) => ({ ...labelled(path, eventLabel, prefix), input }))
  return [...from({ mayChange: true }, 'may change: '), ...from({ mayChange: false }, 'client: ')]
}

/** What `npm run model:scenarios` prints for this machine. */
export const scenarios = { machine: 'kanban', paths: kanbanPaths }
