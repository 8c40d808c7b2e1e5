import { useId } from 'react'

/** What a form control needs to be read with its label, hint and error. */
export interface FieldControlProps {
  id: string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
}

/**
 * The ids of a field's control, hint and error, and the aria props that tie them together, so
 * assistive tech reads the error (first) and the hint with the control.
 */
export function useField({
  id,
  error,
  hint,
}: {
  /** The control's id when the form needs it, e.g. to focus the first wrong field. */
  id?: string | undefined
  error?: string | null | undefined
  hint?: string | null | undefined
}) {
  const generated = useId()
  const controlId = id ?? generated
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ')
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
  }
  return { hintId, errorId, control }
}
