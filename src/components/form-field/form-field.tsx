import type { ReactNode } from 'react'
import { useField, type FieldControlProps } from './use-field'
import './form-field.css'

interface FormFieldProps {
  label: string
  /** Already translated; while there is one the control is marked invalid and described by it. */
  error?: string | null | undefined
  /** The control's id when the form needs it, e.g. to focus the first wrong field. */
  id?: string | undefined
  /** The area's own class, to tune spacing and type to its form. */
  className?: string | undefined
  /** The control (input, select, textarea), given the props that tie it to its label and error. */
  children: (control: FieldControlProps) => ReactNode
}

/** A label over its control, and the error under it, tied together by generated ids. */
export function FormField({ label, error, id, className, children }: FormFieldProps) {
  const { errorId, control } = useField({ id, error })
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className="form-field__label" htmlFor={control.id}>
        {label}
      </label>
      {children(control)}
      {error && (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
