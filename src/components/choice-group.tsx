import './choice-group.css'

interface ChoiceGroupProps<Option extends string> {
  /** Already translated. */
  legend: string
  /** The radios' name, one per group on the page. */
  name: string
  options: readonly Option[]
  value: Option
  onChange: (option: Option) => void
  /** Each option's words, already translated. */
  labelOf: (option: Option) => string
  /** `choice-group--cards` draws each option as a bordered card. */
  className?: string
  /** The legend's own look, e.g. `form-field__label` to match the form's other labels. */
  legendClassName?: string
}

/** One choice among a few, as radio buttons under a legend (arrows move between them). */
export function ChoiceGroup<Option extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  labelOf,
  className,
  legendClassName,
}: ChoiceGroupProps<Option>) {
  return (
    <fieldset className={className ? `choice-group ${className}` : 'choice-group'}>
      <legend className={legendClassName}>{legend}</legend>
      {options.map((option) => (
        <label key={option} className="choice">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {labelOf(option)}
        </label>
      ))}
    </fieldset>
  )
}
