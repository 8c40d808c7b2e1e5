import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { StepsBar } from '@/components/steps-bar'
import {
  appCategories,
  appDatabases,
  appFrameworks,
  appNameProblem,
  createAppSteps,
  emptyAppDraft,
  mayContinue,
  maxAppNameLength,
  type AppDraft,
} from '@models/modal-examples/create-app'
import { Button } from '@/components/button'
import { TextInputField } from '@/components/form-field/text-input-field'
import { ChoiceGroup } from '@/components/choice-group'
import { Modal } from '@/components/modal/modal'
import { notify } from '@/services/toast'
import type { ExampleDialogProps } from './modal-examples.page'

type Choice = 'category' | 'framework' | 'database'
const choices: Record<Choice, readonly string[]> = {
  category: appCategories,
  framework: appFrameworks,
  database: appDatabases,
}

/**
 * Create an app, in four steps (details, framework, database, submit) shown with PrimeReact's
 * Steps as the checkout does: forward only with a name, back to any step already seen.
 */
export function CreateAppDialog({ onClose }: ExampleDialogProps) {
  const { t } = useTranslation('modals')
  const [index, setIndex] = useState(0)
  const [draft, setDraft] = useState<AppDraft>(emptyAppDraft)
  const [showProblems, setShowProblems] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const step = createAppSteps[index] ?? 'details'
  const nameProblem = appNameProblem(draft.name)

  // After a move, the new step's heading takes the focus, so a screen reader reads where it is.
  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [index])
  const goTo = (next: number) => {
    moved.current = true
    setIndex(next)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!mayContinue(step, draft)) {
      setShowProblems(true)
      document.getElementById('app-name')?.focus()
      return
    }
    if (step !== 'submit') {
      goTo(index + 1)
      return
    }
    notify({ severity: 'success', summary: t('createApp.created', { name: draft.name.trim() }) })
    onClose()
  }

  const choice = (name: Choice) => (
    <ChoiceGroup
      className="choice-group--cards"
      legendClassName="form-field__label"
      legend={t(`createApp.${name}.label`)}
      name={`app-${name}`}
      options={choices[name]}
      value={draft[name]}
      onChange={(value) => setDraft((was) => ({ ...was, [name]: value }))}
      labelOf={(value) => t(`createApp.${name}.${value}`)}
    />
  )

  return (
    <Modal
      title={t('createApp.title')}
      onClose={onClose}
      className="example-dialog example-dialog--wide create-app"
      initialFocus={() => document.getElementById('app-name')}
      footer={
        <>
          <Button
            variant="secondary"
            icon="pi pi-arrow-left"
            disabled={index === 0}
            onClick={() => goTo(index - 1)}
          >
            {t('createApp.back')}
          </Button>
          <Button
            type="submit"
            form="create-app-form"
            icon={step === 'submit' ? 'pi pi-check' : 'pi pi-arrow-right'}
          >
            {step === 'submit' ? t('createApp.create') : t('createApp.next')}
          </Button>
        </>
      }
    >
      <StepsBar
        label={t('createApp.stepsLabel')}
        steps={createAppSteps.map((name) => t(`createApp.steps.${name}`))}
        active={index}
        onBack={goTo}
      />
      <form id="create-app-form" className="example-form" onSubmit={submit} noValidate>
        <h3 ref={heading} tabIndex={-1} className="example-form__wide example-dialog__heading">
          {t('createApp.stepOf', {
            step: index + 1,
            count: createAppSteps.length,
            name: t(`createApp.steps.${step}`),
          })}
        </h3>
        {step === 'details' && (
          <>
            <TextInputField
              id="app-name"
              label={t('createApp.name')}
              className="example-form__wide"
              error={
                showProblems && nameProblem
                  ? t(`createApp.errors.${nameProblem}`, { count: maxAppNameLength })
                  : null
              }
              autoComplete="off"
              value={draft.name}
              onChange={(name) => setDraft((was) => ({ ...was, name }))}
            />
            <div className="example-form__wide">{choice('category')}</div>
          </>
        )}
        {step === 'framework' && <div className="example-form__wide">{choice('framework')}</div>}
        {step === 'database' && <div className="example-form__wide">{choice('database')}</div>}
        {step === 'submit' && (
          <dl className="example-form__wide create-app__review">
            <div className="create-app__review-row">
              <dt>{t('createApp.name')}</dt>
              <dd>{draft.name.trim()}</dd>
            </div>
            {(Object.keys(choices) as Choice[]).map((name) => (
              <div key={name} className="create-app__review-row">
                <dt>{t(`createApp.${name}.label`)}</dt>
                <dd>{t(`createApp.${name}.${draft[name]}`)}</dd>
              </div>
            ))}
          </dl>
        )}
      </form>
    </Modal>
  )
}
