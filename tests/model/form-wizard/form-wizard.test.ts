import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { emptyWizard, type WizardForm } from '@models/ui-kit/ui-kit-forms'
import { formWizardMachine } from '@machines/form-wizard/form-wizard.machine'

const account: WizardForm = { ...emptyWizard, username: 'jdoe', email: 'jd@example.com' }
const complete: WizardForm = { ...account, firstName: 'Jane', lastName: 'Doe', country: 'pt' }

const start = () => createActor(formWizardMachine).start()

describe('the UI kit’s form wizard machine', () => {
  it('stays on a step whose fields are wrong, saying which', () => {
    const wizard = start()
    wizard.send({ type: 'wizard.next', form: { ...emptyWizard, username: 'jd' } })
    const { context, value } = wizard.getSnapshot()
    expect(value).toBe('filling')
    expect(context.index).toBe(0)
    expect(context.problems).toEqual({ username: 'usernameShort', email: 'required' })
    wizard.send({ type: 'wizard.edited', field: 'email' })
    expect(wizard.getSnapshot().context.problems).toEqual({ username: 'usernameShort' })
  })

  it('goes on step by step when each is right, back one or to an earlier one, and finishes', () => {
    const wizard = start()
    wizard.send({ type: 'wizard.next', form: account })
    expect(wizard.getSnapshot().context).toEqual({ index: 1, problems: {} })
    wizard.send({ type: 'wizard.next', form: account })
    expect(wizard.getSnapshot().context.problems).toEqual({
      firstName: 'required',
      lastName: 'required',
      country: 'choose',
    })
    wizard.send({ type: 'wizard.back' })
    expect(wizard.getSnapshot().context).toEqual({ index: 0, problems: {} })
    wizard.send({ type: 'wizard.next', form: complete })
    wizard.send({ type: 'wizard.next', form: complete })
    wizard.send({ type: 'wizard.next', form: complete })
    expect(wizard.getSnapshot().context.index).toBe(3)
    // The steps bar goes back only to a step done.
    wizard.send({ type: 'wizard.goTo', index: 3 })
    wizard.send({ type: 'wizard.goTo', index: 5 })
    expect(wizard.getSnapshot().context.index).toBe(3)
    wizard.send({ type: 'wizard.goTo', index: 1 })
    expect(wizard.getSnapshot().context.index).toBe(1)
    wizard.send({ type: 'wizard.next', form: complete })
    wizard.send({ type: 'wizard.next', form: complete })
    wizard.send({ type: 'wizard.next', form: complete })
    expect(wizard.getSnapshot().value).toBe('finished')
    wizard.send({ type: 'wizard.restart' })
    expect(wizard.getSnapshot().value).toBe('filling')
    expect(wizard.getSnapshot().context).toEqual({ index: 0, problems: {} })
  })
})
