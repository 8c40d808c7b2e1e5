/*
 * The session as a user meets it on screen: the login page and one signed-in page (the client's
 * company home, which calls `users/me` with the session's token). The model below is a small graph
 * of what a user and the demo server can do there; the paths are generated from it, and what the
 * screen must show after each step is the oracle's business (session-oracle.ts), not the model's.
 *
 * States: the login page, with what it shows from the last step (nothing, the server's refusal,
 * the unexpected failure, the expiry notice); the login in flight (the server answers slowly);
 * the signed-in page. Events: the user types the right or a wrong password and signs in, the
 * server answers the sign-in with a 500, or slowly; on the signed-in page a request is refused
 * with 401 'Unauthorized.' and the refresh succeeds or fails, a request is refused with
 * 'Token has been blacklisted', or the user logs out.
 *
 * The rule that keeps the paths few: every (state, event) pair of the graph is a transition, and
 * each is taken at least once. A path starts at a first visit of /login and walks, each time by the
 * shortest way, to the nearest transition not yet taken and takes it, until it has taken
 * `maxSteps` steps; paths are added until no transition is left. A first visit is an App render
 * and a login, the slow part of a step, so long paths are cheaper than one path per transition.
 */

export type Shown = 'nothing' | 'refusal' | 'failure' | 'expiry'

export type ScreenState =
  { page: 'login'; shown: Shown } | { page: 'signingIn' } | { page: 'signedIn' }

export type ScreenEvent =
  | 'sign in with the right password'
  | 'sign in with a wrong password'
  | 'sign in, the server answers 500'
  | 'sign in, the server answers slowly'
  | 'the slow sign-in is answered'
  | "a request gets 401 'Unauthorized.', the refresh succeeds"
  | "a request gets 401 'Unauthorized.', the refresh fails"
  | "a request gets 401 'Token has been blacklisted'"
  | 'log out from the account menu'

export interface ScreenStep {
  event: ScreenEvent
  /** The model's state after the step (for the path's name; the oracle says what is shown). */
  state: ScreenState
}

export interface ScreenPath {
  description: string
  steps: ScreenStep[]
}

export const firstVisit: ScreenState = { page: 'login', shown: 'nothing' }

const loginEvents: ScreenEvent[] = [
  'sign in with the right password',
  'sign in with a wrong password',
  'sign in, the server answers 500',
  'sign in, the server answers slowly',
]
const signedInEvents: ScreenEvent[] = [
  "a request gets 401 'Unauthorized.', the refresh succeeds",
  "a request gets 401 'Unauthorized.', the refresh fails",
  "a request gets 401 'Token has been blacklisted'",
  'log out from the account menu',
]

/** What the user and the server can do in a state, and where it leads. */
export function next(state: ScreenState): [ScreenEvent, ScreenState][] {
  switch (state.page) {
    case 'login':
      return loginEvents.map((event) => [event, afterLogin(event)])
    case 'signingIn':
      return [['the slow sign-in is answered', { page: 'signedIn' }]]
    case 'signedIn':
      return signedInEvents.map((event) => [event, afterSignedIn(event)])
  }
}

function afterLogin(event: ScreenEvent): ScreenState {
  if (event === 'sign in with a wrong password') return { page: 'login', shown: 'refusal' }
  if (event === 'sign in, the server answers 500') return { page: 'login', shown: 'failure' }
  if (event === 'sign in, the server answers slowly') return { page: 'signingIn' }
  return { page: 'signedIn' }
}

function afterSignedIn(event: ScreenEvent): ScreenState {
  if (event === "a request gets 401 'Unauthorized.', the refresh succeeds")
    return { page: 'signedIn' }
  if (event === 'log out from the account menu') return { page: 'login', shown: 'nothing' }
  return { page: 'login', shown: 'expiry' }
}

const keyOf = (state: ScreenState) => JSON.stringify(state)
const transitionKey = (from: ScreenState, event: ScreenEvent) => `${keyOf(from)} --${event}-->`

/** Every transition of the graph reachable from a first visit. */
export function allTransitions(): Set<string> {
  const seen = new Set<string>([keyOf(firstVisit)])
  const queue = [firstVisit]
  const transitions = new Set<string>()
  while (queue.length > 0) {
    const state = queue.shift()!
    for (const [event, target] of next(state)) {
      transitions.add(transitionKey(state, event))
      if (!seen.has(keyOf(target))) {
        seen.add(keyOf(target))
        queue.push(target)
      }
    }
  }
  return transitions
}

/** The shortest steps from `from` to a transition in `wanted`, that transition included. */
function toNearest(from: ScreenState, wanted: Set<string>): ScreenStep[] | null {
  const seen = new Set([keyOf(from)])
  const queue: { state: ScreenState; steps: ScreenStep[] }[] = [{ state: from, steps: [] }]
  while (queue.length > 0) {
    const { state, steps } = queue.shift()!
    for (const [event, target] of next(state)) {
      const taken = [...steps, { event, state: target }]
      if (wanted.has(transitionKey(state, event))) return taken
      if (!seen.has(keyOf(target))) {
        seen.add(keyOf(target))
        queue.push({ state: target, steps: taken })
      }
    }
  }
  return null
}

const describeState = (state: ScreenState) =>
  state.page === 'login' ? `login page (${state.shown})` : state.page

/** The generated paths: see the rule at the top of the file. */
export function screenPaths(maxSteps = 8): ScreenPath[] {
  const left = allTransitions()
  const paths: ScreenPath[] = []
  while (left.size > 0) {
    let state = firstVisit
    const steps: ScreenStep[] = []
    while (steps.length < maxSteps && left.size > 0) {
      const way = toNearest(state, left)
      if (!way || steps.length + way.length > maxSteps) break
      for (const step of way) {
        left.delete(transitionKey(state, step.event))
        state = step.state
      }
      steps.push(...way)
    }
    if (steps.length === 0) throw new Error(`a transition is out of reach: ${[...left][0]}`)
    const names = steps.map((step) => step.event).join(' → ')
    paths.push({ description: `${names} ⇒ ${describeState(state)}`, steps })
  }
  return paths
}

/** The transitions `paths` take, to check that they take them all. */
export function takenTransitions(paths: ScreenPath[]): Set<string> {
  const taken = new Set<string>()
  for (const path of paths) {
    let state = firstVisit
    for (const step of path.steps) {
      taken.add(transitionKey(state, step.event))
      state = step.state
    }
  }
  return taken
}
