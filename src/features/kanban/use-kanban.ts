import { createContext, useCallback, useContext } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { BoardState } from '@models/kanban/kanban-board'
import type { KanbanRequest } from '@machines/kanban/kanban.types'
import type { appKanbanMachine } from '@/services/kanban/kanban-machine'
import { newChangeKey, temporaryId } from '@/services/local-store/change-keys'

export type KanbanActor = ActorRefFrom<typeof appKanbanMachine>

/** What the board's views share: the machine that decides, and what the store shows. */
export interface KanbanScreen {
  actor: KanbanActor
  /** The server's board with the changes on their way, as the local store holds it. */
  board: BoardState
  /** The tasks with a change of theirs on its way. */
  pending: ReadonlySet<number>
}

export const KanbanScreenContext = createContext<KanbanScreen | null>(null)

function useKanbanScreen(): KanbanScreen {
  const screen = useContext(KanbanScreenContext)
  if (!screen) throw new Error('the kanban views need the kanban page around them')
  return screen
}

/** What the board shows: the server's board with the changes on their way on top. */
export function useBoardView(): BoardState {
  return useKanbanScreen().board
}

/** Whether a task has a change of its own still on its way to the server. */
export function useTaskPending(taskId: number): boolean {
  return useKanbanScreen().pending.has(taskId)
}

/** A request as a view makes it: the key (and a new task's temporary id) are made here. */
type ViewRequest = KanbanRequest extends infer R
  ? R extends { key: string }
    ? Omit<R, 'key' | 'tempId'>
    : never
  : never

/**
 * Asks the machine for a change under a new key. Returns whether it was queued (the store shows
 * it at once and the outbox sends it), so that a form can close, or keep what was typed when the
 * change made no sense. A refusal comes later, from the server: the change is taken back and a
 * toast says why.
 */
export function useKanbanRequest(): (request: ViewRequest) => boolean {
  const { actor } = useKanbanScreen()
  return useCallback(
    (request: ViewRequest) => {
      const key = newChangeKey()
      let queued = false
      // The machine tells what it queued while it takes the event, before send returns.
      const listening = actor.on('kanban.queued', (event) => {
        if (event.key === key) queued = true
      })
      const tempId = request.type === 'kanban.task.add' ? { tempId: temporaryId() } : {}
      actor.send({ ...request, ...tempId, key } as KanbanRequest)
      listening.unsubscribe()
      return queued
    },
    [actor],
  )
}
