import { useController, type FieldValues, type Path } from 'react-hook-form'
import type { AppForm } from './use-app-form'

/**
 * One field of an `AppForm`, for any control: its id, value, change, leave (which checks it) and
 * the ref the form focuses, with the message under it.
 */
export function useFormField<Values extends FieldValues, Name extends Path<Values>>(
  app: AppForm<Values>,
  name: Name,
) {
  const { field, fieldState } = useController<Values, Name>({ control: app.form.control, name })
  return {
    id: app.idOf(name),
    name,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    focusTarget: field.ref,
    error: fieldState.error?.message,
  }
}
