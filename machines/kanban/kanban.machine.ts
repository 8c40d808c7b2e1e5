import { assign, emit, setup } from 'xstate'
import { boardIdFor } from '@models/kanban/kanban'
import { movesAnything, type BoardState, type KanbanCommand } from '@models/kanban/kanban-board'
import type { RecordParams } from '../record-params'
import type {
  KanbanContext,
  KanbanEmitted,
  KanbanEvent,
  KanbanInput,
  KanbanRequest,
} from './kanban.types'

const emptyBoard: BoardState = { boards: [], tasks: [] }

/**
 * The command a request asks for, on the board shown: a new board's id is made from its title
 * among the boards shown, as the server makes it (the server's own, when it differs, replaces it
 * once it answers).
 */
function commandOf(request: KanbanRequest, board: BoardState): KanbanCommand {
  switch (request.type) {
    case 'kanban.task.move': {
      const { key, taskId, boardId, index } = request
      return { kind: 'move', key, taskId, boardId, index }
    }
    case 'kanban.task.update':
      return { kind: 'updateTask', key: request.key, task: request.task }
    case 'kanban.task.add':
      return { kind: 'addTask', key: request.key, draft: request.draft, tempId: request.tempId }
    case 'kanban.board.add': {
      const title = request.title.trim()
      const boardId = boardIdFor(
        title,
        board.boards.map((each) => each.id),
      )
      return { kind: 'addBoard', key: request.key, title, boardId }
    }
    case 'kanban.board.rename':
      return {
        kind: 'renameBoard',
        key: request.key,
        boardId: request.boardId,
        title: request.title.trim(),
      }
    case 'kanban.board.delete':
      return { kind: 'deleteBoard', key: request.key, boardId: request.boardId }
    case 'kanban.board.clear':
      return { kind: 'clearBoard', key: request.key, boardId: request.boardId }
  }
}

/** Whether a command makes sense on the board shown: it changes something that is there. */
function isSensible({ boards, tasks }: BoardState, command: KanbanCommand): boolean {
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

const requests = [
  'kanban.task.move',
  'kanban.task.update',
  'kanban.task.add',
  'kanban.board.add',
  'kanban.board.rename',
  'kanban.board.delete',
  'kanban.board.clear',
] as const

const commandOfEvent = ({ context, event }: { context: KanbanContext; event: KanbanEvent }) =>
  commandOf(event as KanbanRequest, context.board)

/** A request that makes sense is queued: recorded as a change for the outbox, and told. */
const queue = [
  {
    type: 'record',
    params: (args: { context: KanbanContext; event: KanbanEvent }): RecordParams => {
      const change = commandOfEvent(args)
      return { events: [{ type: 'change.queued', area: 'kanban', kid: change.key, change }] }
    },
  },
  {
    type: 'tellQueued',
    params: (args: { context: KanbanContext; event: KanbanEvent }) => commandOfEvent(args),
  },
] as const

const requestHandlers = Object.fromEntries(
  requests.map((type) => [type, { guard: 'isSensible', actions: queue }] as const),
)

const show = {
  type: 'show',
  params: ({ event }: { event: KanbanEvent }) => ({
    board: event.type === 'kanban.shown' ? event.board : emptyBoard,
  }),
} as const

/**
 * The kanban board's decisions (docs/architecture.md, "The local store"). It decides on the board
 * the screen shows, which the local store holds and the screen feeds in (`kanban.shown`): until
 * there is one, nothing can be changed. A user who may not change the board (a client) only looks;
 * for the others, each change that makes sense on the board shown (a move that moves, a title that
 * is not blank, a board or task that is there) is queued, once, under the key the screen gave it:
 * recorded as `change.queued`, which the store shows at once and the outbox sends. Loading, sending
 * and taking back a refused change are not its business: the sync machine loads, the outbox
 * sends, the projection shows (and drops what the server refused).
 */
export const kanbanMachine = setup({
  types: {
    context: {} as KanbanContext,
    events: {} as KanbanEvent,
    emitted: {} as KanbanEmitted,
    input: {} as KanbanInput,
  },
  actions: {
    /** Records events in the local store (the app gives recordEvents). */
    record: (_, _params: RecordParams) => undefined,
    show: assign((_, params: { board: BoardState }) => ({ board: params.board })),
    tellQueued: emit((_, command: KanbanCommand) => ({
      type: 'kanban.queued' as const,
      key: command.key,
      kind: command.kind,
    })),
  },
  guards: {
    mayChange: ({ context }) => context.mayChange,
    isSensible: (args) => isSensible(args.context.board, commandOfEvent(args)),
  },
}).createMachine({
  id: 'kanban',
  context: ({ input }) => ({ board: emptyBoard, mayChange: input.mayChange }),
  initial: 'opening',
  states: {
    // Nothing shown yet (the store holds no board): there is nothing to change.
    opening: {
      on: {
        'kanban.shown': [
          { guard: 'mayChange', target: 'editable', actions: show },
          { target: 'readOnly', actions: show },
        ],
      },
    },
    // A client sees the board change as others change it, and changes nothing.
    readOnly: {
      on: { 'kanban.shown': { actions: show } },
    },
    editable: {
      on: { 'kanban.shown': { actions: show }, ...requestHandlers },
    },
  },
})
