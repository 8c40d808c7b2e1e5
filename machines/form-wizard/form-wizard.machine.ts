import { assertEvent, assign, setup } from 'xstate'
import { wizardProblems, wizardSteps } from '@models/ui-kit/ui-kit-forms'
import type { FormWizardContext, FormWizardEvent } from './form-wizard.types'

const lastIndex = wizardSteps.length - 1
const stepAt = (index: number) => wizardSteps[index] ?? 'account'

/**
 * The UI kit's form wizard (issue 17): a step is left forward only when its fields are right,
 * back at any time (one step, or to an earlier one from the steps bar); Next on the last step
 * finishes, and a finished wizard starts again from the first step.
 */
export const formWizardMachine = setup({
  types: {
    context: {} as FormWizardContext,
    events: {} as FormWizardEvent,
  },
  actions: {
    check: assign(({ context, event }) => {
      assertEvent(event, 'wizard.next')
      return { problems: wizardProblems(stepAt(context.index), event.form) }
    }),
    advance: assign(({ context }) => ({ index: context.index + 1, problems: {} })),
    stepBack: assign(({ context }) => ({ index: Math.max(0, context.index - 1), problems: {} })),
    jump: assign(({ event }) => {
      assertEvent(event, 'wizard.goTo')
      return { index: event.index, problems: {} }
    }),
    forget: assign(({ context, event }) => {
      assertEvent(event, 'wizard.edited')
      return {
        problems: Object.fromEntries(
          Object.entries(context.problems).filter(([field]) => field !== event.field),
        ),
      }
    }),
    reset: assign(() => ({ index: 0, problems: {} })),
  },
  guards: {
    onLastStep: ({ context }) => context.index === lastIndex,
    stepRight: ({ context }) => Object.keys(context.problems).length === 0,
    earlierStep: ({ context, event }) =>
      event.type === 'wizard.goTo' && event.index >= 0 && event.index < context.index,
  },
}).createMachine({
  id: 'formWizard',
  context: { index: 0, problems: {} },
  initial: 'filling',
  states: {
    filling: {
      on: {
        'wizard.next': [
          { guard: 'onLastStep', target: 'finished' },
          { target: 'checking', actions: 'check' },
        ],
        'wizard.back': { actions: 'stepBack' },
        'wizard.goTo': { guard: 'earlierStep', actions: 'jump' },
        'wizard.edited': { actions: 'forget' },
      },
    },
    checking: {
      always: [
        { guard: 'stepRight', target: 'filling', actions: 'advance' },
        { target: 'filling' },
      ],
    },
    finished: {
      on: { 'wizard.restart': { target: 'filling', actions: 'reset' } },
    },
  },
})

export type FormWizardMachine = typeof formWizardMachine
