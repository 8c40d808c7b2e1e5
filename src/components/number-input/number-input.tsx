import { useTranslation } from 'react-i18next'
import { InputNumber } from 'primereact/inputnumber'
import { centsOf, defaultCurrency } from '@models/format/money'
import type { FieldControlProps } from '@/components/form-field/use-field'
import './number-input.css'

/*
 * The number inputs (PrimeReact's InputNumber) of the invoice forms and the UI kit's, loaded only
 * with the pages that show them, in the chosen language and styled from the skin's tokens (number-input.css): an
 * amount of money in integer cents, a quantity or a rate. Their dates are the shared DatePicker.
 */

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
