import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'

/**
 * What a settings screen shows while its data loads: grey blocks shaped like the content, so the
 * page does not jump when it arrives. Screen readers hear `label` once.
 */
export function SettingsSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="settings-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {[0, 1].map((card) => (
        <div className="card settings-skeleton__card" key={card} aria-hidden="true">
          <div className="skeleton skeleton--title" />
          <div className="skeleton skeleton--text" />
          {Array.from({ length: rows }, (_, row) => (
            <div className="settings-skeleton__row" key={row}>
              <div className="skeleton skeleton--line" />
              <div className="skeleton skeleton--pill" />
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}

interface LoadErrorProps {
  title: string
  message: string
  onRetry: () => void
}

/** A failed load: what went wrong in plain words and a way to try again. */
export function LoadError({ title, message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation()
  return (
    <div className="card settings-state" role="alert">
      <i className="pi pi-exclamation-triangle settings-state__icon" aria-hidden="true" />
      <h2 className="settings-state__title">{title}</h2>
      <p className="muted">{message}</p>
      <Button variant="primary" icon="pi pi-refresh" onClick={onRetry}>
        {t('settings.common.retry')}
      </Button>
    </div>
  )
}
