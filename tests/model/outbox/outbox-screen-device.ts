import { expect, vi } from 'vitest'
import type { ActorOptions } from 'xstate'
import type { LocalDatabase } from '@/services/local-store/local-database'

/*
 * What the outbox waits on in the browser, held so that a screen path decides when each comes:
 * the outbox's Web Lock (another tab holds it until the path grants it), the outbox's timers, and
 * the runtime's look at its queue in the store. Everything else (React, Dexie, msw, the screen's
 * sync) runs on real time.
 */

type LockCallback = (lock: { name: string; mode: 'exclusive' }) => unknown

/**
 * `navigator.locks` as a browser with another tab holding the lock gives it: a request waits
 * until `grant()`, or until its signal gives it up. (jsdom has no Web Locks; without them the
 * runtime leads at once, and the "following" state would never be seen.)
 */
export class HeldLock {
  private waiting:
    { name: string; callback: LockCallback; resolve: (value: unknown) => void } | undefined
  private granted = false

  private readonly locks = {
    request: (name: string, ...rest: unknown[]): Promise<unknown> => {
      const callback = rest.at(-1) as LockCallback
      const options = (rest.length > 1 ? rest[0] : {}) as { signal?: AbortSignal }
      expect(this.waiting, 'one request for the outbox lock').toBeUndefined()
      return new Promise((resolve, reject) => {
        this.waiting = { name, callback, resolve }
        options.signal?.addEventListener('abort', () => {
          if (this.granted) return
          this.waiting = undefined
          reject(new DOMException('The request was aborted.', 'AbortError'))
        })
      })
    },
  }

  /** This tab's navigator gets the locks; `remove` takes them away again. */
  install(): void {
    Object.defineProperty(navigator, 'locks', { configurable: true, value: this.locks })
  }

  remove(): void {
    delete (navigator as { locks?: unknown }).locks
  }

  /** The other tab lets go: the waiting request gets the lock, held until its callback ends. */
  grant(): void {
    const waiting = this.waiting
    if (!waiting) throw new Error('nobody asked for the outbox lock')
    this.granted = true
    void Promise.resolve(waiting.callback({ name: waiting.name, mode: 'exclusive' })).then(
      waiting.resolve,
    )
  }
}

/** XState's clock (its `Clock` type is not exported from the package's root). */
type Clock = NonNullable<ActorOptions<never>['clock']>

/**
 * The clock the outbox machine's timers run on (XState's `clock` actor option): its time moves
 * only when the path says. Fake timers would also stop or hurry React, Dexie, msw and Testing
 * Library's waitFor, and a backoff of one second on real time would end while a loaded machine
 * still checks the screen.
 */
export class HeldClock implements Clock {
  private now = 0
  private nextId = 0
  private readonly timers = new Map<number, { at: number; fn: () => void }>()

  setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = this.nextId++
    this.timers.set(id, { at: this.now + timeout, fn })
    return id
  }

  clearTimeout(id: number): void {
    this.timers.delete(id)
  }

  /** How long each waiting timer still has to run, soonest first. */
  pending(): number[] {
    return [...this.timers.values()].map((timer) => timer.at - this.now).sort((a, b) => a - b)
  }

  /** Lets `ms` pass: the timers due by then run, in order. */
  advance(ms: number): void {
    this.now += ms
    for (;;) {
      const due = [...this.timers.entries()]
        .filter(([, timer]) => timer.at <= this.now)
        .sort(([, a], [, b]) => a.at - b.at)[0]
      if (!due) return
      this.timers.delete(due[0])
      due[1].fn()
    }
  }
}

interface HeldRead {
  settled: boolean
  settle: (error?: unknown) => void
  /** What the store gave the look when it started. */
  found: Promise<{ value: unknown } | { error: unknown }>
  /** What the look should have found, as the path said when it arrived. */
  expected?: unknown
}

/**
 * The runtime's look at its queue (the oldest item of the outbox, ordered by `createdAt`), held
 * where it meets the store: the store is read when the look starts, as IndexedDB does, and what
 * it read is handed back when the path says, or the look fails then. The runtime's own query
 * runs; only its answer waits.
 */
export class HeldQueueReads {
  private readonly reads: HeldRead[] = []

  /** Holds the looks at `database`'s outbox from now on. */
  install(database: LocalDatabase): void {
    const table = database.outbox
    const orderBy = table.orderBy.bind(table)
    vi.spyOn(table, 'orderBy').mockImplementation((index) => {
      const collection = orderBy(index)
      const first = collection.first.bind(collection)
      collection.first = (() => this.hold(first())) as typeof collection.first
      return collection
    })
  }

  private hold<T>(read: PromiseLike<T>): Promise<T> {
    const outcome = Promise.resolve(read).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    )
    return new Promise<T>((resolve, reject) => {
      const held: HeldRead = {
        found: outcome,
        settled: false,
        settle: (error) => {
          held.settled = true
          if (error !== undefined) return reject(error)
          void outcome.then((result) =>
            'error' in result ? reject(result.error) : resolve(result.value),
          )
        },
      }
      this.reads.push(held)
    })
  }

  /** How many looks reached the store so far. */
  get arrived(): number {
    return this.reads.length
  }

  /** How many of them wait for the path. */
  get waiting(): number {
    return this.reads.filter((read) => !read.settled).length
  }

  /** Notes what the looks that arrived since the last call should find. */
  expectFromNow(expected: unknown): void {
    this.reads.filter((read) => !('expected' in read)).forEach((read) => (read.expected = expected))
  }

  /** What each waiting look found, and what it should have found. */
  async findings(): Promise<{ found: unknown; expected: unknown }[]> {
    return Promise.all(
      this.reads
        .filter((read) => !read.settled)
        .map(async (read) => {
          const outcome = await read.found
          return { found: 'value' in outcome ? outcome.value : outcome, expected: read.expected }
        }),
    )
  }

  /**
   * The look the runtime waits for gets what the store held when it started; looks it gave up on
   * (the queue changed meanwhile, and it looked again) get theirs too, which it no longer hears.
   */
  answer(): void {
    this.waitingReads().forEach((read) => read.settle())
  }

  /** The look the runtime waits for fails with `error` (those it gave up on are answered). */
  fail(error: unknown): void {
    const waiting = this.waitingReads()
    waiting.slice(0, -1).forEach((read) => read.settle())
    waiting.at(-1)!.settle(error)
  }

  private waitingReads(): HeldRead[] {
    const waiting = this.reads.filter((read) => !read.settled)
    expect(waiting.length, 'a look at the queue is waiting').toBeGreaterThan(0)
    return waiting
  }

  /** Answers whatever still waits, so that nothing hangs after the test. */
  dispose(): void {
    this.reads.filter((read) => !read.settled).forEach((read) => read.settle())
  }
}
