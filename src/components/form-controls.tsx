import type { ReactNode } from 'react'
import { Rating } from 'primereact/rating'
import { Slider } from 'primereact/slider'
import type { FieldControlProps } from './form-field/use-field'
import './form-controls.css'

/*
 * Form controls beyond the plain input, select and textarea (`.input`): a field with words or
 * icons on its sides, a slider and a star rating, in the skin's tokens (no PrimeReact theme is
 * loaded). Imported only by the pages that show them.
 */

/** A field with fixed text or an icon before and/or after it, as one box ("https://", "@", "€"). */
export function InputGroup({
  before,
  after,
  children,
}: {
  before?: ReactNode
  after?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="input-group">
      {before !== undefined && <span className="input-group__addon">{before}</span>}
      {children}
      {after !== undefined && <span className="input-group__addon">{after}</span>}
    </div>
  )
}

/** A value from `min` to `max` chosen by dragging or the arrow keys (PrimeReact Slider). */
export function RangeSlider({
  label,
  value,
  onChange,
  min = 0,
  max = 100,
  step = 1,
}: {
  /** The handle's name. */
  label: string
  value: number
  onChange: (value: number) => void
  min?: number
  max?: number
  step?: number
}) {
  return (
    <Slider
      className="range-slider"
      value={value}
      min={min}
      max={max}
      step={step}
      onChange={(event) => {
        if (typeof event.value === 'number') onChange(event.value)
      }}
      pt={{ handle: { 'aria-label': label } }}
    />
  )
}

/**
 * A rating of one to five stars that the user gives (PrimeReact Rating): the stars are reached
 * with Tab and chosen with Space or a click; the cancel button takes the rating away.
 */
export function StarRating({
  control,
  value,
  onChange,
  disabled,
}: {
  control?: Partial<FieldControlProps>
  value: number | null
  onChange: (value: number | null) => void
  disabled?: boolean
}) {
  return (
    <Rating
      id={control?.id}
      className="star-rating"
      value={value ?? 0}
      disabled={disabled}
      onChange={(event) => onChange(event.value ?? null)}
    />
  )
}
