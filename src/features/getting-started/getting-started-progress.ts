/**
 * Progress through the getting-started checklist: which steps the admin marked done. It is kept
 * in localStorage under the `ui.` prefix, which logout leaves alone, as a JSON list of step ids.
 */
export const GETTING_STARTED_KEY = 'ui.gettingStarted'

/**
 * Reads a stored value into the done step ids. Anything unreadable counts as nothing done, and
 * ids of steps that no longer exist are dropped, so a renamed step never inflates the count.
 */
export function parseProgress(raw: string | null, stepIds: readonly string[]): string[] {
  if (raw === null) return []
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(value)) return []
  const done = new Set(value.filter((item): item is string => typeof item === 'string'))
  // In checklist order, so the stored list does not depend on the order the steps were ticked.
  return stepIds.filter((id) => done.has(id))
}

/** Marks a step done, or not done again if it was. */
export function toggleStep(done: readonly string[], id: string): string[] {
  return done.includes(id) ? done.filter((item) => item !== id) : [...done, id]
}

/** Whole-number percentage of the steps that are done; 0 for an empty checklist. */
export function progressPercent(doneCount: number, total: number): number {
  if (total <= 0) return 0
  return Math.round((Math.min(Math.max(doneCount, 0), total) / total) * 100)
}

// Storage can be missing or throw (privacy modes, a full quota, a sandboxed frame); the checklist
// must still work for the visit, only without remembering it.
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/** The done step ids as stored, or none when storage is unavailable or holds nonsense. */
export function loadProgress(stepIds: readonly string[]): string[] {
  try {
    return parseProgress(storage()?.getItem(GETTING_STARTED_KEY) ?? null, stepIds)
  } catch {
    return []
  }
}

/** Stores the done step ids; returns false when storage refused, so nothing is thrown at a click. */
export function saveProgress(done: readonly string[]): boolean {
  try {
    const target = storage()
    if (!target) return false
    target.setItem(GETTING_STARTED_KEY, JSON.stringify(done))
    return true
  } catch {
    return false
  }
}
