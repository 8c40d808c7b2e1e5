import { useId, type ComponentPropsWithRef } from 'react'
import { FieldError } from './field-error'

interface CheckFieldProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'aria-invalid' | 'aria-describedby'
> {
  label: string
  /** Already translated; the box is marked invalid while there is one. */
  error?: string | undefined
}

/** A checkbox inside its label, e.g. accepting the terms, with its error tied to it. */
export function CheckField({ label, error, ...input }: CheckFieldProps) {
  const errorId = useId()
  return (
    <div className="auth-check">
      <label className="auth-check__label">
        <input
          {...input}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  )
}
