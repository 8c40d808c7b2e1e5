import { useRef } from 'react'
import { Calendar } from 'primereact/calendar'
import { dateOfDay, dayOf } from '@models/format/day'
import type { FieldControlProps } from '@/components/form-field/use-field'
import { usePrimePickerLocale } from './picker-locale'
import { useCalendarFocus } from './use-calendar-focus'
import { useOverlayKeys } from './use-overlay-keys'
import { onWeekEdgeKey } from './week-edge-keys'
import './pickers.css'

/**
 * A calendar cell's day as `YYYY-MM-DD`: PrimeReact gives the cell's date as year, month (from 0)
 * and day, though its types say otherwise.
 */
function dayOfCell(context: unknown): string {
  const date = (context as { date?: unknown } | undefined)?.date
  if (typeof date !== 'object' || date === null || !('year' in date)) return ''
  const { year, month, day } = date as { year: number; month: number; day: number }
  return dayOf(new Date(year, month, day))
}

/**
 * A day picked from PrimeReact's Calendar in the chosen language (month and day names, first day
 * of the week, the way a day is written), typed or chosen in its panel with the mouse or the
 * keyboard (Down arrow opens it on the day, arrows, Enter); Today and Clear below it. The panel opens
 * inside the picker, so it stays within a drawer's focus trap and its Escape closes only the
 * panel. The value is a `YYYY-MM-DD` day, '' for none.
 */
export function DatePicker({
  control,
  value,
  onChange,
  placeholder,
}: {
  /** From the FormField around it: the input's id, its error state and description. */
  control: FieldControlProps
  value: string
  onChange: (day: string) => void
  placeholder?: string
}) {
  const language = usePrimePickerLocale()
  const overlay = useOverlayKeys()
  const { ref: pickerRef, afterHide } = useCalendarFocus<HTMLDivElement>()
  const calendar = useRef<Calendar>(null)
  return (
    <div className="picker" ref={pickerRef} {...overlay.wrapper} onKeyDownCapture={onWeekEdgeKey}>
      <Calendar
        ref={calendar}
        inputId={control.id}
        value={dateOfDay(value)}
        onChange={(event) => onChange(event.value instanceof Date ? dayOf(event.value) : '')}
        locale={language}
        placeholder={placeholder}
        invalid={control['aria-invalid']}
        pt={{
          input: {
            root: {
              'aria-describedby': control['aria-describedby'],
              // A click opens the panel; Tab only reaches the field (see showOnFocus).
              onClick: () => calendar.current?.show(),
            },
          },
          // PrimeReact marks the picked day on the span inside the cell, where ARIA does not allow
          // aria-selected (axe: aria-allowed-attr); the grid's cell says it instead.
          day: (options) => ({ 'aria-selected': dayOfCell(options?.context) === value }),
          dayLabel: { 'aria-selected': undefined },
        }}
        inputClassName="input"
        // Opening on focus would take the focus on into the month at once: one could not Tab in
        // and type a day. The Down arrow, a click and the button open it.
        showOnFocus={false}
        showIcon
        showButtonBar
        appendTo="self"
        panelClassName="picker__panel"
        onShow={overlay.onShow}
        onHide={() => {
          overlay.onHide()
          afterHide()
        }}
      />
    </div>
  )
}
