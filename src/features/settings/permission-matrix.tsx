import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatShortDate } from '@models/format/format-date'
import {
  filterPermissionsByName,
  permissionRoles,
  type Permission,
} from '@models/roles/permissions'
import { Button } from '@/components/button'
import { roleIcons, roleLabelKey } from './role-labels'

/**
 * Which role holds which permission, one row per permission, with a search by name. Read-only:
 * the cells say granted or not in words as well, so a screen reader does not depend on the icon.
 */
export function PermissionMatrix({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const id = useId()
  const titleId = `${id}-title`
  const searchId = `${id}-search`
  const shown = filterPermissionsByName(permissions, query)

  return (
    <div className="card permission-matrix">
      <div className="card__header permission-matrix__header">
        <div>
          <h2 className="card__title" id={titleId}>
            {t('settings.rolePermissions.matrix.title')}
          </h2>
          <p className="card__subtitle">{t('settings.rolePermissions.matrix.subtitle')}</p>
        </div>
        {permissions.length > 0 && (
          <div className="permission-matrix__search">
            <label className="visually-hidden" htmlFor={searchId}>
              {t('settings.rolePermissions.matrix.searchLabel')}
            </label>
            <i className="pi pi-search" aria-hidden="true" />
            <input
              id={searchId}
              className="input"
              type="search"
              autoComplete="off"
              value={query}
              placeholder={t('settings.rolePermissions.matrix.searchPlaceholder')}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        )}
      </div>

      {permissions.length > 0 && (
        <p className="permission-matrix__count muted" role="status">
          {t('settings.rolePermissions.matrix.showing', {
            count: shown.length,
            total: permissions.length,
          })}
        </p>
      )}

      {permissions.length === 0 ? (
        <div className="settings-empty">
          <i className="pi pi-inbox" aria-hidden="true" />
          <p>{t('settings.rolePermissions.matrix.empty')}</p>
        </div>
      ) : shown.length === 0 ? (
        <div className="settings-empty">
          <i className="pi pi-search" aria-hidden="true" />
          <p>{t('settings.rolePermissions.matrix.noMatch', { query: query.trim() })}</p>
          <Button variant="text" icon="pi pi-times" onClick={() => setQuery('')}>
            {t('settings.rolePermissions.matrix.clearSearch')}
          </Button>
        </div>
      ) : (
        // The one landmark of the card; focusable, so the keyboard can scroll it sideways on a phone.
        <div className="matrix-scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
          <table className="matrix-table" aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">{t('settings.rolePermissions.matrix.permission')}</th>
                {permissionRoles.map((role) => (
                  <th scope="col" key={role} className="matrix-table__role">
                    <i className={roleIcons[role]} aria-hidden="true" />
                    <span>{t(roleLabelKey(role))}</span>
                  </th>
                ))}
                <th scope="col">{t('settings.rolePermissions.matrix.created')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((permission) => (
                <tr key={permission.id}>
                  <th scope="row">{permission.name}</th>
                  {permissionRoles.map((role) => {
                    const granted = permission.assignedTo.includes(role)
                    return (
                      <td
                        key={role}
                        className={granted ? 'matrix-cell matrix-cell--granted' : 'matrix-cell'}
                      >
                        <i
                          className={granted ? 'pi pi-check-circle' : 'pi pi-minus'}
                          aria-hidden="true"
                        />
                        <span className="visually-hidden">
                          {granted
                            ? t('settings.rolePermissions.matrix.granted')
                            : t('settings.rolePermissions.matrix.notGranted')}
                        </span>
                      </td>
                    )
                  })}
                  <td className="matrix-table__date">
                    <time dateTime={permission.createdDate}>
                      {formatShortDate(permission.createdDate)}
                    </time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}
