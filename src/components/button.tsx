import type { ButtonHTMLAttributes, ReactNode } from 'react'

type Variant = 'primary' | 'secondary' | 'text' | 'icon'

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant
  icon?: string
  children?: ReactNode
}

/** The app's button: every press ripples (500 ms, set in the style sheet). */
export function Button({ variant = 'primary', icon, className, children, ...rest }: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, className].filter(Boolean).join(' ')
  return (
    <button type="button" className={classes} {...rest}>
      {icon && <i className={icon} aria-hidden="true" />}
      {children}
    </button>
  )
}
