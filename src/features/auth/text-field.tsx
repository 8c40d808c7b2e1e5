import type { ComponentPropsWithRef, ReactNode } from 'react'
import { useField } from '@/components/form-field/use-field'
import { FieldError } from './field-error'

interface TextFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'aria-invalid' | 'aria-describedby'
> {
  /** The input's id when the form needs it, e.g. for its summary to name and focus the field. */
  id?: string | undefined
  label: string
  /** What the checks found, already translated; the field is marked invalid while there is one. */
  error?: string | null | undefined
  /**
   * Why the server refused what was sent, shown as given and announced when it appears. An error
   * of the checks goes first: it concerns what is typed now.
   */
  serverError?: string | null | undefined
  hint?: string | undefined
  /** Beside the label, e.g. the "Forgot password?" link. */
  labelAside?: ReactNode
  /** Inside the field at its end, e.g. the show-password button. */
  end?: ReactNode
}

/** A labelled input with its hint and error tied to it, so assistive tech reads them together. */
export function TextField({
  id,
  label,
  error,
  serverError,
  hint,
  labelAside,
  end,
  className,
  ...input
}: TextFieldProps) {
  const shownError = error || serverError
  const { hintId, errorId, control } = useField({ id, error: shownError, hint })
  return (
    <div className={className ? `auth-field ${className}` : 'auth-field'}>
      <div className="auth-field__top">
        <label className="auth-field__label" htmlFor={control.id}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className={end ? 'auth-field__control auth-field__control--end' : 'auth-field__control'}>
        <input {...input} {...control} className="input" />
        {end}
      </div>
      {hint && (
        <p id={hintId} className="auth-field__hint">
          {hint}
        </p>
      )}
      {shownError && (
        <FieldError id={errorId} alert={!error}>
          {shownError}
        </FieldError>
      )}
    </div>
  )
}
