import type { ComponentProps } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import { TextInputField } from '@/components/form-field/text-input-field'
import type { AppForm } from './use-app-form'
import { useFormField } from './use-form-field'

type InputProps = Omit<
  ComponentProps<typeof TextInputField>,
  'id' | 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'ref'
>

/** A labelled text input that is one field of an `AppForm`. */
export function FormTextField<Values extends FieldValues>({
  app,
  name,
  ...input
}: InputProps & { app: AppForm<Values>; name: Path<Values> }) {
  const { id, value, onChange, onBlur, focusTarget, error } = useFormField(app, name)
  return (
    <TextInputField
      {...input}
      id={id}
      name={name}
      value={String(value ?? '')}
      onChange={onChange}
      onBlur={onBlur}
      ref={focusTarget}
      error={error}
    />
  )
}
