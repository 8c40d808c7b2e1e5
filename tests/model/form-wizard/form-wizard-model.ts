import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate'
import { emptyWizard, type WizardForm } from '@models/ui-kit/ui-kit-forms'
import { formWizardMachine } from '@machines/form-wizard/form-wizard.machine'
import type { FormWizardContext } from '@machines/form-wizard/form-wizard.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'

/*
 * The UI kit's form wizard (issue 17): four steps (account, personal, plan, review). The paths go
 * forward with a form right for every step and with an empty one, back one step, back to the first
 * from the steps bar (and a jump forward it refuses), a field edited after its problem was shown,
 * to the end and a new start.
 */

/** Right for every step. */
export const completeForm: WizardForm = {
  ...emptyWizard,
  username: 'jdoe',
  email: 'jd@example.com',
  firstName: 'Jane',
  lastName: 'Doe',
  country: 'pt',
}

/** Every event the user can bring in this state. */
export function modelEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  if (snapshot.value === 'finished') return [{ type: 'wizard.restart' }]
  return [
    { type: 'wizard.next', form: completeForm },
    { type: 'wizard.next', form: emptyWizard },
    { type: 'wizard.back' },
    { type: 'wizard.goTo', index: 0 },
    { type: 'wizard.goTo', index: 3 },
    { type: 'wizard.edited', field: 'username' },
  ]
}

/** The state, the step, and which fields are wrong. */
export function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as FormWizardContext
  return JSON.stringify([snapshot.value, context.index, Object.keys(context.problems).sort()])
}

export function eventLabel(event: EventObject): string {
  const sent = event as { form?: WizardForm; index?: number; field?: string }
  switch (event.type) {
    case 'wizard.next':
      return sent.form === completeForm ? 'next (filled in)' : 'next (empty)'
    case 'wizard.goTo':
      return `steps bar → step ${sent.index! + 1}`
    case 'wizard.edited':
      return `${sent.field} edited`
    default:
      return event.type.replace('wizard.', '')
  }
}

export function formWizardPaths(): ModelPath[] {
  return transitionPaths(formWizardMachine, {
    events: modelEvents,
    serializeState,
    limit: TRAVERSAL_LIMIT,
  }).map((path) => labelled(path, eventLabel))
}

/** What `npm run model:scenarios` prints for this machine. */
export const scenarios = { machine: 'form-wizard', paths: formWizardPaths }
