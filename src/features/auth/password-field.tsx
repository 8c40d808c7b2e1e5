import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from './text-field'
import { minPasswordLength } from './validation'
import { PasswordRevealButton, usePasswordReveal, type PasswordReveal } from './password-reveal'

type PasswordFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'type' | 'end' | 'autoComplete' | 'hint' | 'placeholder'
> & {
  /**
   * `current` signs in; `new` chooses a password and says how long it must be; `confirm` types the
   * new one again. Password managers fill in or offer a password by it.
   */
  purpose: 'current' | 'new' | 'confirm'
  /**
   * The show/hide state, when the caller places the button itself (later in the tab order, as
   * the login form does); without it the button sits inside the field.
   */
  reveal?: PasswordReveal
}

/** A password field with a show/hide toggle. */
export function PasswordField({ purpose, reveal, ...props }: PasswordFieldProps) {
  const { t } = useTranslation()
  const own = usePasswordReveal()
  const { shown } = reveal ?? own
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
      placeholder="••••••••"
      hint={
        purpose === 'new' ? t('auth.fields.passwordHint', { min: minPasswordLength }) : undefined
      }
      // Spell checkers and autocapitalisation must not see or change a shown password.
      spellCheck={false}
      autoCapitalize="none"
      end={reveal ? undefined : <PasswordRevealButton reveal={own} />}
    />
  )
}
