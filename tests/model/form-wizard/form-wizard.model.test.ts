import { describe, expect, it } from 'vitest'
import { createActor, type AnyEventObject, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { wizardProblems, wizardSteps, type WizardForm } from '@models/ui-kit/ui-kit-forms'
import { formWizardMachine } from '@machines/form-wizard/form-wizard.machine'
import type { FormWizardContext, FormWizardEvent } from '@machines/form-wizard/form-wizard.types'
import { takeCheckedStep, type ExpectedStep } from '../support/checked-step'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import type { ModelPath } from '../support/model-paths'
import { formWizardPaths, serializeState } from './form-wizard-model'

const paths = formWizardPaths()
const lastIndex = wizardSteps.length - 1

/** The wizard has no effects beyond its state: nothing to record. */
type Effects = Record<never, unknown[]>

/**
 * The wizard's rules (issue 17), written apart from the machine: Next checks the step on screen
 * and goes on only when it is right (Next on the last step finishes); Back goes one step back and
 * the steps bar to an earlier step only, each forgetting the problems shown; an edited field loses
 * its problem; a finished wizard starts again from the first step, and nothing else moves it.
 */
function expectedStep(before: AnyMachineSnapshot, event: EventObject): ExpectedStep<Effects> {
  const context = before.context as FormWizardContext
  const same = { value: before.value, context }
  const at = (index: number) => ({ value: 'filling', context: { index, problems: {} } })
  if (before.value === 'finished') return event.type === 'wizard.restart' ? at(0) : same
  const sent = event as { form?: WizardForm; index?: number; field?: keyof WizardForm }
  switch (event.type) {
    case 'wizard.next': {
      if (context.index === lastIndex) return { ...same, value: 'finished' }
      const problems = wizardProblems(wizardSteps[context.index]!, sent.form!)
      return Object.keys(problems).length === 0
        ? at(context.index + 1)
        : { value: 'filling', context: { ...context, problems } }
    }
    case 'wizard.back':
      return at(Math.max(0, context.index - 1))
    case 'wizard.goTo':
      return sent.index! < context.index ? at(sent.index!) : same
    case 'wizard.edited': {
      const problems = Object.fromEntries(
        Object.entries(context.problems).filter(([field]) => field !== sent.field),
      )
      return { value: 'filling', context: { ...context, problems } }
    }
    default:
      return same
  }
}

async function run(path: ModelPath) {
  const actor = createActor(formWizardMachine).start()
  const step = async (event: AnyEventObject) => {
    actor.send(event as FormWizardEvent)
  }
  for (const pathStep of path.steps.slice(1)) {
    await takeCheckedStep({ actor, step, effects: {} }, pathStep, { serializeState, expectedStep })
  }
  actor.stop()
}

describeGeneratedPaths('form wizard machine (generated paths)', {
  machine: formWizardMachine,
  paths,
  run,
  covers: 'covers every step, every transition and the check of each step',
  leftOut: { event: (event) => event.type === 'wizard.goTo' },
})

describe('form wizard machine (its paths)', () => {
  it('goes through every step to the end, and back from each', () => {
    for (let index = 0; index <= lastIndex; index += 1) {
      const reached = paths.some((path) => {
        const last = path.steps.at(-1)!.state
        return last.value === 'filling' && (last.context as FormWizardContext).index === index
      })
      expect(reached, `step ${index + 1}`).toBe(true)
    }
    const descriptions = paths.map((path) => path.description)
    expect(descriptions).toContain(
      'xstate.init → next (filled in) → next (filled in) → next (filled in) → next (filled in) ⇒ "finished"',
    )
    expect(descriptions).toContain('xstate.init → next (empty) ⇒ "filling"')
  })
})
