import { createContext, useCallback, useContext, useEffect, useRef } from 'react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { KanbanEvent } from '@machines/kanban/kanban.types'
import type { appKanbanMachine } from '@/services/kanban/kanban-machine'

export type KanbanActor = ActorRefFrom<typeof appKanbanMachine>

export const KanbanActorContext = createContext<KanbanActor | null>(null)

export function useKanbanActor(): KanbanActor {
  const actor = useContext(KanbanActorContext)
  if (!actor) throw new Error('useKanbanActor needs the kanban page around it')
  return actor
}

/** What the board shows: the server's board with the pending changes on top. */
export function useBoardView() {
  const actor = useKanbanActor()
  return useSelector(actor, (snapshot) => snapshot.context.view)
}

/** Whether a task has a change of its own still on its way to the server. */
export function useTaskPending(taskId: number): boolean {
  const actor = useKanbanActor()
  return useSelector(actor, (snapshot) =>
    snapshot.context.pending.some(
      (command) =>
        (command.kind === 'move' && command.taskId === taskId) ||
        (command.kind === 'updateTask' && command.task.id === taskId),
    ),
  )
}

type Request = KanbanEvent extends infer E
  ? E extends { key: string }
    ? Omit<E, 'key'>
    : never
  : never

/** How a request ended: taken by the server, refused, or not sent since it changed nothing. */
export type RequestOutcome = 'ok' | 'refused' | 'ignored'

let nextKey = 0

/**
 * Sends a change to the board and calls `onSettled` once the server took or refused it, so a form
 * keeps what the user typed until then (and after a refusal).
 */
export function useKanbanRequest() {
  const actor = useKanbanActor()
  const waiting = useRef(new Map<string, (outcome: RequestOutcome) => void>())

  useEffect(() => {
    const subscription = actor.on('kanban.settled', (event) => {
      const settled = waiting.current.get(event.key)
      waiting.current.delete(event.key)
      settled?.(event.ok ? 'ok' : 'refused')
    })
    return () => subscription.unsubscribe()
  }, [actor])

  return useCallback(
    (request: Request, onSettled?: (outcome: RequestOutcome) => void) => {
      const key = `request-${++nextKey}`
      if (onSettled) waiting.current.set(key, onSettled)
      actor.send({ ...request, key } as KanbanEvent)
      const queued = actor.getSnapshot().context.pending.some((command) => command.key === key)
      // The machine did not take it (nothing to change): nobody will answer.
      if (!queued && waiting.current.delete(key)) onSettled?.('ignored')
    },
    [actor],
  )
}
