import type { FieldValues, Path } from 'react-hook-form'
import type { AppForm } from '@/components/form/use-app-form'
import { useFormField } from '@/components/form/use-form-field'

/** One field of a sign-in form as the props of its `TextField` (or email, password field). */
export function useAuthField<Values extends FieldValues, Name extends Path<Values>>(
  app: AppForm<Values>,
  name: Name,
) {
  const { id, value, onChange, onBlur, focusTarget, error } = useFormField(app, name)
  return { id, value, onChange, onBlur, ref: focusTarget, error }
}
