import { useTranslation } from 'react-i18next'
import { checkPermissionName } from '@models/roles/permissions'
import { Modal } from '@/components/modal/modal'
import { Button } from '@/components/button'
import { FormFeedback } from '@/components/form/form-feedback'
import { FormTextField } from '@/components/form/form-text-field'
import { useAppForm } from '@/components/form/use-app-form'

/** What the permission dialog edits: the name, the one thing of a permission the admin changes. */
export interface PermissionDraft {
  name: string
}

const check = (draft: PermissionDraft) => ({ name: checkPermissionName(draft.name) })

/** Adds a permission (the administrator's alone at first) or renames one. */
export function PermissionDialog({
  mode,
  initial,
  server,
  onSave,
  onClose,
}: {
  mode: 'add' | 'edit'
  initial: PermissionDraft
  server: Readonly<Record<string, string>>
  onSave: (draft: PermissionDraft) => unknown
  onClose: () => void
}) {
  const { t } = useTranslation('roles')
  const app = useAppForm<PermissionDraft>({
    id: 'permission',
    defaultValues: initial,
    check,
    translate: (problem) => t(`permissionDialog.problems.${problem}`),
    serverErrors: server,
    onSubmit: (draft) => {
      void onSave(draft)
      return undefined
    },
  })
  return (
    <Modal
      title={mode === 'add' ? t('permissionDialog.addTitle') : t('permissionDialog.editTitle')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('permissionDialog.cancel')}
          </Button>
          <Button type="submit" form="permission-form" icon="pi pi-check">
            {mode === 'add' ? t('permissionDialog.add') : t('permissionDialog.save')}
          </Button>
        </>
      }
    >
      <form
        id="permission-form"
        className="permission-form"
        noValidate
        onSubmit={(event) => void app.submit(event)}
      >
        <FormFeedback app={app} />
        <p className={mode === 'add' ? 'dialog-note' : 'dialog-note dialog-note--warning'}>
          <i
            className={mode === 'add' ? 'pi pi-info-circle' : 'pi pi-exclamation-triangle'}
            aria-hidden="true"
          />
          <span>
            {mode === 'add' ? t('permissionDialog.addNote') : t('permissionDialog.editNote')}
          </span>
        </p>
        <FormTextField
          app={app}
          name="name"
          label={t('permissionDialog.name')}
          autoComplete="off"
          maxLength={120}
        />
      </form>
    </Modal>
  )
}
