import { Steps } from 'primereact/steps'
import './steps-bar.css'

/**
 * A wizard's steps (PrimeReact Steps in the skin's look), in a navigation landmark named by
 * `label`: the steps done may be chosen to go back to, those after the current one may not.
 */
export function StepsBar({
  label,
  steps,
  active,
  onBack,
  className,
}: {
  label: string
  /** The steps' names, in order. */
  steps: readonly string[]
  /** The current step's index. */
  active: number
  /** Chosen from the bar: an earlier step's index. */
  onBack: (index: number) => void
  className?: string
}) {
  return (
    <nav className={['steps-bar', className].filter(Boolean).join(' ')} aria-label={label}>
      <Steps
        model={steps.map((name, index) => ({ label: name, disabled: index > active }))}
        activeIndex={active}
        readOnly={false}
        onSelect={(event) => {
          if (event.index < active) onBack(event.index)
        }}
      />
    </nav>
  )
}
