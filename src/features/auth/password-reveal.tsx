import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Whether a password field shows what is typed, and how to switch it. */
export interface PasswordReveal {
  shown: boolean
  toggle: () => void
}

export function usePasswordReveal(): PasswordReveal {
  const [shown, setShown] = useState(false)
  return { shown, toggle: () => setShown((value) => !value) }
}

/**
 * The show/hide button of a password field. It keeps one name and says its state with
 * aria-pressed, as a toggle button should; it never submits the form.
 */
export function PasswordRevealButton({
  reveal,
  className,
}: {
  reveal: PasswordReveal
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      className={className ? `auth-field__reveal ${className}` : 'auth-field__reveal'}
      aria-label={t('auth.fields.showPassword')}
      aria-pressed={reveal.shown}
      title={reveal.shown ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
      data-ripple="off"
      onClick={reveal.toggle}
    >
      <i className={reveal.shown ? 'pi pi-eye-slash' : 'pi pi-eye'} aria-hidden="true" />
    </button>
  )
}
