import type { InputHTMLAttributes } from 'react'
import { FormField } from '@/components/form-field/form-field'
import type { ValidatedForm } from './use-validated-form'

interface TextFieldProps<Values extends { [Field in keyof Values]: string }> {
  form: ValidatedForm<Values>
  field: keyof Values & string
  label: string
  /** Already translated. */
  error: string | null | undefined
  /** Takes a whole row of the two-column form. */
  wide?: boolean | undefined
  /** The input's other attributes: type, autoComplete, inputMode, placeholder. */
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'>
}

/** One text input of a modal example's form, labelled, tied to its field and its error. */
export function TextField<Values extends { [Field in keyof Values]: string }>({
  form,
  field,
  label,
  error,
  wide,
  input,
}: TextFieldProps<Values>) {
  return (
    <FormField
      id={form.idOf(field)}
      label={label}
      className={wide ? 'example-form__wide' : undefined}
      error={error}
    >
      {(control) => (
        <input
          {...input}
          {...control}
          className="input"
          value={form.values[field]}
          onChange={(event) => form.set(field, event.target.value as Values[typeof field])}
        />
      )}
    </FormField>
  )
}
