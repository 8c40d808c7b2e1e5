import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'

interface TextFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'id' | 'aria-invalid' | 'aria-describedby'
> {
  label: string
  /** Already translated; the field is marked invalid while there is one. */
  error?: string | null | undefined
  /** Announce the error when it appears: for the server's answer, not for typing. */
  alert?: boolean
  hint?: string | undefined
  /** Beside the label, e.g. the "Forgot password?" link. */
  labelAside?: ReactNode
  /** Inside the field at its end, e.g. the show-password button. */
  end?: ReactNode
}

/** A labelled input with its hint and error tied to it, so assistive tech reads them together. */
export function TextField({
  label,
  error,
  alert = false,
  hint,
  labelAside,
  end,
  className,
  ...input
}: TextFieldProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ')
  return (
    <div className={className ? `auth-field ${className}` : 'auth-field'}>
      <div className="auth-field__top">
        <label className="auth-field__label" htmlFor={id}>
          {label}
        </label>
        {labelAside}
      </div>
      <div className={end ? 'auth-field__control auth-field__control--end' : 'auth-field__control'}>
        <input
          {...input}
          id={id}
          className="input"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy || undefined}
        />
        {end}
      </div>
      {hint && (
        <p id={hintId} className="auth-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="auth-field__error" role={alert ? 'alert' : undefined}>
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          <span>{error}</span>
        </p>
      )}
    </div>
  )
}
