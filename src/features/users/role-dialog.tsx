import { useTranslation } from 'react-i18next'
import type { PermissionRoleDraft, RoleNameProblem } from '@models/roles/permission-role'
import { Modal } from '@/components/modal/modal'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { FormFeedback } from '@/components/form/form-feedback'
import { useAppForm } from '@/components/form/use-app-form'
import { useFormField } from '@/components/form/use-form-field'
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
  const app = useAppForm<PermissionRoleDraft>({
    id: 'role',
    defaultValues: initial,
    check,
    translate: (problem) => t(`roleDialog.problems.${problem}`),
    serverErrors: server,
    onSubmit: (draft) => {
      void onSave(draft)
      return undefined
    },
  })
  const name = useFormField(app, 'name')
  const permissions = useFormField(app, 'permissions')
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
      <form
        id="role-form"
        className="role-form"
        noValidate
        onSubmit={(event) => void app.submit(event)}
      >
        <FormFeedback app={app} />
        <FormField label={t('roleDialog.name')} id={name.id} error={name.error}>
          {(control) => (
            <input
              {...control}
              ref={name.focusTarget}
              className="input"
              autoComplete="off"
              maxLength={60}
              value={name.value}
              onChange={(event) => name.onChange(event.target.value)}
              onBlur={name.onBlur}
            />
          )}
        </FormField>
        <RoleMatrix
          value={permissions.value}
          error={permissions.error}
          onChange={permissions.onChange}
        />
      </form>
    </Modal>
  )
}
