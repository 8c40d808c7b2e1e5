import type { AnyMachineSnapshot, EventObject } from 'xstate'
import { syncMachine } from '@machines/sync/sync.machine'
import type { SyncContext, SyncEvent } from '@machines/sync/sync.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'

/** An answer of the server: the events that record it. */
export const answer: SyncEvent = {
  type: 'sync.answered',
  events: [
    {
      type: 'kanban.received',
      requestedAt: '2026-11-20T10:00:00.000Z',
      board: { boards: [{ id: 'todo', title: 'Todo' }], tasks: [] },
    },
  ],
}

export const failure = new Error('The server did not answer')

/** Every event the store, the sync actor and the user can bring. */
export const events: SyncEvent[] = [
  { type: 'sync.local', present: true },
  { type: 'sync.local', present: false },
  answer,
  { type: 'sync.failed', error: failure },
  { type: 'sync.retry' },
]

/** The state and whether a failure is remembered: what decides the next step. */
export const syncStateKey = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, (snapshot.context as SyncContext).error !== null])

/** How a step reads in a scenario. */
export function syncStepLabel(event: EventObject): string {
  const sync = event as SyncEvent
  if (sync.type === 'sync.local') return sync.present ? 'the store has data' : 'the store is empty'
  if (sync.type === 'sync.answered') return 'the server answers'
  if (sync.type === 'sync.failed') return 'a load fails'
  return 'the user asks again'
}

export function syncPaths(): ModelPath<SyncEvent>[] {
  return transitionPaths<SyncEvent>(syncMachine, {
    events,
    serializeState: syncStateKey,
    limit: TRAVERSAL_LIMIT,
  }).map((path) => labelled(path, syncStepLabel, 'sync: '))
}

/** What `npm run model:scenarios` prints for this machine. */
export const scenarios = { machine: 'sync', paths: syncPaths }
