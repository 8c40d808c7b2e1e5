import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { useQuery } from '@/services/use-query'
import { permissionsQuery } from '@/services/settings/settings-query'
import { SettingsLoadError, SettingsSkeleton } from './settings-states'
import { RoleSummary } from './role-summary'
import { PermissionMatrix } from './permission-matrix'
import './settings.css'

/**
 * Admin-only: which role holds which permission (SPEC.md section 6), at a glance, with the way to
 * the pages where roles (/apps/roles) and permissions (/apps/permissions) are changed.
 */
export default function RolePermissionsPage() {
  const { t } = useTranslation()
  const { state, retry } = useQuery(permissionsQuery)

  return (
    <div className="page-stack">
      <header className="page-header">
        <h1>{t('settings.rolePermissions.title')}</h1>
        <p>{t('settings.rolePermissions.subtitle')}</p>
      </header>
      <div className="card settings-links">
        <p className="settings-links__intro">{t('settings.rolePermissions.intro')}</p>
        <div className="settings-links__actions">
          <Link href="/apps/roles" className="btn btn--primary">
            <i className="pi pi-sitemap" aria-hidden="true" />
            {t('settings.rolePermissions.manageRoles')}
          </Link>
          <Link href="/apps/permissions" className="btn btn--secondary">
            <i className="pi pi-key" aria-hidden="true" />
            {t('settings.rolePermissions.managePermissions')}
          </Link>
        </div>
      </div>
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
