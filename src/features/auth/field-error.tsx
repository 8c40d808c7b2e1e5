import type { ReactNode } from 'react'

interface FieldErrorProps {
  /** What the field's `aria-describedby` points at. */
  id: string
  /** Announce the error when it appears: for the server's answer, not for typing. */
  alert?: boolean
  children: ReactNode
}

/** The message under a sign-in field that is wrong, with its warning icon. */
export function FieldError({ id, alert = false, children }: FieldErrorProps) {
  return (
    <p id={id} className="auth-field__error" role={alert ? 'alert' : undefined}>
      <i className="pi pi-exclamation-circle" aria-hidden="true" />
      <span>{children}</span>
    </p>
  )
}
