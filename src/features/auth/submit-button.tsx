import type { ReactNode, Ref } from 'react'

interface SubmitButtonProps {
  busy?: boolean
  /** What the button says while the form is being sent. */
  busyLabel?: string
  ref?: Ref<HTMLButtonElement>
  children: ReactNode
}

/**
 * The full-width submit of a sign-in form. While busy it spins, says so and cannot be pressed
 * twice. A plain button with the app's button classes, so that it can take a ref.
 */
export function SubmitButton({ busy = false, busyLabel, ref, children }: SubmitButtonProps) {
  return (
    <button ref={ref} type="submit" className="btn btn--primary auth-submit" disabled={busy}>
      {busy && <span className="auth-spinner" aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}
