import { useTranslation } from 'react-i18next'
import { Button } from '../button'
import './stale-notice.css'

/**
 * A line over what is shown when the server could not be asked for newer data: the kept history
 * stays readable, and Try again asks once more.
 */
export function StaleNotice({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <div className="chat-stale" role="alert">
      <i className="pi pi-exclamation-circle" aria-hidden="true" />
      <span>{text}</span>
      <Button variant="text" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  )
}
