import { useEffect, useRef, type ReactNode } from 'react'

interface AuthSuccessProps {
  title: string
  icon?: string
  children: ReactNode
  actions?: ReactNode
}

/**
 * What a sign-in page shows once its form went through. It takes the focus, so the keyboard is not
 * left on a button that is gone and a screen reader reads the outcome.
 */
export function AuthSuccess({ title, icon = 'pi pi-check', children, actions }: AuthSuccessProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => box.current?.focus(), [])
  return (
    <div className="auth-success" ref={box} tabIndex={-1}>
      <span className="auth-success__icon" aria-hidden="true">
        <i className={icon} />
      </span>
      <h2>{title}</h2>
      <div className="auth-success__message">{children}</div>
      {actions && <div className="auth-success__actions">{actions}</div>}
    </div>
  )
}
