import type { FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import type { PermissionRoleDraft, RoleNameProblem } from '@models/permission-role'
import { Modal } from '@/components/modal/modal'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { useDialogDraft } from './use-change-dialog'
import { RoleMatrix } from './role-matrix'

/**
 * Adds a role or changes one: its name (required, unique; the server's words under it when it
 * refuses) and what it may do with each permission.
 */
export function RoleDialog({
  mode,
  initial,
  server,
  check,
  onSave,
  onClose,
}: {
  mode: 'add' | 'edit'
  initial: PermissionRoleDraft
  server: Readonly<Record<string, string>>
  check: (draft: PermissionRoleDraft) => { name?: RoleNameProblem | undefined }
  onSave: (draft: PermissionRoleDraft) => unknown
  onClose: () => void
}) {
  const { t } = useTranslation('roles')
  const form = useDialogDraft({ initial, server, check, onSave })
  const { draft } = form
  const nameError = form.problems.name
    ? t(`roleDialog.problems.${form.problems.name}`)
    : form.server.name
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    // The first wrong field takes the focus, so the user lands on what to fix.
    if (!flushSync(form.submit))
      element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }
  return (
    <Modal
      title={mode === 'add' ? t('roleDialog.addTitle') : t('roleDialog.editTitle')}
      className="role-dialog"
      onClose={onClose}
      // Back after a refusal, the user lands on what the server turned down.
      initialFocus={() =>
        document.querySelector<HTMLElement>('#role-form [aria-invalid="true"]') ??
        document.querySelector<HTMLElement>('#role-form input')
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('roleDialog.cancel')}
          </Button>
          <Button type="submit" form="role-form" icon="pi pi-check">
            {mode === 'add' ? t('roleDialog.add') : t('roleDialog.save')}
          </Button>
        </>
      }
    >
      <p className="role-dialog__intro">{t('roleDialog.intro')}</p>
      <form id="role-form" className="role-form" noValidate onSubmit={submit}>
        <FormField label={t('roleDialog.name')} error={nameError}>
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="off"
              maxLength={60}
              value={draft.name}
              onChange={(event) => form.change({ ...draft, name: event.target.value }, ['name'])}
            />
          )}
        </FormField>
        <RoleMatrix
          value={draft.permissions}
          error={form.server.permissions}
          onChange={(permissions) => form.change({ ...draft, permissions }, ['permissions'])}
        />
      </form>
    </Modal>
  )
}
