import { expect } from 'vitest'
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate'
import type { ModelStep } from './model-paths'

/** What a machine under test has done so far, by kind (calls started, events recorded, …). */
export type Effects = Record<string, unknown[]>

/** A started machine: its actor, how one event reaches it, and the effects it has had. */
export interface Running<TEffects extends Effects> {
  actor: AnyActorRef
  step: (event: AnyEventObject) => Promise<void>
  effects: TEffects
}

/** What one step should lead to: the value, the context and the effects of that step alone. */
export type ExpectedStep<TEffects extends Effects> = {
  value: unknown
  context: unknown
} & { [Kind in keyof TEffects]: unknown[] }

/** The machine's rules as the test states them, apart from the machine. */
export interface StepModel<TEffects extends Effects> {
  /** The state key the paths were generated with. */
  serializeState: (snapshot: AnyMachineSnapshot) => string
  expectedStep: (before: AnyMachineSnapshot, event: EventObject) => ExpectedStep<TEffects>
}

/**
 * Takes one step of a generated path and checks it twice: the machine rests in the state the
 * path names (as far as the state key tells states apart), and its value, context and new effects
 * are what the model says, which catches what the key leaves out.
 */
export async function takeCheckedStep<TEffects extends Effects>(
  { actor, step, effects }: Running<TEffects>,
  { event, state }: ModelStep,
  { serializeState, expectedStep }: StepModel<NoInfer<TEffects>>,
): Promise<void> {
  const before = actor.getSnapshot() as AnyMachineSnapshot
  const kinds = Object.keys(effects) as (keyof TEffects & string)[]
  const marks = kinds.map((kind) => effects[kind]!.length)
  await step(event)

  const after = actor.getSnapshot() as AnyMachineSnapshot
  const label = `after ${event.type}`
  expect(serializeState(after), label).toBe(serializeState(state))
  const expected = expectedStep(before, event)
  expect(after.value, label).toEqual(expected.value)
  expect(after.context, label).toEqual(expected.context)
  kinds.forEach((kind, index) => {
    expect(effects[kind]!.slice(marks[index]), `${label}: ${kind}`).toEqual(expected[kind])
  })
}
