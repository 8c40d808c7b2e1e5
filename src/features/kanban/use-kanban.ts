import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise, type ActorRefFrom } from 'xstate'
import type { BoardState } from '@models/kanban-board'
import type { KanbanEvent } from '@machines/kanban/kanban.types'
import { queryCache } from '@/services/app-query-cache'
import { appKanbanMachine } from '@/services/kanban/kanban-machine'
import { kanbanQuery } from '@/services/kanban/kanban-query'

/** The board's machine, loading through the query cache: the route's prefetch is its first load. */
const cachedKanbanMachine = appKanbanMachine.provide({
  actors: {
    loadBoard: fromPromise<BoardState>(({ signal }) => queryCache.fetch(kanbanQuery, { signal })),
  },
})

export type KanbanActor = ActorRefFrom<typeof cachedKanbanMachine>

/**
 * Runs the board's machine for the screen. Back on the screen, it starts from the board shown last
 * time, usable at once, while the server's is fetched; every board the server took is kept in the
 * query cache for the next visit, so a change the user made is never shown undone.
 */
export function useKanbanMachine(): KanbanActor {
  const [board] = useState(() => queryCache.peek<BoardState>(kanbanQuery.key))
  const actor = useActorRef(cachedKanbanMachine, { input: { board } })
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const { server } = snapshot.context
      if (snapshot.matches('ready') && server !== queryCache.peek(kanbanQuery.key)) {
        queryCache.set(kanbanQuery.key, server)
      }
    })
    return () => subscription.unsubscribe()
  }, [actor])
  return actor
}

/** What the page shows: the board as soon as there is one to show, even while it loads. */
export function useKanbanStatus(actor: KanbanActor): 'loading' | 'ready' | 'failed' {
  return useSelector(actor, (snapshot) => {
    if (snapshot.matches('failed')) return 'failed'
    if (snapshot.matches('ready') || snapshot.context.view.boards.length > 0) return 'ready'
    return 'loading'
  })
}

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
