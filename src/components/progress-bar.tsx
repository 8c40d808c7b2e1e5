import type { AlertTone } from './alert'
import './progress.css'

/**
 * How far something has come, as a bar named by `label`: `value` from 0 to 100, or none while it
 * is not known (the bar then runs). `showValue` writes the percentage in it.
 */
export function ProgressBar({
  label,
  value,
  tone = 'primary',
  showValue = false,
}: {
  label: string
  value?: number
  tone?: AlertTone
  showValue?: boolean
}) {
  const known = value !== undefined
  const percent = known ? Math.min(100, Math.max(0, Math.round(value))) : 0
  return (
    <div
      className={`progress progress--${tone}${known ? '' : ' progress--running'}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={known ? percent : undefined}
    >
      <div className="progress__fill" style={known ? { width: `${percent}%` } : undefined}>
        {showValue && known && <span className="progress__value">{percent}%</span>}
      </div>
    </div>
  )
}

/** Something on its way: a turning ring, announced by `label`; `sm` fits inside a line. */
export function Spinner({
  label,
  size = 'md',
  tone = 'primary',
}: {
  label: string
  size?: 'sm' | 'md' | 'lg'
  tone?: AlertTone
}) {
  return (
    <span className={`spinner spinner--${size} spinner--${tone}`} role="status">
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
