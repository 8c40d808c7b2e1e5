import { useTranslation } from 'react-i18next'
import { formatShortDateIn } from '@models/format/format-date'
import { permissionRoles, type Permission } from '@models/roles/permissions'
import { trimInvisible } from '@models/format/visible-text'
import { useList } from '@/services/list/use-list'
import { permissionList } from '@/services/permissions/permission-list'
import { isRefusal } from '@/services/load-error-text'
import { notify } from '@/services/toast'
import { ListScreen, type ListColumn, type ListFilter } from '@/components/list-screen/list-screen'
import { Button } from '@/components/button'
import { PermissionDialog, type PermissionDraft } from './permission-dialog'
import { RefusedNotice } from './refused-notice'
import { isBuiltInRole, roleIcons, useRoleName } from './role-names'
import { useChangeDialog } from '@/services/list/use-change-dialog'
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
      <ListScreen
        list={list}
        title={t('permissions.tableTitle')}
        titleHidden
        className="permissions-table"
        columns={columns}
        filters={filters}
        searchLabel={t('permissions.search')}
        actions={
          <Button icon="pi pi-plus" onClick={() => dialog.start({ mode: 'add' }, { name: '' })}>
            {t('permissions.add')}
          </Button>
        }
        rowActions={[
          {
            icon: 'pi pi-pencil',
            label: (permission) => t('permissions.edit', { name: permission.name }),
            run: (permission) =>
              dialog.start({ mode: 'edit', id: permission.id }, { name: permission.name }),
          },
        ]}
        remove={{ label: (permission) => t('permissions.delete', { name: permission.name }) }}
        empty={t('permissions.empty')}
        // Another try would not help a refusal: the page is not the user's.
        failure={(error, message) =>
          isRefusal(error) ? <RefusedNotice message={message} /> : null
        }
        rowName="name"
      />
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
