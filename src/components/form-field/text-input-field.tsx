import type { InputHTMLAttributes, Ref } from 'react'
import { FormField } from './form-field'

interface TextInputFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'value' | 'onChange' | 'aria-invalid' | 'aria-describedby'
> {
  label: string
  /** Already translated; while there is one the input is marked invalid and described by it. */
  error?: string | null | undefined
  /** The input's id when the form needs it, e.g. to focus the first wrong field. */
  id?: string | undefined
  /** The field's own class (on the label, input and error together), e.g. to take a whole row. */
  className?: string | undefined
  /** Left out for an input the form does not follow. */
  value?: string | undefined
  /** Called with what is typed. */
  onChange?: ((value: string) => void) | undefined
  /** The input itself, e.g. for a form that focuses its first wrong field. */
  ref?: Ref<HTMLInputElement> | undefined
}

/**
 * A labelled text input with its error under it: the `FormField` every form uses for a plain
 * input. Its other attributes (type, autoComplete, onBlur, placeholder, ...) go to the input.
 */
export function TextInputField({
  label,
  error,
  id,
  className,
  onChange,
  ...input
}: TextInputFieldProps) {
  return (
    <FormField label={label} error={error} id={id} className={className}>
      {(control) => (
        <input
          {...input}
          {...control}
          className="input"
          onChange={onChange && ((event) => onChange(event.target.value))}
        />
      )}
    </FormField>
  )
}
