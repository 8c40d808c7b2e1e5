import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { sessionMachine } from '@machines/session/session.machine'
import type {
  Credentials,
  SessionContext,
  SessionEvent,
  SessionInput,
} from '@machines/session/session.types'
import type { UserData } from '@models/session/session'
import { createSessionHandle, type SessionHandle } from '@/services/session/session-handle'
import { createAuthorizedClient } from '@/services/session/authorized-client'
import english from '../../../public/locales/en/translation.json'
import { uncovered, type ModelPath } from '../support/model-paths'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import {
  actorOutcomes,
  modelEvents,
  refreshedAgainToken,
  refreshedToken,
  serializeState,
  sessionPaths,
  storedUser,
  type ActorName,
} from './session-model'
import {
  SessionOracle,
  blacklistedTokenMessage,
  expiredTokenMessage,
  ownUnauthorizedMessage,
  type Observed,
  type Phase,
  type RequestFate,
  type StepEffects,
  type WorldEvent,
} from './session-oracle'

const paths = sessionPaths()

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** The 401 each refusal of the generated paths comes back with, as SPEC.md words it. */
const messageOf = {
  expired: expiredTokenMessage,
  blacklisted: blacklistedTokenMessage,
  other: ownUnauthorizedMessage,
} as const

/** One request of a path: the 401 its first attempt gets, and what came of it. */
interface SentRequest {
  /** The Authorization token of its first attempt (undefined until it is sent). */
  sentWith: string | null | undefined
  /** The Authorization token of each attempt after the first. */
  retries: (string | null)[]
  /** It reported its 401 to the session, which has not answered yet. */
  waitingForSession: boolean
  /** Its status once it settled. */
  status: number | null
}

/** A path's event as the oracle knows it: what happened, in the spec's words. */
function worldEvent(event: EventObject, request: number): WorldEvent {
  const session = event as SessionEvent
  switch (session.type) {
    case 'session.login':
      return { kind: 'login' }
    case 'session.logout':
      return { kind: 'logout' }
    case 'session.rejected':
      return {
        kind: 'refused',
        request,
        token: session.token === 'no-token' ? null : session.token,
        message: messageOf[session.reason],
      }
    case 'session.adopted':
      return { kind: 'otherTabStored', token: session.user.jwt }
    case 'session.endedElsewhere':
      return { kind: 'otherTabEnded', expired: session.reason === 'expired' }
  }
  const outcome = settledActor(event.type)!
  const { output, error } = event as { output?: unknown; error?: unknown }
  switch (`${outcome.name} ${outcome.kind}`) {
    case 'signIn done':
      return { kind: 'loginSucceeded', token: (output as UserData).jwt }
    case 'signIn error':
      return { kind: 'loginFailed', message: (error as Error).message }
    case 'refresh done':
      return { kind: 'refreshSucceeded', token: output as string }
    case 'refresh error':
      return { kind: 'refreshFailed' }
    case 'expire done':
    case 'expire error':
      return { kind: 'endingDone' }
    default:
      return { kind: 'logoutDone' }
  }
}

/** The machine's state as the oracle names it. */
function phaseOf(snapshot: AnyMachineSnapshot): Phase {
  if (snapshot.matches({ signedIn: 'refreshing' })) return 'refreshing'
  if (snapshot.matches('signedIn')) return 'signedIn'
  if (snapshot.matches('signingIn')) return 'signingIn'
  if (snapshot.matches('expiring')) return 'ending'
  if (snapshot.matches('signingOut')) return 'signingOut'
  return 'signedOut'
}

/** What a user sees of the machine: the texts the login page shows for its context. */
function observedOf(snapshot: AnyMachineSnapshot, handle: SessionHandle): Observed {
  const { notice, loginFailure, user } = snapshot.context as SessionContext
  const phase = phaseOf(snapshot)
  return {
    phase,
    token: handle.currentUser()?.jwt ?? null,
    user: phase === 'ending' || phase === 'signingOut' ? undefined : (user?.jwt ?? null),
    notice: notice === 'expired' ? english.auth.sessionExpired : null,
    loginError:
      loginFailure === null
        ? null
        : loginFailure.kind === 'server'
          ? loginFailure.message
          : english.auth.login[loginFailure.kind],
  }
}

/** Whether what a request came to so far agrees with the fate the oracle gives it. */
function agrees(request: SentRequest, fate: RequestFate): boolean {
  const { retries, status } = request
  switch (fate.kind) {
    case 'waiting':
    case 'ownErrorDuringRefresh':
      return retries.length === 0 && status === null
    case 'refused':
      return retries.length === 0 && (status === null || status === 401)
    case 'retried':
      return retries.length === 1 && retries[0] === fate.token && status === 200
    case 'refusedOrRetried':
      return retries.length === 0
        ? status === null || status === 401
        : retries.length === 1 && retries[0] === fate.token && status === 200
  }
}

/**
 * Runs one generated path against the machine, with the session handle and the HTTP client the
 * app uses, and checks every step against the oracle written from SPEC.md (session-oracle.ts).
 * Actors are fake promises that the path settles. A refusal is a real request through the client,
 * sent with the token the event names (it left before this step, with the token of that time),
 * whose first attempt comes back 401 with the SPEC.md message for the event's reason; whatever
 * the client does next (report it to the session, retry it) is the code under test.
 */
async function run(path: ModelPath) {
  const pending = new Map<ActorName, Pending>()
  // Cancelled refreshes are counted from their signals.
  const effects: Omit<StepEffects, 'refreshesCancelled'> = {
    refreshesStarted: [],
    stored: [],
    cleared: [],
  }
  const refreshSignals: AbortSignal[] = []
  const fake = <T, I>(name: ActorName, started?: (input: I, signal: AbortSignal) => void) =>
    fromPromise<T, I>(({ input, signal }) => {
      started?.(input, signal)
      return new Promise<T>((resolve, reject) =>
        pending.set(name, { resolve: resolve as (value: unknown) => void, reject }),
      )
    })
  const initial = path.steps[0]!.state
  const input: SessionInput = { user: (initial.context as SessionContext).user }
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        signIn: fake<UserData, Credentials>('signIn'),
        refresh: fake<string, { token: string }>('refresh', ({ token }, signal) => {
          effects.refreshesStarted.push(token)
          refreshSignals.push(signal)
        }),
        signOut: fake<undefined, { user: UserData }>('signOut', () =>
          effects.cleared.push('logout'),
        ),
        expire: fake<undefined, { user: UserData }>('expire', () => effects.cleared.push('expiry')),
      },
      actions: {
        persist: (_, { user }) => effects.stored.push(user.jwt),
        forgetTab: () => effects.cleared.push('thisTab'),
      },
    }),
    { input },
  ).start()
  const handle = createSessionHandle(actor)
  const requests: SentRequest[] = []

  /** A request that left with `token` (none: null) and comes back 401 with `message`. */
  const send = (token: string | null, message: string) => {
    const request: SentRequest = {
      sentWith: undefined,
      retries: [],
      waitingForSession: false,
      status: null,
    }
    requests.push(request)
    let left = false
    const client = createAuthorizedClient(
      {
        // It left before this step, with the token of that time: its first attempt neither
        // waited for a refresh nor carries the session's token now. From its 401 on it has the
        // real session handle, waiting included, so that a client that holds a 401 back until a
        // refresh in flight is over (and so never tells the session of a blacklisted token during
        // a refresh, SPEC.md section 4) is seen doing so, not spared by a fake that never waits.
        settled: () => (left ? handle.settled() : Promise.resolve()),
        currentUser: () => {
          if (left) return handle.currentUser()
          left = true
          return token === null ? null : { ...storedUser, jwt: token }
        },
        retryTokenAfter: async (refused, reason) => {
          request.waitingForSession = true
          try {
            return await handle.retryTokenAfter(refused, reason)
          } finally {
            request.waitingForSession = false
          }
        },
      },
      'company-token',
      {
        prefixUrl: 'http://api.test/',
        retry: 0,
        timeout: false,
        fetch: async (sent) => {
          const bearer =
            (sent as Request).headers.get('Authorization')?.replace(/^Bearer /, '') ?? null
          if (request.sentWith === undefined) {
            request.sentWith = bearer
            return Response.json({ message }, { status: 401 })
          }
          request.retries.push(bearer)
          return Response.json({ ok: true })
        },
      },
    )
    client.get('data').then(
      (response) => (request.status = response.status),
      (error: { response?: Response }) => (request.status = error.response?.status ?? -1),
    )
  }

  /** Lets the machine, the handle and the client go as far as they can without the world. */
  const settle = async () => {
    for (let turn = 0; turn < 25; turn++) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      if (requests.every((request) => request.status !== null || request.waitingForSession)) {
        return
      }
    }
  }

  const oracle = new SessionOracle(input.user?.jwt ?? null)
  expect(observedOf(actor.getSnapshot(), handle), 'at the start').toEqual(oracle.observed())

  /** Brings `event` about, and checks the step against the oracle (and against `state`, if any). */
  const takeStep = async (event: EventObject, state: AnyMachineSnapshot | null) => {
    const world = worldEvent(event, requests.length)
    const label = `after ${JSON.stringify(world)}`
    const marks = {
      refreshesStarted: effects.refreshesStarted.length,
      stored: effects.stored.length,
      cleared: effects.cleared.length,
      cancelled: refreshSignals.filter((signal) => signal.aborted).length,
    }

    const outcome = settledActor(event.type)
    if (world.kind === 'refreshSucceeded') {
      // A server never gives back the token it was asked to replace: the model must not either.
      expect(world.token, 'the refresh answers with a new token').not.toBe(
        effects.refreshesStarted.at(-1),
      )
    }
    if (outcome) {
      const waiting = pending.get(outcome.name)
      expect(waiting, `${outcome.name} is running`).toBeDefined()
      pending.delete(outcome.name)
      if (outcome.kind === 'done') waiting!.resolve((event as { output?: unknown }).output)
      else waiting!.reject((event as { error?: unknown }).error)
    } else if (world.kind === 'refused') {
      send(world.token, world.message)
    } else {
      actor.send(event as never)
    }
    await settle()

    const expected = oracle.step(world)
    const after = actor.getSnapshot()
    // What SPEC.md requires, independently of the machine.
    expect(observedOf(after, handle), label).toEqual(oracle.observed())
    expect(
      {
        refreshesStarted: effects.refreshesStarted.slice(marks.refreshesStarted),
        refreshesCancelled:
          refreshSignals.filter((signal) => signal.aborted).length - marks.cancelled,
        stored: effects.stored.slice(marks.stored),
        cleared: effects.cleared.slice(marks.cleared),
      },
      `${label}: effects`,
    ).toEqual(expected)
    if (world.kind === 'refused') {
      expect(requests[world.request]!.sentWith, `${label}: sent with`).toBe(world.token)
    }
    requests.forEach((request, index) => {
      const fate = oracle.fates.get(index)!
      expect(
        agrees(request, fate),
        `${label}: request ${index} (${JSON.stringify(request)}) should be ${JSON.stringify(fate)}`,
      ).toBe(true)
    })
    // And the run drove the machine the way the path assumed (the path itself is the machine's).
    if (state) expect(serializeState(after), label).toBe(serializeState(state))
  }

  for (const step of path.steps.slice(1)) await takeStep(step.event, step.state)
  // Then what the path left running ends well (the refresh answers, the clearing is over), so
  // that what waits for it, requests refused meanwhile and the expiry notice, is checked too.
  for (let more = 0; more < 3; more++) {
    const done = modelEvents(actor.getSnapshot()).find((event) =>
      event.type.startsWith('xstate.done.actor.'),
    )
    if (!done) break
    // The refresh answers with a token other than the one it replaces, whatever came since.
    const replaced = effects.refreshesStarted.at(-1)
    const output = replaced === refreshedToken ? refreshedAgainToken : refreshedToken
    const answered: EventObject = { ...done, output } as EventObject
    await takeStep(done.type === actorOutcomes.refresh.done.type ? answered : done, null)
  }
  // Nothing is left hanging: each request has its answer, the 401 or its retry's.
  expect(
    requests.filter((request) => request.status === null),
    'requests still waiting',
  ).toEqual([])
  actor.stop()
}

function settledActor(type: string): { name: ActorName; kind: 'done' | 'error' } | null {
  for (const [name, outcomes] of Object.entries(actorOutcomes)) {
    if (outcomes.done.type === type) return { name: name as ActorName, kind: 'done' }
    if (outcomes.error.type === type) return { name: name as ActorName, kind: 'error' }
  }
  return null
}

// The stored session is restored by eventless transitions before any step, so steps alone count.
describeGeneratedPaths('session machine (generated paths)', {
  machine: sessionMachine,
  paths,
  run,
  uncovered,
})

describe('session machine (behaviour)', () => {
  const start = (user: UserData | null, refresh: () => Promise<string>) =>
    createActor(
      sessionMachine.provide({
        actors: {
          refresh: fromPromise(refresh),
          expire: fromPromise<undefined, { user: UserData }>(async () => undefined),
        },
      }),
      { input: { user } },
    ).start()

  it('makes one refresh for any number of refusals of the same token', async () => {
    let calls = 0
    const actor = start(storedUser, async () => {
      calls++
      return 'token-2'
    })
    for (let i = 0; i < 5; i++) {
      actor.send({ type: 'session.rejected', token: 'token-1', reason: 'expired' })
    }
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toBe(1)
    expect(actor.getSnapshot().context.user?.jwt).toBe('token-2')
  })

  it('ends the session with the expiry notice when the token is blacklisted mid-refresh', async () => {
    const actor = start(storedUser, () => new Promise<string>(() => undefined))
    actor.send({ type: 'session.rejected', token: 'token-1', reason: 'expired' })
    actor.send({ type: 'session.rejected', token: 'token-1', reason: 'blacklisted' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().value).toBe('signedOut')
    expect(actor.getSnapshot().context.notice).toBe('expired')
  })

  // The runtime relies on it: a cancelled refresh stores nothing and revokes what it gets.
  it.each([
    [
      'a blacklisted refusal',
      { type: 'session.rejected', token: 'token-1', reason: 'blacklisted' },
    ],
    ['a logout', { type: 'session.logout' }],
    ['another tab’s ending', { type: 'session.endedElsewhere', reason: 'expired' }],
  ] as const)('cancels the refresh in flight when %s ends the session', async (_, ending) => {
    let refreshSignal: AbortSignal | undefined
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          refresh: fromPromise<string, { token: string }>(({ signal }) => {
            refreshSignal = signal
            return new Promise<string>(() => undefined)
          }),
          expire: fromPromise<undefined, { user: UserData }>(async () => undefined),
          signOut: fromPromise<undefined, { user: UserData }>(async () => undefined),
        },
      }),
      { input: { user: storedUser } },
    ).start()
    actor.send({ type: 'session.rejected', token: 'token-1', reason: 'expired' })
    expect(refreshSignal?.aborted).toBe(false)
    actor.send(ending)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(refreshSignal?.aborted).toBe(true)
    expect(actor.getSnapshot().value).toBe('signedOut')
  })

  it('starts signed out without stored user data', () => {
    const actor = start(null, async () => 'never')
    expect(actor.getSnapshot().value).toBe('signedOut')
  })
})

export type { SessionInput }
