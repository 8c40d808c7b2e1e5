import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import './alert.css'

export type AlertTone = 'primary' | 'success' | 'info' | 'warning' | 'danger'

const icons: Record<AlertTone, string> = {
  primary: 'pi pi-info-circle',
  success: 'pi pi-check-circle',
  info: 'pi pi-info-circle',
  warning: 'pi pi-exclamation-triangle',
  danger: 'pi pi-times-circle',
}

/**
 * A message inside the page, tinted by its tone: a title, what it says, and, when `onDismiss` is
 * given, a close button. `urgent` announces it at once (role alert); otherwise it is a status.
 */
export function Alert({
  tone = 'primary',
  title,
  urgent = false,
  onDismiss,
  children,
}: {
  tone?: AlertTone
  title?: string
  urgent?: boolean
  onDismiss?: () => void
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className={`alert tone--${tone}`} role={urgent ? 'alert' : 'status'}>
      <i className={`${icons[tone]} alert__icon`} aria-hidden="true" />
      <div className="alert__text">
        {title && <p className="alert__title">{title}</p>}
        <div className="alert__body">{children}</div>
      </div>
      {onDismiss && (
        <button
          type="button"
          className="icon-button alert__close"
          title={t('common.close')}
          aria-label={t('common.close')}
          onClick={onDismiss}
        >
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      )}
    </div>
  )
}
