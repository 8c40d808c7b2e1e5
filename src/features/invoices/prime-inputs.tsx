import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { addLocale, localeOptions, updateLocaleOptions } from 'primereact/api'
import { Calendar } from 'primereact/calendar'
import { InputNumber } from 'primereact/inputnumber'
import { centsOf, defaultCurrency } from '@models/money'
import type { FieldControlProps } from '@/components/form-field/use-field'
import './prime-inputs.css'

/*
 * The invoice forms' PrimeReact inputs, loaded only with the pages that show them: a date picker
 * (Calendar) and an amount of money (InputNumber), in the chosen language and styled from the
 * skin's tokens (prime-inputs.css). Dates are days "YYYY-MM-DD", money integer cents.
 */

/** The names Calendar shows, from Intl in `language`, and its own words from `calendar.*`. */
function usePrimeDates(): string {
  const { t, i18n } = useTranslation('invoices')
  const language = i18n.resolvedLanguage ?? i18n.language
  // While rendering, not in an effect: Calendar reads its locale as it renders.
  useMemo(() => {
    const days = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2023, 0, 1 + day)))
    const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2023, month, 1)))
    const name = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' })
    const weekday = (style: 'long' | 'short' | 'narrow') =>
      days.map((day) => name({ weekday: style }).format(day))
    const month = (style: 'long' | 'short') => months.map((m) => name({ month: style }).format(m))
    if (!localeOptions(language)) addLocale(language, {})
    updateLocaleOptions(
      {
        firstDayOfWeek: language === 'en' ? 0 : 1,
        dayNames: weekday('long'),
        dayNamesShort: weekday('short'),
        dayNamesMin: weekday('short').map((day) => day.slice(0, 2)),
        monthNames: month('long'),
        monthNamesShort: month('short'),
        dateFormat: t('edit.dateFormat'),
        today: t('calendar.today'),
        clear: t('calendar.clear'),
        chooseDate: t('calendar.chooseDate'),
        chooseMonth: t('calendar.chooseMonth'),
        chooseYear: t('calendar.chooseYear'),
        prevMonth: t('calendar.prevMonth'),
        nextMonth: t('calendar.nextMonth'),
        prevYear: t('calendar.prevYear'),
        nextYear: t('calendar.nextYear'),
        prevDecade: t('calendar.prevYear'),
        nextDecade: t('calendar.nextYear'),
      },
      language,
    )
  }, [language, t])
  return language
}

/** A day "YYYY-MM-DD" as the local midnight Calendar shows, or null. */
function dateOf(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null
}

const two = (value: number) => String(value).padStart(2, '0')
const isoOf = (date: Date) =>
  `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`

/** A day picked in a calendar under the field, or typed in the language's order. */
export function DateInput({
  control,
  value,
  onChange,
}: {
  control: FieldControlProps
  value: string
  onChange: (iso: string) => void
}) {
  const { t } = useTranslation('invoices')
  const language = usePrimeDates()
  return (
    <Calendar
      inputId={control.id}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      value={dateOf(value)}
      onChange={(event) => onChange(event.value instanceof Date ? isoOf(event.value) : '')}
      locale={language}
      dateFormat={t('edit.dateFormat')}
      className="date-input"
      inputClassName="input"
      panelClassName="date-input__panel"
      showOtherMonths
      selectOtherMonths
    />
  )
}

/** An amount of money typed in the language's way; integer cents, or null while empty. */
export function MoneyInput({
  control,
  value,
  onChange,
  min = 0,
}: {
  control: FieldControlProps
  value: number | null
  onChange: (cents: number | null) => void
  /** The least amount, in cents. */
  min?: number
}) {
  const { i18n } = useTranslation()
  return (
    <InputNumber
      inputId={control.id}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      value={value === null ? null : value / 100}
      // onChange comes with each key typed, onValueChange on blur and paste: totals follow both.
      onChange={(event) => onChange(typeof event.value === 'number' ? centsOf(event.value) : null)}
      onValueChange={(event) =>
        onChange(typeof event.value === 'number' ? centsOf(event.value) : null)
      }
      mode="currency"
      currency={defaultCurrency}
      locale={i18n.resolvedLanguage ?? i18n.language}
      min={min / 100}
      max={10_000_000}
      className="number-input"
      inputClassName="input"
    />
  )
}

/** A whole number (a quantity) or a rate with up to two decimals, typed in the language's way. */
export function NumberInput({
  control,
  value,
  onChange,
  decimals = 0,
  max,
}: {
  control: FieldControlProps
  value: number | null
  onChange: (value: number | null) => void
  decimals?: number
  max: number
}) {
  const { i18n } = useTranslation()
  return (
    <InputNumber
      inputId={control.id}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      value={value}
      onChange={(event) => onChange(typeof event.value === 'number' ? event.value : null)}
      onValueChange={(event) => onChange(typeof event.value === 'number' ? event.value : null)}
      locale={i18n.resolvedLanguage ?? i18n.language}
      min={0}
      max={max}
      maxFractionDigits={decimals}
      useGrouping={false}
      className="number-input"
      inputClassName="input"
    />
  )
}
