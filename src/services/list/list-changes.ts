import i18next from 'i18next'
import { createActor, type SnapshotFrom } from 'xstate'
import { listChangeMachine, undoDelayMs } from '@machines/list/list-change.machine'
import type { AnyListChange, ShownChange } from '@models/lists/list-change'
import { queryCache } from '@/services/app-query-cache'
import { apiActor } from '@/services/api-actor'
import { reportError } from '@/services/error-catalogue'
import { dismissToast, notify } from '@/services/toast'
import type { EditableListSource } from './list-source'

/** How a change ended: saved, refused (with why), or taken back by the user. */
export type ChangeOutcome =
  { status: 'done'; result: unknown } | { status: 'failed'; error: unknown } | { status: 'undone' }

/** The changes of one area on their way, shared by every screen of the area. */
export interface ListChanges<Change extends AnyListChange> {
  /** Shows `change` at once and sends it (a delete after its Undo); resolves with how it ended. */
  start: (change: Change) => Promise<ChangeOutcome>
  /** The changes still on their way, oldest first; the same array until one starts or ends. */
  current: () => readonly ShownChange<Change>[]
  subscribe: (listener: () => void) => () => void
  /** Calls `listener` with each change as it ends. */
  onSettled: (listener: (shown: ShownChange<Change>, outcome: ChangeOutcome) => void) => () => void
  /** Sends the deletes waiting behind their Undo now. */
  flush: () => void
}

type ChangeSnapshot = SnapshotFrom<typeof listChangeMachine>

function outcomeOf(snapshot: ChangeSnapshot): ChangeOutcome | null {
  if (snapshot.matches('done')) return { status: 'done', result: snapshot.context.result }
  if (snapshot.matches('failed')) return { status: 'failed', error: snapshot.context.error }
  if (snapshot.matches('undone')) return { status: 'undone' }
  return null
}

const deletedCount = (change: AnyListChange) => (change.kind === 'delete' ? change.ids.length : 0)

let nextKey = 1
// Each area's changes, under its name; each area has one source, so one change type.
const everyArea = new Map<string, unknown>()

function createListChanges<Row extends object, Change extends AnyListChange>(
  source: EditableListSource<Row, Change>,
): ListChanges<Change> {
  let shown: readonly ShownChange<Change>[] = []
  const waiting = new Map<number, { send: (event: { type: 'change.flush' }) => void }>()
  const listeners = new Set<() => void>()
  const settledListeners = new Set<(shown: ShownChange<Change>, outcome: ChangeOutcome) => void>()
  const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options)

  const machine = listChangeMachine.provide({
    actions: {
      offerUndo: ({ context, self }) =>
        notify({
          severity: 'info',
          summary: t(source.messages.deleted, { count: deletedCount(context.change) }),
          life: undoDelayMs,
          key: `undo-${self.id}`,
          action: { label: t('common.undo'), run: () => self.send({ type: 'change.undo' }) },
        }),
      withdrawUndo: ({ self }) => dismissToast(`undo-${self.id}`),
      reportRefusal: ({ context }, { error }) => {
        const { refused } = source.messages
        const { kind } = context.change
        const title = kind === 'updateMany' ? (refused.updateMany ?? refused.update) : refused[kind]
        void reportError(error, t(title))
      },
    },
  })

  const changed = (next: readonly ShownChange<Change>[]) => {
    shown = next
    listeners.forEach((listener) => listener())
  }

  return {
    start(change) {
      const entry: ShownChange<Change> = { key: nextKey++, change }
      // The machine passes any area's change along; its call sends this one, with its own type.
      const sendChange = apiActor((_: AnyListChange, signal) => source.sendChange(change, signal))
      const actor = createActor(machine.provide({ actors: { sendChange } }), {
        input: { change },
        id: `change-${entry.key}`,
      })
      changed([...shown, entry])
      return new Promise<ChangeOutcome>((resolve) => {
        const subscription = actor.subscribe((snapshot) => {
          if (snapshot.matches('waitingForUndo')) waiting.set(entry.key, actor)
          else waiting.delete(entry.key)
          const outcome = outcomeOf(snapshot)
          if (!outcome) return
          subscription.unsubscribe()
          // What the area's screens showed is stale now: the next reader asks again.
          if (outcome.status === 'done') {
            queryCache.invalidate([source.area])
            source.alsoStale?.forEach((key) => queryCache.invalidate(key))
          }
          changed(shown.filter((other) => other !== entry))
          settledListeners.forEach((listener) => listener(entry, outcome))
          resolve(outcome)
        })
        actor.start()
      })
    },
    current: () => shown,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    onSettled(listener) {
      settledListeners.add(listener)
      return () => settledListeners.delete(listener)
    },
    flush() {
      waiting.forEach((actor) => actor.send({ type: 'change.flush' }))
    },
  }
}

/** The changes of `source`'s area: one set for the whole app, whichever screen started them. */
export function listChangesOf<Row extends object, Change extends AnyListChange>(
  source: EditableListSource<Row, Change>,
): ListChanges<Change> {
  // The one cast of the registry: a map cannot say that each area's entry has its own type.
  let changes = everyArea.get(source.area) as ListChanges<Change> | undefined
  if (!changes) everyArea.set(source.area, (changes = createListChanges(source)))
  return changes
}

// A tab being closed or reloaded cannot show an Undo any more: its deletes go now.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () =>
    everyArea.forEach((changes) => (changes as ListChanges<AnyListChange>).flush()),
  )
}
