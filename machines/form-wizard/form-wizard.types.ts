import type { Problems, WizardForm } from '@models/ui-kit/ui-kit-forms'

export interface FormWizardContext {
  /** The step on screen, an index of `wizardSteps`. */
  index: number
  /** What is wrong with the step's fields, as last sent; a field edited since is taken off. */
  problems: Problems<WizardForm>
}

export type FormWizardEvent =
  /** Next (or Finish on the last step), with the form as it is: on if the step is right. */
  | { type: 'wizard.next'; form: WizardForm }
  /** One step back. */
  | { type: 'wizard.back' }
  /** Back to an earlier step, from the steps bar. */
  | { type: 'wizard.goTo'; index: number }
  /** A field was changed: its problem no longer holds. */
  | { type: 'wizard.edited'; field: keyof WizardForm }
  /** From the end, a new form from the first step. */
  | { type: 'wizard.restart' }
