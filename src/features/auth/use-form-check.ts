import { useCallback, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { FieldErrors } from './validation'

/**
 * Validation as the sign-in forms show it: nothing until the first submit, then live as the user
 * types, so a message goes away as soon as the field is right. A failed submit focuses the first
 * field in error, which also makes a screen reader read its message.
 */
export function useFormCheck<F extends string>(validate: () => FieldErrors<F>) {
  const [attempted, setAttempted] = useState(false)
  const fields = useRef(new Map<F, HTMLElement>())
  const errors: FieldErrors<F> = attempted ? validate() : {}

  /** A ref callback that lets a submit focus the field. */
  const field = (name: F) => (element: HTMLElement | null) => {
    if (element) fields.current.set(name, element)
    else fields.current.delete(name)
  }

  /** Shows the messages; true when the form may be sent. */
  const check = (): boolean => {
    // Drawn before the focus moves, so the field is read out with its message.
    flushSync(() => setAttempted(true))
    const [first] = Object.keys(validate()) as F[]
    if (first !== undefined) fields.current.get(first)?.focus()
    return first === undefined
  }

  /** Focuses a field, e.g. the one the server refused; stable, so effects may depend on it. */
  const focus = useCallback((name: F) => fields.current.get(name)?.focus(), [])

  /** Back to a fresh form, e.g. when its success state is left. */
  const reset = () => setAttempted(false)

  return { errors, field, check, focus, reset }
}
