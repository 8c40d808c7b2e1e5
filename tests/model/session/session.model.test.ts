import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { sessionMachine } from '@machines/session/session.machine'
import type { Credentials, SessionInput } from '@machines/session/session.types'
import type { UserData } from '@models/session'
import { uncovered, type ModelPath } from '../support/model-paths'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import { actorOutcomes, sessionPaths, storedUser, type ActorName } from './session-model'

const paths = sessionPaths()

interface Pending {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
}

/** The effects the app would perform, recorded so each path can check them. */
interface Effects {
  persisted: UserData[]
  forgotTab: number
  refreshedFrom: string[]
}

/**
 * Runs one generated path against the real machine. Every actor is a fake promise that the path
 * settles with the outcome it names, so the machine sees exactly the events the graph assumed.
 */
async function run(path: ModelPath) {
  const pending = new Map<ActorName, Pending>()
  const effects: Effects = { persisted: [], forgotTab: 0, refreshedFrom: [] }
  // Each fake resolves with whatever the path's outcome carries, so its type is the caller's.
  const fake = <T, I>(name: ActorName) =>
    fromPromise<T, I>(
      () =>
        new Promise<T>((resolve, reject) =>
          pending.set(name, { resolve: resolve as (value: unknown) => void, reject }),
        ),
    )
  const initial = path.steps[0]!.state
  const input: SessionInput = {
    user: (initial.context as { user: UserData | null }).user,
  }
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        signIn: fake<UserData, Credentials>('signIn'),
        refresh: fromPromise<string, { token: string }>(({ input: { token } }) => {
          effects.refreshedFrom.push(token)
          return new Promise((resolve, reject) =>
            pending.set('refresh', { resolve: resolve as (v: unknown) => void, reject }),
          )
        }),
        signOut: fake<undefined, { user: UserData }>('signOut'),
        expire: fake<undefined, { user: UserData }>('expire'),
      },
      actions: {
        persist: (_, { user }) => effects.persisted.push(user),
        forgetTab: () => effects.forgotTab++,
      },
    }),
    { input },
  ).start()

  for (const step of path.steps.slice(1)) {
    const before = actor.getSnapshot()
    const outcome = settledActor(step.event.type)
    if (outcome) {
      const waiting = pending.get(outcome.name)
      expect(waiting, `${outcome.name} is running`).toBeDefined()
      pending.delete(outcome.name)
      if (outcome.kind === 'done') waiting!.resolve((step.event as { output?: unknown }).output)
      else waiting!.reject((step.event as { error?: unknown }).error)
    } else {
      actor.send(step.event as never)
    }
    await new Promise((resolve) => setTimeout(resolve, 0))

    const after = actor.getSnapshot()
    expect(after.value, `after ${step.event.type}`).toEqual(step.state.value)
    expect(after.context.notice).toBe(step.state.context.notice)
    expect(after.context.user?.jwt ?? null).toBe(step.state.context.user?.jwt ?? null)
    expect(after.context.loginFailure).toEqual(step.state.context.loginFailure)

    // What the app does on the way, checked where the path makes it happen.
    if (before.matches('signingIn') && after.matches('signedIn')) {
      expect(effects.persisted.at(-1)).toEqual(after.context.user)
    }
    if (before.matches({ signedIn: 'refreshing' }) && after.matches({ signedIn: 'active' })) {
      expect(effects.persisted.at(-1)?.jwt).toBe(after.context.user?.jwt)
    }
    if (before.matches('signedIn') && after.matches('signedOut')) {
      expect(effects.forgotTab).toBeGreaterThan(0)
    }
  }
  // Whatever happened, there was never more than one refresh per refused token.
  expect(new Set(effects.refreshedFrom).size).toBe(effects.refreshedFrom.length)
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
