import type { LocalEventDraft } from '@models/local-store/local-events'
import { onLocalStoreDeleted } from '@models/local-store/local-owner'
import { onUserChange } from '../session/session'
import type { AreaLoad } from './sync-actor'

/*
 * A screen's first load from the server, started at navigation by the route's prefetch, beside
 * the screen's code, and taken by the screen's sync actor as its own first load: no request waits
 * for the code, and none is made twice.
 */

/** A load started this long ago is not taken any more: the screen asks afresh. */
const FRESH_MS = 10_000

interface Started {
  answer: Promise<LocalEventDraft[]>
  startedAt: number
}

const started = new Map<string, Started>()

// A logout, another user, or a store deleted: what was asked for belongs to the session that ended.
const forget = () => started.clear()
onUserChange(forget)
onLocalStoreDeleted(forget)

/** Starts `load` for the screen of `key`, unless a fresh one is already on its way. */
export function startFirstLoad(key: string, load: AreaLoad): void {
  const earlier = started.get(key)
  if (earlier && Date.now() - earlier.startedAt < FRESH_MS) return
  const answer = load(new Date().toISOString(), new AbortController().signal)
  // Failures are the screen's to meet, when it takes the load.
  answer.catch(() => undefined)
  started.set(key, { answer, startedAt: Date.now() })
}

/**
 * `load`, whose first call takes the load the prefetch started for `key` when a fresh one is
 * there: the sync actor's load for the screen.
 */
export function withFirstLoad(key: string, load: AreaLoad): AreaLoad {
  return (requestedAt, signal) => {
    const earlier = started.get(key)
    started.delete(key)
    return earlier && Date.now() - earlier.startedAt < FRESH_MS
      ? earlier.answer
      : load(requestedAt, signal)
  }
}
