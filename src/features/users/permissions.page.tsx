import { useTranslation } from 'react-i18next'
import { formatShortDateIn } from '@models/format-date'
import { permissionRoles, type Permission } from '@models/permissions'
import { trimInvisible } from '@models/visible-text'
import { useList } from '@/services/list/use-list'
import { permissionList } from '@/services/permissions/permission-list'
import { isRefusal, useErrorText } from '@/services/load-error-text'
import { notify } from '@/services/toast'
import { ListTable, type ListColumn } from '@/components/list-table/list-table'
import { ListToolbar, type ListFilter } from '@/components/list-table/list-toolbar'
import { Button } from '@/components/button'
import { PermissionDialog, type PermissionDraft } from './permission-dialog'
import { RefusedNotice } from './refused-notice'
import { isBuiltInRole, roleIcons, useRoleName } from './role-names'
import { useChangeDialog } from './use-change-dialog'
import './users.css'
import './roles.css'

/** What the permission dialog is open on: a new permission, or the one with that id. */
type PermissionTarget = { mode: 'add' } | { mode: 'edit'; id: number }

/** The roles a permission is assigned to, as chips. */
function AssignedRoles({ roles }: { roles: readonly string[] }) {
  const roleName = useRoleName()
  return (
    <ul className="role-chips">
      {roles.map((role) => (
        <li key={role} className={`role-chip role-chip--${isBuiltInRole(role) ? role : 'other'}`}>
          <i
            className={isBuiltInRole(role) ? roleIcons[role] : 'pi pi-id-card'}
            aria-hidden="true"
          />
          {roleName(role)}
        </li>
      ))}
    </ul>
  )
}

/**
 * The permissions (/apps/permissions) on the list pattern: searched and filtered by role in the
 * URL, paged by the server; add one (the administrator's alone, first in the list), rename one,
 * delete one behind its Undo.
 */
export default function PermissionsPage() {
  const { t, i18n } = useTranslation('roles')
  const list = useList(permissionList)
  const roleName = useRoleName()
  const errorText = useErrorText(list.error) ?? ''
  const refused = !list.page && isRefusal(list.error)

  const dialog = useChangeDialog<PermissionDraft, PermissionTarget>(async (draft, target) => {
    const name = trimInvisible(draft.name)
    const outcome = await list.change(
      target.mode === 'add'
        ? { kind: 'add', draft: { name } }
        : { kind: 'update', id: target.id, patch: { name } },
    )
    if (outcome.status === 'done') {
      notify({
        severity: 'success',
        summary: t(target.mode === 'add' ? 'toast.permissionAdded' : 'toast.permissionSaved', {
          name,
        }),
      })
    }
    return outcome
  })

  const filters: ListFilter[] = [
    {
      name: 'assignedTo',
      label: t('permissions.filter'),
      options: permissionRoles.map((role) => ({ value: role, label: roleName(role) })),
    },
  ]

  const columns: ListColumn<Permission>[] = [
    {
      field: 'name',
      header: t('permissions.columns.name'),
      body: (permission) => <span className="permission-name">{permission.name}</span>,
    },
    {
      field: 'assignedTo',
      header: t('permissions.columns.assignedTo'),
      body: (permission) => <AssignedRoles roles={permission.assignedTo} />,
    },
    {
      field: 'createdDate',
      header: t('permissions.columns.createdDate'),
      body: (permission) => (
        <time className="permission-date" dateTime={permission.createdDate}>
          {formatShortDateIn(i18n.language, permission.createdDate)}
        </time>
      ),
    },
  ]

  return (
    <div className="page-stack">
      <header className="page-header">
        <h1>{t('permissions.title')}</h1>
        <p>{t('permissions.subtitle')}</p>
      </header>
      {refused ? (
        <RefusedNotice message={errorText} />
      ) : (
        <section className="card permissions-table" aria-labelledby="permissions-table-title">
          <h2 id="permissions-table-title" className="visually-hidden">
            {t('permissions.tableTitle')}
          </h2>
          <ListToolbar list={list} filters={filters} searchLabel={t('permissions.search')}>
            <Button icon="pi pi-plus" onClick={() => dialog.start({ mode: 'add' }, { name: '' })}>
              {t('permissions.add')}
            </Button>
          </ListToolbar>
          <ListTable
            list={list}
            columns={columns}
            label={t('permissions.tableTitle')}
            rowName="name"
            empty={t('permissions.empty')}
            rowActions={(permission) => (
              <span className="row-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('permissions.edit', { name: permission.name })}
                  title={t('permissions.edit', { name: permission.name })}
                  onClick={() =>
                    dialog.start({ mode: 'edit', id: permission.id }, { name: permission.name })
                  }
                >
                  <i className="pi pi-pencil" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('permissions.delete', { name: permission.name })}
                  title={t('permissions.delete', { name: permission.name })}
                  onClick={() => void list.change({ kind: 'delete', ids: [permission.id] })}
                >
                  <i className="pi pi-trash" aria-hidden="true" />
                </button>
              </span>
            )}
          />
        </section>
      )}
      {dialog.shown && (
        <PermissionDialog
          mode={dialog.shown.target.mode}
          initial={dialog.shown.draft}
          server={dialog.shown.server}
          onSave={dialog.save}
          onClose={dialog.close}
        />
      )}
    </div>
  )
}
