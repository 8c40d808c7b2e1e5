import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  checkRoleName,
  emptyPermissionMatrix,
  fullPermissionMatrix,
  type PermissionRoleDraft,
} from '@models/roles/permission-role'
import { trimInvisible } from '@models/format/visible-text'
import { useRoles, type ShownRole } from '@/services/roles/use-roles'
import { isRefusal, useErrorText } from '@/services/load-error-text'
import { notify } from '@/services/toast'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { RoleCards } from './role-cards'
import { RoleDialog } from './role-dialog'
import { RefusedNotice } from './refused-notice'
import { useChangeDialog } from '@/services/list/use-change-dialog'
import { UsersTable } from './users-table'
import './users.css'
import './roles.css'

/** What the role dialog is open on: a new role, or the role of that name. */
type RoleTarget = { mode: 'add' } | { mode: 'edit'; name: string }

type Roles = ReturnType<typeof useRoles>

/**
 * The role cards and the dialog that adds or changes a role. The dialog's state lives here, not
 * in the page, so that typing in it does not render the users table again.
 */
function RoleSection({
  roles: shown,
  change,
}: {
  roles: readonly ShownRole[]
  change: Roles['change']
}) {
  const { t } = useTranslation('roles')
  const dialog = useChangeDialog<PermissionRoleDraft, RoleTarget>(async (draft, target) => {
    const role = { name: trimInvisible(draft.name), permissions: draft.permissions }
    const outcome = await change(
      target.mode === 'add'
        ? { kind: 'add', draft: { ...role } }
        : { kind: 'update', id: target.name, patch: { ...role } },
    )
    if (outcome.status === 'done') {
      notify({
        severity: 'success',
        summary: t(target.mode === 'add' ? 'toast.roleAdded' : 'toast.roleSaved', {
          name: role.name,
        }),
      })
    }
    return outcome
  })
  const shownDialog = dialog.shown
  const check = (draft: PermissionRoleDraft) => {
    const names = shown.map((role) => role.name)
    const target = shownDialog?.target
    return {
      name: checkRoleName(draft.name, names, target?.mode === 'edit' ? target.name : undefined),
    }
  }

  const add = () =>
    dialog.start({ mode: 'add' }, { name: '', permissions: emptyPermissionMatrix() })
  const edit = (role: ShownRole) =>
    dialog.start(
      { mode: 'edit', name: role.name },
      { name: role.name, permissions: fullPermissionMatrix(role.permissions) },
    )
  const remove = (role: ShownRole) => void change({ kind: 'delete', ids: [role.name] })

  return (
    <>
      <RoleCards roles={shown} onAdd={add} onEdit={edit} onDelete={remove} />
      {shownDialog && (
        <RoleDialog
          mode={shownDialog.target.mode}
          initial={shownDialog.draft}
          server={shownDialog.server}
          check={check}
          onSave={dialog.save}
          onClose={dialog.close}
        />
      )}
    </>
  )
}

/**
 * The permission roles (/apps/roles): a card per role with its users, a dialog to add one or
 * change its name and permissions, and below them every user with their role.
 */
export default function RolesPage() {
  const { t } = useTranslation('roles')
  const { roles, error, loading, retry, change } = useRoles()
  const errorText = useErrorText(error) ?? ''
  const refused = !roles && isRefusal(error)
  // The same element while the language stays: a change of the roles does not render it again.
  const usersTable = useMemo(
    () => <UsersTable title={t('cards.usersTitle')} subtitle={t('cards.usersSubtitle')} />,
    [t],
  )

  return (
    <div className="page-stack">
      <header className="page-header">
        <h1>{t('cards.pageTitle')}</h1>
        <p>{t('cards.subtitle')}</p>
      </header>
      {loading && (
        <LoadingPlaceholder label={t('cards.loading')} className="role-tiles role-tiles--loading">
          {Array.from({ length: 6 }, (_, index) => (
            <SkeletonBlock key={index} className="role-tile role-tile--skeleton" />
          ))}
        </LoadingPlaceholder>
      )}
      {refused && <RefusedNotice message={errorText} />}
      {!roles && error !== null && !refused && (
        <LoadError look="page" title={t('cards.loadFailed')} message={errorText} onRetry={retry} />
      )}
      {roles && <RoleSection roles={roles} change={change} />}
      {/* Refused the roles, the user is refused their users too: one warning says so. */}
      {!refused && usersTable}
    </div>
  )
}
