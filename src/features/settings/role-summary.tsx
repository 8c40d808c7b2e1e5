import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { countPermissionsByRole, permissionRoles, type Permission } from '@models/roles/permissions'
import { roleIcons, roleLabelKey } from './role-labels'

/** One card per permission role with how many of the permissions it holds. */
export function RoleSummary({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation()
  const counts = countPermissionsByRole(permissions)
  const total = permissions.length
  const titleId = useId()
  return (
    <section className="role-summary" aria-labelledby={titleId}>
      <h2 className="visually-hidden" id={titleId}>
        {t('settings.rolePermissions.summary.title')}
      </h2>
      <ul className="role-summary__list">
        {permissionRoles.map((role) => {
          const count = counts[role]
          // The bar shows the share of all permissions; an empty list shows an empty bar.
          const share = total === 0 ? 0 : Math.round((count / total) * 100)
          return (
            <li className="card role-card" key={role}>
              <div className="role-card__top">
                <span className="role-card__icon" aria-hidden="true">
                  <i className={roleIcons[role]} />
                </span>
                <h3 className="role-card__name">{t(roleLabelKey(role))}</h3>
              </div>
              <p className="role-card__count">
                {t('settings.rolePermissions.summary.count', { count, total })}
              </p>
              <div className="role-card__bar" aria-hidden="true">
                <span style={{ width: `${share}%` }} />
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
