import { Calendar } from 'primereact/calendar'
import type { FieldControlProps } from '@/components/form-field/use-field'
import { usePrimePickerLocale } from './picker-locale'
import { useOverlayKeys } from './use-overlay-keys'
import './pickers.css'

/** `HH:MM` of a date, '' for none. */
function timeOf(date: unknown): string {
  if (!(date instanceof Date)) return ''
  const two = (value: number) => String(value).padStart(2, '0')
  return `${two(date.getHours())}:${two(date.getMinutes())}`
}

/** Today at `HH:MM`, or null for ''. */
function dateOfTime(time: string): Date | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) return null
  const date = new Date()
  date.setHours(Number(match[1]), Number(match[2]), 0, 0)
  return date
}

/**
 * A time of day from PrimeReact's Calendar (`timeOnly`, 24-hour clock), typed or set with its
 * arrows; the panel opens inside the picker. The value is `HH:MM`, '' for none.
 */
export function TimePicker({
  control,
  value,
  onChange,
  stepMinute = 5,
}: {
  control: FieldControlProps
  value: string
  onChange: (time: string) => void
  stepMinute?: number
}) {
  const language = usePrimePickerLocale()
  const overlay = useOverlayKeys()
  return (
    <div className="picker" {...overlay.wrapper}>
      <Calendar
        inputId={control.id}
        value={dateOfTime(value)}
        onChange={(event) => onChange(timeOf(event.value))}
        locale={language}
        timeOnly
        hourFormat="24"
        stepMinute={stepMinute}
        invalid={control['aria-invalid']}
        pt={{ input: { root: { 'aria-describedby': control['aria-describedby'] } } }}
        inputClassName="input"
        showOnFocus={false}
        showIcon
        icon="pi pi-clock"
        appendTo="self"
        panelClassName="picker__panel"
        onShow={overlay.onShow}
        onHide={overlay.onHide}
      />
    </div>
  )
}
