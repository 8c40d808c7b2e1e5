import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dateOfDay } from '@models/format/day'
import { FormField } from '@/components/form-field/form-field'
import { DatePicker } from '@/components/pickers/date-picker'
import { TimePicker } from '@/components/pickers/time-picker'
import { KitCard } from './kit-index'

/**
 * The date and time pickers of src/components/pickers (PrimeReact's Calendar in the language's
 * month and day names), and the moment they make, written the language's way.
 */
export function PickersSection() {
  const { t, i18n } = useTranslation('uikit')
  const [day, setDay] = useState('')
  const [time, setTime] = useState('')
  const date = dateOfDay(day)
  let chosen = t('pickers.none')
  if (date) {
    const [hours, minutes] = time ? time.split(':').map(Number) : [null, null]
    if (hours !== null && hours !== undefined) date.setHours(hours, minutes ?? 0)
    chosen = new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'full',
      ...(time ? { timeStyle: 'short' } : {}),
    }).format(date)
  }
  return (
    <KitCard title={t('pickers.card')} source="src/components/pickers">
      <div className="kit-pickers">
        <FormField label={t('pickers.day')}>
          {(control) => <DatePicker control={control} value={day} onChange={setDay} />}
        </FormField>
        <FormField label={t('pickers.time')}>
          {(control) => <TimePicker control={control} value={time} onChange={setTime} />}
        </FormField>
      </div>
      <p role="status" className="kit-note">
        {t('pickers.chosen', { moment: chosen })}
      </p>
    </KitCard>
  )
}
