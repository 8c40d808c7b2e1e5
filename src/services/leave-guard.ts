/**
 * The pages that would lose unsaved changes if the app navigated away now. A form's
 * `UnsavedChangesGuard` holds the navigation while it is dirty; the router's `aroundNav` asks
 * here before it goes, so a navigation made in code (the page search, a redirect after a choice)
 * is asked about as a link click is.
 */
type Ask = (to: string) => void

const holders = new Set<Ask>()
/** The user chose to leave: the next navigation goes, whatever else is dirty on the page. */
let leaving = false

/** Holds the app's navigations while a form is dirty; the returned function lets them go. */
export function holdNavigation(ask: Ask): () => void {
  holders.add(ask)
  return () => {
    holders.delete(ask)
  }
}

/**
 * True when a dirty form took the navigation to `to` to ask the user first (it navigates itself
 * once they choose to leave); false when nothing holds it and the caller may go on.
 */
export function askBeforeLeaving(to: string): boolean {
  if (leaving) {
    leaving = false
    return false
  }
  const [first] = holders
  if (!first) return false
  first(to)
  return true
}

/**
 * The user chose to leave without saving: lets the navigation made right after (in the same task)
 * go without asking again. It lapses at once, so a navigation that never came cannot let a later
 * one slip through.
 */
export function leaveWithoutSaving(): void {
  leaving = holders.size > 0
  queueMicrotask(() => {
    leaving = false
  })
}
