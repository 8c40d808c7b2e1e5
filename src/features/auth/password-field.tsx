import { useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from './text-field'
import { minPasswordLength } from './validation'

type PasswordFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'type' | 'end' | 'autoComplete' | 'hint' | 'placeholder'
> & {
  /**
   * `current` signs in; `new` chooses a password and says how long it must be; `confirm` types the
   * new one again. Password managers fill in or offer a password by it.
   */
  purpose: 'current' | 'new' | 'confirm'
}

/**
 * A password field with a show/hide toggle. The toggle keeps one name and says its state with
 * aria-pressed, as a toggle button should; it never submits the form.
 */
export function PasswordField({ purpose, ...props }: PasswordFieldProps) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
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
      end={
        <button
          type="button"
          className="auth-field__reveal"
          aria-label={t('auth.fields.showPassword')}
          aria-pressed={shown}
          title={shown ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
          data-ripple="off"
          onClick={() => setShown((value) => !value)}
        >
          <i className={shown ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
        </button>
      }
    />
  )
}
