import {
  Observable,
  Subject,
  debounceTime,
  exhaustMap,
  filter,
  fromEvent,
  interval,
  merge,
  of,
} from 'rxjs'
import { fromCallback } from 'xstate'
import type { LocalEventDraft } from '@models/local-store/local-events'
import type { SyncCommand, SyncEvent } from '@machines/sync/sync.types'

/*
 * The sync stream of a screen that reads the local store (docs/architecture.md, "The local
 * store"): when it asks the server, as RxJS streams over time. It feeds the screen's sync machine,
 * which decides what is recorded.
 */

/** While a screen is open, it asks the server again this often. */
export const REVALIDATE_EVERY_MS = 30_000

/** Focus and visibility changes come in bursts (a tab switch is both): one load per burst. */
const BURST_MS = 250

/**
 * Loads the area from the server: the events that record its answer. `requestedAt` is when the
 * request left (ISO 8601), which the events carry (an answer older than the area's last change
 * taken is not stored over it). It must stop when `signal` aborts.
 */
export type AreaLoad = (requestedAt: string, signal: AbortSignal) => Promise<LocalEventDraft[]>

/** When to ask the server: at once, on focus, on reconnect, on an interval, and when told. */
function triggers(now: Observable<unknown>, everyMs: number): Observable<unknown> {
  const visible = fromEvent(document, 'visibilitychange').pipe(
    filter(() => document.visibilityState === 'visible'),
  )
  return merge(
    of('first'),
    merge(fromEvent(window, 'focus'), visible).pipe(debounceTime(BURST_MS)),
    fromEvent(window, 'online'),
    interval(everyMs),
    now,
  )
}

/** One load as a stream of one sync event; unsubscribing cancels the request. */
function loadOnce(load: AreaLoad): Observable<SyncEvent> {
  return new Observable<SyncEvent>((subscriber) => {
    const controller = new AbortController()
    load(new Date().toISOString(), controller.signal).then(
      (events) => {
        subscriber.next({ type: 'sync.answered', events })
        subscriber.complete()
      },
      (error: unknown) => {
        // A cancelled load belongs to a screen that closed: nobody is to hear of it.
        if (!controller.signal.aborted) subscriber.next({ type: 'sync.failed', error })
        subscriber.complete()
      },
    )
    return () => controller.abort()
  })
}

/**
 * The sync actor a screen's sync machine invokes: it loads the area at once, then again on focus,
 * on reconnect, every `everyMs` and on the machine's `sync.now`, one load at a time (a trigger
 * while one is on its way is dropped), and sends each outcome back. Stopped, it cancels the load
 * on its way.
 */
export function syncActor(load: AreaLoad, everyMs = REVALIDATE_EVERY_MS) {
  return fromCallback<SyncCommand>(({ sendBack, receive }) => {
    const now = new Subject<void>()
    receive((command) => {
      if (command.type === 'sync.now') now.next()
    })
    const subscription = triggers(now, everyMs)
      .pipe(exhaustMap(() => loadOnce(load)))
      .subscribe((event) => sendBack(event))
    return () => subscription.unsubscribe()
  })
}
