import { useCallback, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { messageValues, type FieldErrors } from './validation'

interface FormCheckOptions {
  /** What a submit that passes the checks does, e.g. send the form. */
  onValid?: () => void
  /** While true a submit is ignored, checks and all: the form is on its way already. */
  busy?: boolean
}

/**
 * Validation as the sign-in forms show it: nothing until the first submit, then live as the user
 * types, so a message goes away as soon as the field is right. A failed submit focuses the first
 * field in error, which also makes a screen reader read its message. A submit that passes marks
 * the form `sent`, which is the success state of the forms that send nothing.
 */
export function useFormCheck<F extends string>(
  validate: () => FieldErrors<F>,
  { onValid, busy = false }: FormCheckOptions = {},
) {
  const { t } = useTranslation()
  const [attempted, setAttempted] = useState(false)
  const [sent, setSent] = useState(false)
  const fields = useRef(new Map<F, HTMLElement>())
  const errors: FieldErrors<F> = attempted ? validate() : {}

  /** A ref callback that lets a submit focus the field. */
  const field = (name: F) => (element: HTMLElement | null) => {
    if (element) fields.current.set(name, element)
    else fields.current.delete(name)
  }

  /** What is wrong with the field, in the user's language; undefined while it is right. */
  const message = (name: F): string | undefined => {
    const key = errors[name]
    return key && t(key, messageValues)
  }

  /** The form's submit handler: shows the messages, or goes on when there are none. */
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    // Drawn before the focus moves, so the field is read out with its message.
    flushSync(() => setAttempted(true))
    const [first] = Object.keys(validate()) as F[]
    if (first !== undefined) return fields.current.get(first)?.focus()
    setSent(true)
    onValid?.()
  }

  /** Focuses a field, e.g. the one the server refused; stable, so effects may depend on it. */
  const focus = useCallback((name: F) => fields.current.get(name)?.focus(), [])

  /** Back to a fresh form, e.g. when its success state is left. */
  const reset = () => {
    setAttempted(false)
    setSent(false)
  }

  return { field, message, submit, sent, focus, reset }
}
