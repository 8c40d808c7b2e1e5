import { useId } from 'react'
import { Switch } from '@/components/switch'

interface NotificationSwitchProps {
  label: string
  description: string
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}

/**
 * One on/off setting. A native checkbox with the switch role keeps Space, focus and form
 * behaviour for free, and is announced as "on" or "off" rather than "checked".
 */
export function NotificationSwitch({
  label,
  description,
  checked,
  disabled,
  onChange,
}: NotificationSwitchProps) {
  const id = useId()
  const descriptionId = `${id}-description`
  return (
    <div className="switch-row">
      <div className="switch-row__text">
        <label className="switch-row__label" htmlFor={id}>
          {label}
        </label>
        <p className="switch-row__description muted" id={descriptionId}>
          {description}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={descriptionId}
        onChange={(event) => onChange(event.target.checked)}
      />
    </div>
  )
}
