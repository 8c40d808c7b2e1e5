import { useId } from 'react'

export interface SettingSwitchProps {
  label: string
  description: string
  /** A PrimeIcons class list, e.g. 'pi pi-lock'. */
  icon: string
  checked: boolean
  onChange: (checked: boolean) => void
}

/**
 * One on/off setting of the profile panel: a button with the switch role, announced as "on" or
 * "off". Its label is a real <label>, so a click on the text flips it too.
 */
export function SettingSwitch({ label, description, icon, checked, onChange }: SettingSwitchProps) {
  const id = useId()
  return (
    <div className="chat-demo-setting">
      <span className="chat-demo-setting__icon" aria-hidden="true">
        <i className={icon} />
      </span>
      <span className="chat-demo-setting__text">
        <label className="chat-demo-setting__label" htmlFor={id}>
          {label}
        </label>
        <span className="chat-demo-setting__description" id={`${id}-description`}>
          {description}
        </span>
      </span>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-description`}
        className="chat-demo-switch"
        onClick={() => onChange(!checked)}
      >
        <span className="chat-demo-switch__thumb" aria-hidden="true" />
      </button>
    </div>
  )
}
