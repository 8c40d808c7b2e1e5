import { useTranslation } from 'react-i18next'
import { useQuery } from '@/services/use-query'
import { accountSettingsQuery } from '@/services/settings/settings-query'
import { NotificationForm } from '@/components/notification-settings/notification-form'
import { SettingsLoadError, SettingsSkeleton } from './settings-states'
import './settings.css'

/** Admin-only: which e-mail notifications the account gets (SPEC.md section 2). */
export default function NotificationPage() {
  const { t } = useTranslation()
  const { state, retry } = useQuery(accountSettingsQuery)

  return (
    <div className="page-stack">
      <header className="page-header">
        <h1>{t('settings.notification.title')}</h1>
        <p>{t('settings.notification.subtitle')}</p>
      </header>
      {state.status === 'loading' && (
        <SettingsSkeleton label={t('settings.notification.loading')} />
      )}
      {state.status === 'error' && (
        <SettingsLoadError area="notification" error={state.error} onRetry={retry} />
      )}
      {state.status === 'ready' && <NotificationForm initial={state.data.notification} />}
    </div>
  )
}
