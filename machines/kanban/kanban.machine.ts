import { assign, emit, fromPromise, setup } from 'xstate'
import type { KanbanTask } from '@models/kanban'
import {
  applyCommand,
  changeBoard,
  idsOf,
  moveTask,
  movesAnything,
  reorderBoard,
  withPending,
} from '@models/kanban-board'
import type {
  BoardChange,
  BoardOrder,
  BoardState,
  CommandOutput,
  KanbanCommand,
  KanbanContext,
  KanbanEdit,
  KanbanEmitted,
  KanbanEvent,
  KanbanInput,
} from './kanban.types'
import { notProvided } from '../not-provided'

const emptyBoard: BoardState = { boards: [], tasks: [] }

/** The command a user event asks for. */
export function commandOf(event: KanbanEvent): KanbanCommand | null {
  switch (event.type) {
    case 'kanban.task.move':
      return {
        kind: 'move',
        key: event.key,
        taskId: event.taskId,
        boardId: event.boardId,
        index: event.index,
      }
    case 'kanban.task.update':
      return { kind: 'updateTask', key: event.key, task: event.task }
    case 'kanban.task.add':
      return { kind: 'addTask', key: event.key, draft: event.draft }
    case 'kanban.board.add':
      return { kind: 'addBoard', key: event.key, title: event.title.trim() }
    case 'kanban.board.rename':
      return {
        kind: 'renameBoard',
        key: event.key,
        boardId: event.boardId,
        title: event.title.trim(),
      }
    case 'kanban.board.delete':
      return { kind: 'deleteBoard', key: event.key, boardId: event.boardId }
    case 'kanban.board.clear':
      return { kind: 'clearBoard', key: event.key, boardId: event.boardId }
    default:
      return null
  }
}

const head = (context: KanbanContext) => context.pending[0]!
const headMove = (context: KanbanContext) =>
  head(context) as Extract<KanbanCommand, { kind: 'move' }>
/** The reorder that puts the head move's task in place on the server: its board's new order. */
function orderOfHead(context: KanbanContext): BoardOrder {
  const { taskId, boardId, index } = headMove(context)
  return { boardId, ids: idsOf(moveTask(context.server.tasks, taskId, boardId, index), boardId) }
}
const taskOnServer = (context: KanbanContext, id: number): KanbanTask | undefined =>
  context.server.tasks.find((task) => task.id === id)

/** Whether a user event asks for a change that makes sense on what the screen shows. */
function isSensible(context: KanbanContext, event: KanbanEvent): boolean {
  const command = commandOf(event)
  if (!command) return false
  const { boards, tasks } = context.view
  const hasBoard = (id: string) => boards.some((board) => board.id === id)
  switch (command.kind) {
    case 'move':
      return hasBoard(command.boardId) && movesAnything(tasks, command)
    case 'updateTask':
      return (
        command.task.title.trim() !== '' &&
        hasBoard(command.task.boardId) &&
        tasks.some((task) => task.id === command.task.id)
      )
    case 'addTask':
      return command.draft.title.trim() !== '' && hasBoard(command.draft.boardId)
    case 'addBoard':
      return command.title !== ''
    case 'renameBoard':
      return (
        command.title !== '' &&
        boards.some((board) => board.id === command.boardId && board.title !== command.title)
      )
    case 'deleteBoard':
    case 'clearBoard':
      return hasBoard(command.boardId)
  }
}

const userEvents = [
  'kanban.task.move',
  'kanban.task.update',
  'kanban.task.add',
  'kanban.board.add',
  'kanban.board.rename',
  'kanban.board.delete',
  'kanban.board.clear',
] as const

/** Each user change is queued when it makes sense on the board shown. */
const userEventHandlers = Object.fromEntries(
  userEvents.map((type) => [type, { guard: 'isSensible', actions: 'enqueue' }] as const),
)

/** The head command was refused: it leaves the queue and the screen, and the user is told. */
const refuse = [
  {
    type: 'notifyRefused',
    params: ({ context, event }: { context: KanbanContext; event: { error: unknown } }) => ({
      command: head(context),
      error: event.error,
    }),
  },
  {
    type: 'settle',
    params: ({ context }: { context: KanbanContext }) => ({ command: head(context), ok: false }),
  },
  'dropHead',
] as const

/**
 * The kanban board: loads the boards and tasks, shows every change at once and sends the changes
 * to the server one at a time, in the order they were made, so that a second move made while the
 * first is on its way can be neither lost nor overtaken. A move within a board is one reorder; a
 * move to another board is update-task-board, then the reorder of the board it went to. A change
 * the server refuses leaves the screen: it shows the server's board again with the later changes
 * on top, and the user gets an error toast.
 */
export const kanbanMachine = setup({
  types: {
    context: {} as KanbanContext,
    events: {} as KanbanEvent,
    emitted: {} as KanbanEmitted,
    input: {} as KanbanInput,
  },
  actors: {
    loadBoard: fromPromise<BoardState>(notProvided('loadBoard')),
    updateTaskBoard: fromPromise<KanbanTask, BoardChange>(notProvided('updateTaskBoard')),
    reorderTasks: fromPromise<undefined, BoardOrder>(notProvided('reorderTasks')),
    sendEdit: fromPromise<CommandOutput, KanbanEdit>(notProvided('sendEdit')),
  },
  actions: {
    /** Tells the user the server refused a change (an error toast). */
    notifyRefused: (_, _params: { command: KanbanCommand; error: unknown }) => undefined,
    /** Logs a failure the screen shows in its own way. */
    reportFailure: (_, _params: { error: unknown }) => undefined,
    /**
     * The server's board could not be loaded while last time's is on screen: it stays usable, and
     * the user is told that it may be out of date (SPEC.md section 8: a toast).
     */
    notifyStale: (_, _params: { error: unknown }) => undefined,
    settle: emit((_, params: { command: KanbanCommand; ok: boolean }) => ({
      type: 'kanban.settled' as const,
      key: params.command.key,
      kind: params.command.kind,
      ok: params.ok,
    })),
    /** The server's board arrived; changes made meanwhile (on a cached board) stay on top. */
    takeLoaded: assign(({ context }, params: { board: BoardState }) => ({
      server: params.board,
      view: withPending(params.board, context.pending),
      loadError: null,
    })),
    rememberLoadError: assign((_, params: { error: unknown }) => ({ loadError: params.error })),
    enqueue: assign(({ context, event }) => {
      const command = commandOf(event)!
      const pending = [...context.pending, command]
      return { pending, view: applyCommand(context.view, command) }
    }),
    /** The server took the head command: it joins the server's state. */
    takeHead: assign(({ context }, params: { output?: CommandOutput }) => ({
      server: applyCommand(context.server, head(context), params.output),
    })),
    /**
     * reorder-tasks went through: the server put the board's tasks in the order sent, each in one
     * of the board's places, so the client's copy matches a reload task for task.
     */
    takeOrder: assign(({ context }) => {
      const { boardId, ids } = orderOfHead(context)
      return {
        server: { ...context.server, tasks: reorderBoard(context.server.tasks, boardId, ids) },
      }
    }),
    /** update-task-board went through: the task is last on its new board on the server. */
    takeBoardChange: assign(({ context }) => ({
      server: {
        ...context.server,
        tasks: changeBoard(
          context.server.tasks,
          headMove(context).taskId,
          headMove(context).boardId,
        ),
      },
    })),
    /** The head command is done with; the screen is the server's state plus the rest. */
    dropHead: assign(({ context }) => {
      const pending = context.pending.slice(1)
      return { pending, view: withPending(context.server, pending) }
    }),
  },
  guards: {
    isSensible: ({ context, event }) => isSensible(context, event),
    hasPending: ({ context }) => context.pending.length > 0,
    /** A board is on screen (the one shown last time) while the server's loads. */
    showsBoard: ({ context }) => context.view !== emptyBoard,
    /** Earlier changes made the head move pointless (its task is gone, or already there). */
    headMovesNothing: ({ context }) => {
      const command = head(context)
      return (
        command.kind === 'move' &&
        (!context.server.boards.some((board) => board.id === command.boardId) ||
          !movesAnything(context.server.tasks, command))
      )
    },
    headChangesBoard: ({ context }) => {
      const command = head(context)
      return (
        command.kind === 'move' &&
        taskOnServer(context, command.taskId)?.boardId !== command.boardId
      )
    },
    headIsMove: ({ context }) => head(context).kind === 'move',
  },
}).createMachine({
  id: 'kanban',
  context: ({ input }) => ({
    server: input.board ?? emptyBoard,
    view: input.board ?? emptyBoard,
    pending: [],
    loadError: null,
  }),
  initial: 'loading',
  states: {
    // Started from the board shown last time, it takes changes at once; they are sent, on top of
    // the server's board, once that has arrived. Without one, there is nothing to change yet.
    loading: {
      on: userEventHandlers,
      invoke: {
        id: 'loadBoard',
        src: 'loadBoard',
        onDone: {
          target: 'ready',
          actions: { type: 'takeLoaded', params: ({ event }) => ({ board: event.output }) },
        },
        onError: [
          // The board from last time stays usable; the changes made on it are sent as they come.
          {
            guard: 'showsBoard',
            target: 'ready',
            actions: [
              { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'notifyStale', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'failed',
            actions: [
              { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'rememberLoadError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
    },

    failed: {
      on: { 'kanban.retry': { target: 'loading' } },
    },

    ready: {
      on: userEventHandlers,
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasPending', target: 'routing' },
        },

        routing: {
          always: [
            {
              guard: 'headMovesNothing',
              target: 'idle',
              actions: [
                { type: 'settle', params: ({ context }) => ({ command: head(context), ok: true }) },
                'dropHead',
              ],
            },
            { guard: 'headChangesBoard', target: 'changingBoard' },
            { guard: 'headIsMove', target: 'reordering' },
            { target: 'editing' },
          ],
        },

        changingBoard: {
          invoke: {
            id: 'updateTaskBoard',
            src: 'updateTaskBoard',
            input: ({ context }) => ({
              taskId: headMove(context).taskId,
              boardId: headMove(context).boardId,
            }),
            onDone: { target: 'reordering', actions: 'takeBoardChange' },
            onError: { target: 'idle', actions: refuse },
          },
        },

        reordering: {
          invoke: {
            id: 'reorderTasks',
            src: 'reorderTasks',
            input: ({ context }) => orderOfHead(context),
            onDone: {
              target: 'idle',
              actions: [
                'takeOrder',
                { type: 'settle', params: ({ context }) => ({ command: head(context), ok: true }) },
                'dropHead',
              ],
            },
            onError: { target: 'idle', actions: refuse },
          },
        },

        editing: {
          invoke: {
            id: 'sendEdit',
            src: 'sendEdit',
            input: ({ context }) => head(context) as KanbanEdit,
            onDone: {
              target: 'idle',
              actions: [
                { type: 'takeHead', params: ({ event }) => ({ output: event.output }) },
                { type: 'settle', params: ({ context }) => ({ command: head(context), ok: true }) },
                'dropHead',
              ],
            },
            onError: { target: 'idle', actions: refuse },
          },
        },
      },
    },
  },
})
