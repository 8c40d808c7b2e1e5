/**
 * The pages that would lose unsaved changes if the app navigated away now. A form's
 * `UnsavedChangesGuard` holds the navigation while it is dirty; the router's `aroundNav` asks
 * here before it goes, so a navigation made in code (the page search, a redirect after a choice)
 * is asked about as a link click is.
 */
type Ask = (to: string) => void

/** Each holder's question, with the address its page shows (where Back must not take the user). */
const holders = new Map<Ask, string>()
/** The user chose to leave: the next navigation goes, whatever else is dirty on the page. */
let leaving = false

/** The address the browser shows now: path, query and hash. */
const addressNow = () => window.location.pathname + window.location.search + window.location.hash

/**
 * Holds the app's navigations while a form is dirty (its page at the address shown now); the
 * returned function lets them go.
 */
export function holdNavigation(ask: Ask): () => void {
  holders.set(ask, addressNow())
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
  const [first] = holders.keys()
  if (!first) return false
  first(to)
  return true
}

/**
 * Holds the browser's Back and Forward too. They cannot be cancelled: the browser has moved when
 * `popstate` comes. So, while a form holds navigations, this listener puts its page's address
 * back before the router hears of the move, and asks; leaving then goes where Back was going.
 * Call it once before the app renders: listeners run in the order they were added, and it must
 * come before the router's.
 */
export function holdHistoryMoves(): void {
  window.addEventListener('popstate', (event) => {
    const [held] = holders
    if (!held) return
    const [ask, here] = held
    const to = addressNow()
    if (new URL(to, window.location.href).pathname === new URL(here, window.location.href).pathname)
      return
    event.stopImmediatePropagation()
    window.history.pushState(window.history.state, '', here)
    ask(to)
  })
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
