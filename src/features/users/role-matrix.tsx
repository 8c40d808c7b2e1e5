import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  matrixChecks,
  matrixOfAll,
  permissionAccessKinds,
  rolePermissionNames,
  type PermissionAccess,
  type PermissionAccessKind,
} from '@models/roles/permission-role'

type Matrix = Record<string, PermissionAccess>

/**
 * What a role may do with each permission: a row per permission of SPEC.md section 6, a checkbox
 * for read, write and create, each named for both ("Read Management"), and "Select all" above
 * them, half checked (the native indeterminate state, which screen readers hear as mixed) while
 * some are. On a narrow screen the table scrolls sideways inside its own box.
 */
export function RoleMatrix({
  value,
  onChange,
  error,
}: {
  value: Matrix
  onChange: (next: Matrix) => void
  error?: string | undefined
}) {
  const { t } = useTranslation('roles')
  const id = useId()
  const { checked, total } = matrixChecks(value)
  const all = checked === total
  const some = checked > 0 && !all
  const toggle = (name: string, kind: PermissionAccessKind, on: boolean) => {
    const row = value[name] ?? { read: false, write: false, create: false }
    onChange({ ...value, [name]: { ...row, [kind]: on } })
  }

  return (
    <fieldset
      className="role-matrix"
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="role-matrix__legend">{t('roleDialog.permissions')}</legend>
      <div
        className="role-matrix__scroll"
        role="region"
        aria-label={t('roleDialog.permissions')}
        tabIndex={0}
      >
        <table className="role-matrix__table">
          <thead>
            <tr>
              <th scope="col">{t('roleDialog.permission')}</th>
              {permissionAccessKinds.map((kind) => (
                <th scope="col" key={kind}>
                  {t(`roleDialog.kinds.${kind}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr className="role-matrix__all">
              <th scope="row">{t('roleDialog.adminAccess')}</th>
              <td colSpan={permissionAccessKinds.length}>
                <label className="role-matrix__select-all">
                  <input
                    type="checkbox"
                    className="checkbox"
                    checked={all}
                    ref={(box) => {
                      if (box) box.indeterminate = some
                    }}
                    // Half checked, a click checks them all, as in most mail and file lists.
                    onChange={() => onChange(matrixOfAll(!all))}
                  />
                  {t('roleDialog.selectAll')}
                </label>
              </td>
            </tr>
            {rolePermissionNames.map((name) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                {permissionAccessKinds.map((kind) => (
                  <td key={kind}>
                    <input
                      type="checkbox"
                      className="checkbox"
                      aria-label={t('roleDialog.checkbox', {
                        access: t(`roleDialog.kinds.${kind}`),
                        permission: name,
                      })}
                      checked={value[name]?.[kind] ?? false}
                      onChange={(event) => toggle(name, kind, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </fieldset>
  )
}
