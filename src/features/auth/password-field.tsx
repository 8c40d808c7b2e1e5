import { useState, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from './text-field'

type PasswordFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'end'>

/**
 * A password field with a show/hide toggle. The toggle keeps one name and says its state with
 * aria-pressed, as a toggle button should; it never submits the form.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
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
