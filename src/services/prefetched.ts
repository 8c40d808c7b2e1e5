/**
 * What a route's prefetch (route-table.ts) hands back, beyond the requests it asked the query cache
 * for: what else it started for the page's first render, which waits for it too.
 */
export interface Prefetched {
  /** Settles once that is here (a read from this device, a library), or could not be. */
  alsoNeeded: Promise<unknown>
}

/** What else a route's prefetch started for the first render, if it handed anything back. */
export function alsoNeededBy(prefetched: unknown): Promise<unknown> | undefined {
  const handed = prefetched as Partial<Prefetched> | undefined
  return handed?.alsoNeeded instanceof Promise ? handed.alsoNeeded : undefined
}
