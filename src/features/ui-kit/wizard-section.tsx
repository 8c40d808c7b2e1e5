import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useActorRef, useSelector } from '@xstate/react'
import { formWizardMachine } from '@machines/form-wizard/form-wizard.machine'
import { Alert } from '@/components/alert'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { TextInputField } from '@/components/form-field/text-input-field'
import { StepsBar } from '@/components/steps-bar'
import { Switch } from '@/components/switch'
import { emptyWizard, wizardSteps, type WizardForm } from '@models/ui-kit/ui-kit-forms'
import { CountryOptions } from './country-options'
import { KitCard } from './kit-index'

const plans = ['basic', 'standard', 'enterprise'] as const
const idOf = (field: keyof WizardForm) => `wizard-${field}`

type TextInput = 'username' | 'email' | 'firstName' | 'lastName'
/** What each text input of the wizard is, for the browser's autofill. */
const textInputs: Record<TextInput, { type?: string; autoComplete: string }> = {
  username: { autoComplete: 'username' },
  email: { type: 'email', autoComplete: 'email' },
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
}

/**
 * A multi-step form (the steps bar the checkout uses): Next checks the step's fields and goes on
 * only when they are right, Back and the steps already done go back with everything kept, and
 * the last step shows what was entered before Finish.
 */
export function WizardSection() {
  const { t } = useTranslation('uikit')
  const actor = useActorRef(formWizardMachine)
  const index = useSelector(actor, (state) => state.context.index)
  const problems = useSelector(actor, (state) => state.context.problems)
  const finished = useSelector(actor, (state) => state.matches('finished'))
  const [form, setForm] = useState<WizardForm>(emptyWizard)
  const body = useRef<HTMLDivElement>(null)
  const moved = useRef(false)
  const step = wizardSteps[index] ?? 'account'

  // A new step's heading takes the focus (not as the page opens), so the keyboard starts there.
  useEffect(() => {
    if (moved.current) body.current?.querySelector<HTMLElement>('h3')?.focus()
  }, [index, finished])

  const goTo = (next: number) => {
    moved.current = true
    actor.send({ type: 'wizard.goTo', index: next })
  }
  const set = <K extends keyof WizardForm>(field: K, value: WizardForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }))
    actor.send({ type: 'wizard.edited', field })
  }
  const errorOf = (field: keyof WizardForm) => {
    const problem = problems[field]
    return problem ? t(`formErrors.${problem}`, { min: 3 }) : undefined
  }

  const textInput = (field: TextInput) => (
    <TextInputField
      {...textInputs[field]}
      label={t(`wizard.field.${field}`)}
      id={idOf(field)}
      error={errorOf(field)}
      value={form[field]}
      onChange={(value) => set(field, value)}
    />
  )

  const next = (event: FormEvent) => {
    event.preventDefault()
    moved.current = true
    actor.send({ type: 'wizard.next', form })
    // The machine answers at once: on a wrong step, the first wrong field takes the focus.
    const found = actor.getSnapshot().context.problems
    const first = (Object.keys(found) as (keyof WizardForm)[])[0]
    if (first) document.getElementById(idOf(first))?.focus()
  }
  const back = () => {
    moved.current = true
    actor.send({ type: 'wizard.back' })
  }

  const restart = () => {
    moved.current = true
    setForm(emptyWizard)
    actor.send({ type: 'wizard.restart' })
  }

  if (finished) {
    return (
      <div className="grid">
        <KitCard title={t('wizard.title')} source="src/components/steps-bar.tsx">
          <div ref={body} className="kit-wizard__body">
            <h3 tabIndex={-1}>{t('wizard.doneTitle')}</h3>
            <Alert tone="success">{t('wizard.done', { name: form.firstName.trim() })}</Alert>
            <div className="kit-row">
              <Button icon="pi pi-refresh" onClick={restart}>
                {t('wizard.again')}
              </Button>
            </div>
          </div>
        </KitCard>
      </div>
    )
  }

  return (
    <div className="grid">
      <KitCard title={t('wizard.title')} source="src/components/steps-bar.tsx">
        <StepsBar
          label={t('wizard.stepsLabel')}
          steps={wizardSteps.map((name) => t(`wizard.steps.${name}`))}
          active={index}
          onBack={goTo}
        />
        <div ref={body}>
          <form className="kit-form kit-wizard__body" noValidate onSubmit={next}>
            <h3 tabIndex={-1}>
              {t('wizard.stepOf', {
                n: index + 1,
                total: wizardSteps.length,
                name: t(`wizard.steps.${step}`),
              })}
            </h3>
            {step === 'account' && (
              <div className="kit-form__columns">
                {textInput('username')}
                {textInput('email')}
              </div>
            )}
            {step === 'personal' && (
              <div className="kit-form__columns">
                {textInput('firstName')}
                {textInput('lastName')}
                <FormField
                  label={t('wizard.field.country')}
                  id={idOf('country')}
                  error={errorOf('country')}
                >
                  {(control) => (
                    <select
                      {...control}
                      className="input"
                      value={form.country}
                      onChange={(event) => set('country', event.target.value)}
                    >
                      <CountryOptions />
                    </select>
                  )}
                </FormField>
              </div>
            )}
            {step === 'plan' && (
              <>
                <fieldset className="kit-fieldset">
                  <legend>{t('wizard.field.plan')}</legend>
                  {plans.map((plan) => (
                    <label key={plan} className="kit-check">
                      <input
                        type="radio"
                        name="wizard-plan"
                        value={plan}
                        checked={form.plan === plan}
                        onChange={() => set('plan', plan)}
                      />
                      {t(`wizard.plans.${plan}`)}
                    </label>
                  ))}
                </fieldset>
                <label className="kit-check">
                  <Switch
                    checked={form.newsletter}
                    onChange={(event) => set('newsletter', event.target.checked)}
                  />
                  {t('wizard.field.newsletter')}
                </label>
              </>
            )}
            {step === 'review' && (
              <dl className="kit-review">
                {(
                  [
                    ['username', form.username],
                    ['email', form.email],
                    ['firstName', form.firstName],
                    ['lastName', form.lastName],
                    ['country', form.country ? t(`countries.${form.country}`) : ''],
                    ['plan', t(`wizard.plans.${form.plan}`)],
                    ['newsletter', form.newsletter ? t('wizard.yes') : t('wizard.no')],
                  ] as const
                ).map(([field, value]) => (
                  <div key={field}>
                    <dt>{t(`wizard.field.${field}`)}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            )}
            <div className="kit-row kit-wizard__actions">
              {index > 0 && (
                <Button variant="secondary" icon="pi pi-arrow-left" onClick={back}>
                  {t('wizard.back')}
                </Button>
              )}
              <Button type="submit" icon={step === 'review' ? 'pi pi-check' : 'pi pi-arrow-right'}>
                {step === 'review' ? t('wizard.finish') : t('wizard.next')}
              </Button>
            </div>
          </form>
        </div>
      </KitCard>
    </div>
  )
}
