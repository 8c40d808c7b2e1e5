import type { ButtonHTMLAttributes, ReactNode } from 'react'

type Variant = 'primary' | 'secondary' | 'text' | 'icon'
type Size = 'sm' | 'md' | 'lg'

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant
  /** `md` is the height of every field; `sm` sits in a dense row, `lg` leads a page. */
  size?: Size
  icon?: string
  /**
   * While the action it started runs: a spinner takes the icon's place, the button is busy and
   * cannot be pressed again.
   */
  loading?: boolean
  children?: ReactNode
}

/** The app's button: every press ripples (500 ms, set in the style sheet). */
export function Button({
  variant = 'primary',
  size = 'md',
  icon,
  loading = false,
  className,
  children,
  disabled,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn--${variant}`, size !== 'md' && `btn--${size}`, className]
    .filter(Boolean)
    .join(' ')
  const shownIcon = loading ? 'pi pi-spinner pi-spin' : icon
  return (
    <button
      type="button"
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {shownIcon && <i className={shownIcon} aria-hidden="true" />}
      {children}
    </button>
  )
}
