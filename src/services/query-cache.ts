/**
 * A small cache of server answers, keyed by the question asked. Screens and route prefetches ask
 * through it, so that:
 * - one question in flight is asked once, whoever asks (a route's prefetch and its screen share
 *   one request);
 * - a prefetched answer serves the first reader that comes for it, without a second request;
 * - an answer already read is shown again at once and fetched anew in the background
 *   (stale-while-revalidate): `peek` gives it to the screen, `fetch` gets the fresh one;
 * - an answer never replaces a newer one: what a mutation stored (`set`), or an answer to a
 *   request that left later, wins over a late answer to an older request;
 * - a mutation that cannot say what changed drops the answers it may have changed (`invalidate`),
 *   so they are never shown again.
 *
 * Keys are arrays, compared by value, most general part first (`['tickets', folder, query]`), so
 * that `invalidate(['tickets'])` drops every ticket list at once.
 */

/** Names one question to the server. */
export type QueryKey = readonly (string | number | boolean | null)[]

/** A question: its key, and how to ask it. `load` must stop when `signal` aborts. */
export interface Query<T> {
  key: QueryKey
  load: (signal: AbortSignal) => Promise<T>
}

/** What the cache holds for one key, as a screen reads it. */
export interface QuerySnapshot<T> {
  /** The last answer, fresh or not; undefined when there is none (or it was invalidated). */
  data: T | undefined
  hasData: boolean
  /** A request for this key is on its way. */
  fetching: boolean
}

export interface QueryCache {
  /**
   * The answer to `query`: an answer nobody read yet at once, else the request in flight for the
   * key, else a new request. The promise resolves with the newest answer the cache holds once the
   * request is done. When `signal` aborts, it rejects with the signal's reason; the request itself
   * is cancelled once nobody waits for it any more (and no prefetch asked for it).
   */
  fetch<T>(query: Query<T>, options?: { signal?: AbortSignal }): Promise<T>
  /**
   * Asks ahead of a screen: starts the request unless an unread answer or a request is already
   * there. It is never cancelled, and a failure is left for the screen to meet again.
   */
  prefetch(query: Query<unknown>): void
  /** The last answer for `key`, fresh or not, without asking the server. */
  peek<T>(key: QueryKey): T | undefined
  /** What a screen shows for `key`; the same object until something changes. */
  snapshot<T>(key: QueryKey): QuerySnapshot<T>
  /**
   * Stores an answer the app knows to be current, a mutation's result or what a screen holds:
   * answers to requests that left before it are dropped.
   */
  set<T>(key: QueryKey, data: T): void
  /**
   * Drops the answers of every key that starts with `prefix`, and ignores those still on the way;
   * a key a screen shows is asked again at once.
   */
  invalidate(prefix: QueryKey): void
  /** Drops everything (another user signs in). */
  clear(): void
  /** Resolves once the requests on their way now have settled, answered or not. */
  settled(): Promise<void>
  /** Calls `listener` when the answer for `key`, or whether it is being fetched, changes. */
  subscribe(key: QueryKey, listener: () => void): () => void
}

interface Flight {
  /** When the request left, on the cache's clock: answers are ordered by it. */
  stamp: number
  controller: AbortController
  promise: Promise<unknown>
  /** Readers waiting for it that may still give up (their signal aborts). */
  waiting: number
  /** Asked for by a prefetch: it runs to its end whoever gives up. */
  kept: boolean
}

interface Entry {
  key: QueryKey
  data: unknown
  hasData: boolean
  /** When the answer held was asked for (or stored), on the cache's clock. */
  dataStamp: number
  /** No reader took the answer yet: the first one gets it without a request. */
  unread: boolean
  flight: Flight | undefined
  /** How the key was last asked, to ask again when an invalidation drops what a screen shows. */
  query: Query<unknown> | undefined
  listeners: Set<() => void>
  snapshot: QuerySnapshot<unknown>
}

const idOf = (key: QueryKey) => JSON.stringify(key)

const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((part, index) => key[index] === part)

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The request was cancelled.', 'AbortError')
}

export function createQueryCache(): QueryCache {
  const entries = new Map<string, Entry>()
  // Orders requests and stored answers; a plain counter, so that tests need no clock.
  let clock = 0

  function entryOf(key: QueryKey): Entry {
    const id = idOf(key)
    let entry = entries.get(id)
    if (!entry) {
      entry = {
        key,
        data: undefined,
        hasData: false,
        dataStamp: 0,
        unread: false,
        flight: undefined,
        query: undefined,
        listeners: new Set(),
        snapshot: { data: undefined, hasData: false, fetching: false },
      }
      entries.set(id, entry)
    }
    return entry
  }

  function changed(entry: Entry): void {
    entry.snapshot = { data: entry.data, hasData: entry.hasData, fetching: Boolean(entry.flight) }
    entry.listeners.forEach((listener) => listener())
  }

  function store(entry: Entry, data: unknown, stamp: number, unread: boolean): void {
    entry.data = data
    entry.hasData = true
    entry.dataStamp = stamp
    entry.unread = unread
  }

  /** Starts the request for `query`, storing its answer unless a newer one came meanwhile. */
  function launch(entry: Entry, query: Query<unknown>, kept: boolean): Flight {
    entry.query = query
    const controller = new AbortController()
    const flight: Flight = {
      stamp: ++clock,
      controller,
      promise: Promise.resolve(),
      waiting: 0,
      kept,
    }
    flight.promise = query.load(controller.signal).then(
      (data) => {
        // Something newer came meanwhile: an answer stored by a mutation, one to a later request,
        // or an invalidation this answer may predate.
        const outdated = entry.dataStamp > flight.stamp
        // Unread when nobody waited for it and no screen shows the key: a prefetch's answer.
        const unread = flight.waiting === 0 && entry.listeners.size === 0
        if (!outdated) store(entry, data, flight.stamp, unread)
        if (entry.flight === flight) entry.flight = undefined
        changed(entry)
        return outdated && entry.hasData ? entry.data : data
      },
      (error: unknown) => {
        if (entry.flight === flight) entry.flight = undefined
        changed(entry)
        throw error
      },
    )
    // A prefetch nobody came for fails silently; readers hear of it through their own promise.
    flight.promise.catch(() => undefined)
    entry.flight = flight
    changed(entry)
    return flight
  }

  /** One reader's wait for `flight`, which gives up alone when its own signal aborts. */
  function wait<T>(entry: Entry, flight: Flight, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortReason(signal))
    flight.waiting += 1
    if (!signal) flight.kept = true
    return new Promise<T>((resolve, reject) => {
      const giveUp = () => {
        flight.waiting -= 1
        reject(abortReason(signal!))
        // Checked a moment later: a screen that remounts at once (React's strict mode, a key that
        // comes back) joins the same request instead of starting another.
        queueMicrotask(() => {
          if (flight.waiting > 0 || flight.kept) return
          flight.controller.abort(abortReason(signal!))
          if (entry.flight === flight) {
            entry.flight = undefined
            changed(entry)
          }
        })
      }
      signal?.addEventListener('abort', giveUp, { once: true })
      const settle = () => {
        signal?.removeEventListener('abort', giveUp)
        flight.waiting -= 1
      }
      flight.promise.then(
        (data) => {
          settle()
          resolve(data as T)
        },
        (error: unknown) => {
          settle()
          reject(error)
        },
      )
    })
  }

  /** Forgets the answers under `prefix`; with `askAgain`, keys on show are fetched anew. */
  function drop(prefix: QueryKey, askAgain: boolean): void {
    const stamp = ++clock
    for (const entry of entries.values()) {
      if (!startsWith(entry.key, prefix)) continue
      entry.data = undefined
      entry.hasData = false
      entry.unread = false
      // An answer to a request that left before now may not have the change: it is not stored,
      // and the next reader asks again.
      entry.dataStamp = stamp
      entry.flight = undefined
      // A screen showing it asks again at once; the others when they next read it.
      if (askAgain && entry.listeners.size > 0 && entry.query) launch(entry, entry.query, true)
      else changed(entry)
    }
  }

  return {
    fetch<T>(query: Query<T>, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
      const entry = entryOf(query.key)
      if (entry.hasData && entry.unread) {
        entry.unread = false
        return Promise.resolve(entry.data as T)
      }
      const flight = entry.flight ?? launch(entry, query, false)
      return wait<T>(entry, flight, signal)
    },

    prefetch(query) {
      const entry = entryOf(query.key)
      if (entry.hasData && entry.unread) return
      if (entry.flight) entry.flight.kept = true
      else launch(entry, query, true)
    },

    settled() {
      const flights = [...entries.values()].flatMap((entry) =>
        entry.flight ? [entry.flight.promise] : [],
      )
      return Promise.allSettled(flights).then(() => undefined)
    },

    peek<T>(key: QueryKey) {
      return entries.get(idOf(key))?.data as T | undefined
    },

    snapshot<T>(key: QueryKey) {
      return entryOf(key).snapshot as QuerySnapshot<T>
    },

    set(key, data) {
      const entry = entryOf(key)
      store(entry, data, ++clock, false)
      changed(entry)
    },

    invalidate: (prefix) => drop(prefix, true),

    clear() {
      // The screens on show are leaving too (a sign-out): nothing is asked again.
      drop([], false)
      // Keys nobody shows are forgotten; a screen on show keeps its entry, and so its listener.
      for (const [id, entry] of entries) if (entry.listeners.size === 0) entries.delete(id)
    },

    subscribe(key, listener) {
      const entry = entryOf(key)
      entry.listeners.add(listener)
      return () => entry.listeners.delete(listener)
    },
  }
}
