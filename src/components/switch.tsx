import type { InputHTMLAttributes } from 'react'
import './switch.css'

/**
 * An on/off control: a native checkbox with the switch role, so Space, focus and forms work as
 * for any checkbox, announced as "on" or "off". Its label is the caller's (a `<label htmlFor>`
 * or `aria-label`).
 */
export function Switch({
  className,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'>) {
  return (
    <input
      type="checkbox"
      role="switch"
      className={className ? `switch ${className}` : 'switch'}
      {...rest}
    />
  )
}
