import type { FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { checkPermissionName } from '@models/permissions'
import { Modal } from '@/components/modal/modal'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { useDialogDraft } from './use-change-dialog'

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
  const form = useDialogDraft({ initial, server, check, onSave })
  const nameError = form.problems.name
    ? t(`permissionDialog.problems.${form.problems.name}`)
    : form.server.name
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const element = event.currentTarget
    if (!flushSync(form.submit))
      element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }
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
      <form id="permission-form" className="permission-form" noValidate onSubmit={submit}>
        <p className={mode === 'add' ? 'dialog-note' : 'dialog-note dialog-note--warning'}>
          <i
            className={mode === 'add' ? 'pi pi-info-circle' : 'pi pi-exclamation-triangle'}
            aria-hidden="true"
          />
          <span>
            {mode === 'add' ? t('permissionDialog.addNote') : t('permissionDialog.editNote')}
          </span>
        </p>
        <FormField label={t('permissionDialog.name')} error={nameError}>
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="off"
              maxLength={120}
              value={form.draft.name}
              onChange={(event) => form.change({ name: event.target.value }, ['name'])}
            />
          )}
        </FormField>
      </form>
    </Modal>
  )
}
