import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from './text-field'

type EmailFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'type' | 'name' | 'inputMode' | 'placeholder'
>

/**
 * The email field of the sign-in pages. It autocompletes an address; the login form says
 * `autoComplete="username"` instead, which is what password managers fill in on a sign-in.
 */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation()
  return (
    <TextField
      label={t('auth.fields.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder={t('auth.fields.emailPlaceholder')}
      {...props}
    />
  )
}
