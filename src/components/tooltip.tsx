import { useId, useState, type ReactNode } from 'react'
import './tooltip.css'

/**
 * A short hint shown over (or beside) its trigger while the pointer rests on it or the keyboard
 * focuses it; Escape hides it. The trigger is described by the hint, so screen readers read it
 * too. `children` gets the prop to put on the trigger.
 */
export function Tooltip({
  text,
  placement = 'top',
  children,
}: {
  text: string
  placement?: 'top' | 'bottom' | 'start' | 'end'
  children: (trigger: { 'aria-describedby': string }) => ReactNode
}) {
  const id = useId()
  const [shown, setShown] = useState(false)
  return (
    <span
      className="tooltip-host"
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && shown) {
          event.stopPropagation()
          setShown(false)
        }
      }}
    >
      {children({ 'aria-describedby': id })}
      <span id={id} role="tooltip" className={`tooltip tooltip--${placement}`} hidden={!shown}>
        {text}
      </span>
    </span>
  )
}
