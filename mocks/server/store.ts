/**
 * In-memory state of the demo server. Each store is seeded by a pure function, so that the same
 * start gives the same data, and can be put back to its seed (tests do it between cases).
 */
export interface DemoStore<T> {
  get(): T
  reset(): void
}

const everyStore: DemoStore<unknown>[] = []

export function defineStore<T>(seed: () => T): DemoStore<T> {
  let state: T | undefined
  const store: DemoStore<T> = {
    get: () => (state ??= seed()),
    reset: () => {
      state = undefined
    },
  }
  everyStore.push(store)
  return store
}

export function resetAllStores(): void {
  everyStore.forEach((store) => store.reset())
}
