import { useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Checkbox } from 'primereact/checkbox'
import { Alert } from '@/components/alert'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { TextInputField } from '@/components/form-field/text-input-field'
import { useField } from '@/components/form-field/use-field'
import { NumberInput } from '@/components/number-input/number-input'
import {
  emptySignUp,
  maxAge,
  minAge,
  minPassword,
  signUpProblems,
  type SignUp,
} from '@models/ui-kit/ui-kit-forms'
import { KitCard } from './kit-index'
import '@/components/prime-checkbox.css'

type Field = keyof SignUp
const fields: readonly Field[] = ['fullName', 'email', 'password', 'confirm', 'age', 'terms']
const idOf = (field: Field) => `signup-${field}`

type TextInput = 'fullName' | 'email' | 'password' | 'confirm'
/** What each text input of the form is, for the browser's autofill. */
const textInputs: Record<TextInput, { type?: string; autoComplete: string }> = {
  fullName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirm: { type: 'password', autoComplete: 'new-password' },
}

/**
 * A sign-up form checked as the user goes: a field's problem shows when the user leaves it (and
 * follows the typing after that); sending shows every problem and a summary at the top, whose
 * links take the focus to each wrong field.
 */
export function ValidationSection() {
  const { t } = useTranslation('uikit')
  const [form, setForm] = useState<SignUp>(emptySignUp)
  const [left, setLeft] = useState<ReadonlySet<Field>>(new Set())
  const [sent, setSent] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const summary = useRef<HTMLDivElement>(null)

  const problems = signUpProblems(form)
  const errorOf = (field: Field) => {
    const problem = problems[field]
    if (!problem || (!sent && !left.has(field))) return undefined
    return t(`formErrors.${problem}`, { min: minPassword, minAge, maxAge })
  }
  const leave = (field: Field) => setLeft((current) => new Set(current).add(field))
  const set = <K extends Field>(field: K, value: SignUp[K]) => {
    setDone(null)
    setForm((current) => ({ ...current, [field]: value }))
  }
  const wrong = fields.filter((field) => problems[field])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSent(true)
    if (wrong.length > 0) {
      setDone(null)
      // The summary takes the focus once it is on screen.
      requestAnimationFrame(() => summary.current?.focus())
      return
    }
    setDone(form.fullName.trim())
    setForm(emptySignUp)
    setLeft(new Set())
    setSent(false)
  }

  const terms = useField({ id: idOf('terms'), error: errorOf('terms') })
  const textInput = (field: TextInput) => (
    <TextInputField
      {...textInputs[field]}
      label={t(`validation.field.${field}`)}
      id={idOf(field)}
      error={errorOf(field)}
      value={form[field]}
      onChange={(value) => set(field, value)}
      onBlur={() => leave(field)}
    />
  )

  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('validation.title')} source="src/components/form-field/form-field.tsx">
        <p className="muted kit-note">{t('validation.hint')}</p>
        {sent && wrong.length > 0 && (
          <div ref={summary} tabIndex={-1} className="kit-summary">
            <Alert tone="danger" urgent title={t('validation.summary', { count: wrong.length })}>
              <ul className="kit-summary__list">
                {wrong.map((field) => (
                  <li key={field}>
                    <a
                      href={`#${idOf(field)}`}
                      onClick={(event) => {
                        event.preventDefault()
                        document.getElementById(idOf(field))?.focus()
                      }}
                    >
                      {t('validation.summaryItem', {
                        field: t(`validation.field.${field}`),
                        problem: errorOf(field),
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            </Alert>
          </div>
        )}
        {done && (
          <Alert tone="success" title={t('validation.doneTitle')}>
            {t('validation.done', { name: done })}
          </Alert>
        )}
        <form className="kit-form" noValidate onSubmit={submit}>
          {textInput('fullName')}
          {textInput('email')}
          <div className="kit-form__columns">
            {textInput('password')}
            {textInput('confirm')}
          </div>
          <FormField label={t('validation.field.age')} id={idOf('age')} error={errorOf('age')}>
            {(control) => (
              <div onBlur={() => leave('age')}>
                <NumberInput
                  control={control}
                  value={form.age}
                  max={999}
                  onChange={(value) => set('age', value)}
                />
              </div>
            )}
          </FormField>
          <div className="form-field">
            <div className="kit-check">
              <Checkbox
                inputId={terms.control.id}
                checked={form.terms}
                onChange={(event) => {
                  set('terms', Boolean(event.checked))
                  leave('terms')
                }}
                aria-invalid={terms.control['aria-invalid']}
                aria-describedby={terms.control['aria-describedby']}
              />
              <label htmlFor={terms.control.id}>{t('validation.field.terms')}</label>
            </div>
            {errorOf('terms') && (
              <p id={terms.errorId} className="form-field__error">
                {errorOf('terms')}
              </p>
            )}
          </div>
          <div className="kit-row">
            <Button type="submit" icon="pi pi-check">
              {t('validation.submit')}
            </Button>
          </div>
        </form>
      </KitCard>
    </div>
  )
}
