import { useTranslation } from 'react-i18next'
import { useQuery } from '@/services/use-query'
import { permissionsQuery } from '@/services/settings/settings-query'
import { SettingsLoadError, SettingsSkeleton } from './settings-states'
import { RoleSummary } from './role-summary'
import { PermissionMatrix } from './permission-matrix'
import './settings.css'

/** Admin-only: which role holds which permission (SPEC.md section 6), read-only for now. */
export default function RolePermissionsPage() {
  const { t } = useTranslation()
  const { state, retry } = useQuery(permissionsQuery)

  return (
    <div className="page-stack">
      <header className="page-header">
        <h1>{t('settings.rolePermissions.title')}</h1>
        <p>{t('settings.rolePermissions.subtitle')}</p>
      </header>
      <p className="settings-note muted">
        <i className="pi pi-info-circle" aria-hidden="true" />
        {t('settings.rolePermissions.readOnlyNote')}
      </p>
      {state.status === 'loading' && (
        <SettingsSkeleton label={t('settings.rolePermissions.loading')} rows={5} />
      )}
      {state.status === 'error' && (
        <SettingsLoadError area="rolePermissions" error={state.error} onRetry={retry} />
      )}
      {state.status === 'ready' && (
        <>
          {/* allData is every permission; the page filters by name itself, without a reload. */}
          <RoleSummary permissions={state.data.allData} />
          <PermissionMatrix permissions={state.data.allData} />
        </>
      )}
    </div>
  )
}
