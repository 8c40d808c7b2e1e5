import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createActor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate'
import type { AnyListChange } from '@models/lists/list-change'
import { listChangeMachine } from '@machines/list/list-change.machine'
import type { ListChangeContext, ListChangeInput } from '@machines/list/list-change.types'
import type { ModelPath } from '../support/model-paths'
import { createFakeActors, performStep, type FakeCall } from '../support/fake-actors'
import { takeCheckedStep, type ExpectedStep } from '../support/checked-step'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import { uncoveredMacrosteps } from '../support/macrostep-coverage'
import {
  addUser,
  answerOf,
  deactivateUser,
  deleteUsers,
  listChangePaths,
  refusal,
  serializeState,
  undoDue,
  type ListChangePath,
} from './list-change-model'

const paths = listChangePaths()

/** Issue 13: a delete waits this long behind its Undo before it is sent. */
const undoWindowMs = 5000

type Effects = {
  /** The sends started: the change each one carries. */
  calls: FakeCall[]
  /** The Undo offered, for which change. */
  offers: AnyListChange[]
  /** The Undo taken away again, for which change. */
  withdrawals: AnyListChange[]
  /** The refusals the user was told of. */
  refusals: unknown[]
}

/** One change's machine with a fake server the path answers, and what it showed the user. */
function startChange(input: ListChangeInput) {
  const fakes = createFakeActors()
  const effects: Effects = { calls: fakes.calls, offers: [], withdrawals: [], refusals: [] }
  const actor = createActor(
    listChangeMachine.provide({
      actors: { sendChange: fakes.logic<unknown, AnyListChange>() },
      actions: {
        offerUndo: ({ context }) => effects.offers.push(context.change),
        withdrawUndo: ({ context }) => effects.withdrawals.push(context.change),
        reportRefusal: (_, params) => effects.refusals.push(params.error),
      },
    }),
    { input },
  ).start()
  const step = (event: AnyEventObject) => performStep(actor, event, fakes, () => undoWindowMs)
  return { actor, effects, step }
}

type Value = 'waitingForUndo' | 'sending' | 'done' | 'failed' | 'undone'
const ended: Value[] = ['done', 'failed', 'undone']

/**
 * One change's rules (issue 13), step by step, written apart from the machine: a delete waits
 * 5 s behind an Undo, then goes (or at once when flushed, or never when undone), and the Undo is
 * taken away either way; a send the server takes ends `done` with its answer, one it refuses ends
 * `failed`, and the user is told why; once sent, Undo and flush change nothing.
 */
function expectedStep(before: AnyMachineSnapshot, event: EventObject): ExpectedStep<Effects> {
  const context = before.context as ListChangeContext
  const state = before.value as Value
  const same = { value: state, context, calls: [], offers: [], withdrawals: [], refusals: [] }
  const send = (): ExpectedStep<Effects> => ({
    ...same,
    value: 'sending',
    withdrawals: [context.change],
    calls: [{ id: 'send', input: context.change }],
  })
  if (state === 'waitingForUndo') {
    if (event.type === 'change.undo') {
      return { ...same, value: 'undone', withdrawals: [context.change] }
    }
    if (event.type === 'change.flush' || event.type === undoDue) return send()
  }
  if (state === 'sending') {
    if (event.type === 'xstate.done.actor.send') {
      const result = (event as { output?: unknown }).output
      return { ...same, value: 'done', context: { ...context, result } }
    }
    if (event.type === 'xstate.error.actor.send') {
      const error = (event as { error?: unknown }).error
      return { ...same, value: 'failed', context: { ...context, error }, refusals: [error] }
    }
  }
  return same
}

async function run(path: ListChangePath) {
  const { change } = path.input
  const { actor, effects, step } = startChange(path.input)
  const start = actor.getSnapshot()
  expect(start.context).toEqual({ change, result: undefined, error: null })
  if (change.kind === 'delete') {
    expect(start.value, 'a delete waits behind its Undo').toBe('waitingForUndo')
    expect(effects.offers).toEqual([change])
    expect(effects.calls).toEqual([])
  } else {
    expect(start.value, `an ${change.kind} is sent at once`).toBe('sending')
    expect(effects.offers).toEqual([])
    expect(effects.calls).toEqual([{ id: 'send', input: change }])
  }
  const running = { actor, step, effects }
  for (const pathStep of path.steps.slice(1)) {
    await takeCheckedStep(running, pathStep, { serializeState, expectedStep })
    const { status, value } = actor.getSnapshot()
    expect(status, `after ${pathStep.event.type}`).toBe(
      ended.includes(value as Value) ? 'done' : 'active',
    )
  }
  actor.stop()
}

/**
 * What the paths leave out, whole macrosteps counted. The change's kind sends `starting` one way
 * or the other as the machine starts, before any step: each path's first state shows which.
 */
function uncoveredFromTheStart(machine: AnyStateMachine, generated: ModelPath[]) {
  const { states, transitions } = uncoveredMacrosteps(machine, generated)
  const startedIn = new Set(generated.map((path) => path.steps[0]!.state.value as string))
  const takenAtStart = [
    startedIn.has('waitingForUndo') &&
      'listChange.starting --always[0]--> listChange.waitingForUndo',
    startedIn.has('sending') && 'listChange.starting --always[1]--> listChange.sending',
  ]
  return { states, transitions: transitions.filter((key) => !takenAtStart.includes(key)) }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describeGeneratedPaths('list change machine (generated paths)', {
  machine: listChangeMachine,
  paths,
  run: (path) => run(path as ListChangePath),
  covers: 'covers every state and every transition of the machine, eventless ones included',
  uncovered: uncoveredFromTheStart,
  leftOut: {
    event: (event) => event.type === 'change.undo',
    transition: 'listChange.waitingForUndo --change.undo[0]--> listChange.undone',
  },
})

describe('list change machine (behaviour)', { timeout: 30_000 }, () => {
  it('sends a delete after 5 s behind its Undo, not a millisecond sooner', async () => {
    const { actor, effects } = startChange({ change: deleteUsers })
    await vi.advanceTimersByTimeAsync(4999)
    expect(effects.calls).toEqual([])
    expect(effects.withdrawals).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(effects.calls).toEqual([{ id: 'send', input: deleteUsers }])
    expect(effects.withdrawals).toEqual([deleteUsers])
    expect(actor.getSnapshot().value).toBe('sending')
  })

  it('never sends a delete the user took back, however long after', async () => {
    const { actor, effects, step } = startChange({ change: deleteUsers })
    await vi.advanceTimersByTimeAsync(3000)
    await step({ type: 'change.undo' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(effects.calls).toEqual([])
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().value).toBe('undone')
  })

  it('sends a waiting delete at once when flushed, and only once', async () => {
    const { effects, step } = startChange({ change: deleteUsers })
    await step({ type: 'change.flush' })
    await vi.advanceTimersByTimeAsync(undoWindowMs)
    await step({ type: 'change.flush' })
    expect(effects.calls).toEqual([{ id: 'send', input: deleteUsers }])
  })

  it('keeps what the server answered an add with, and tells the user nothing went wrong', async () => {
    const { actor, effects, step } = startChange({ change: addUser })
    await step({ type: 'xstate.done.actor.send', output: answerOf.add })
    expect(actor.getSnapshot().context.result).toEqual({
      user: expect.objectContaining({ id: 51, email: 'ada@example.com' }),
    })
    expect(effects.refusals).toEqual([])
  })

  it('tells the user once why the server refused an update, and ends failed', async () => {
    const { actor, effects, step } = startChange({ change: deactivateUser })
    await step({ type: 'change.undo' })
    await step({ type: 'xstate.error.actor.send', error: refusal })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toBe(refusal)
    expect(effects.refusals).toEqual([refusal])
    expect(effects.offers).toEqual([])
  })
})
