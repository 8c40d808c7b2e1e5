import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { emailProblem } from '@models/email'
import { trimInvisible } from '@models/visible-text'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { Modal } from '@/components/modal/modal'
import { useCurrentUser } from '@/services/current-user'
import { notify } from '@/services/toast'
import type { ExampleDialogProps } from './modal-examples.page'

const fields = ['fullName', 'username', 'email'] as const
type Field = (typeof fields)[number]
type Problems = Partial<Record<Field, 'required' | 'invalid'>>

/** Edit user information: the signed-in user's name, username and email, checked on save. */
export function EditUserDialog({ onClose }: ExampleDialogProps) {
  const { t } = useTranslation('modals')
  const user = useCurrentUser()
  const [draft, setDraft] = useState<Record<Field, string>>({
    fullName: user.fullName,
    username: user.username ?? '',
    email: user.email ?? '',
  })
  const [problems, setProblems] = useState<Problems>({})

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Problems = {}
    if (trimInvisible(draft.fullName) === '') found.fullName = 'required'
    if (trimInvisible(draft.username) === '') found.username = 'required'
    const email = emailProblem(draft.email)
    if (email) found.email = email
    setProblems(found)
    const first = fields.find((field) => found[field])
    if (first) {
      document.getElementById(`edit-user-${first}`)?.focus()
      return
    }
    notify({ severity: 'success', summary: t('editUser.saved', { name: draft.fullName.trim() }) })
    onClose()
  }

  const errorOf = (field: Field) => {
    const problem = problems[field]
    if (!problem) return null
    return field === 'email' ? t(`errors.email.${problem}`) : t('errors.required')
  }

  return (
    <Modal
      title={t('editUser.title')}
      onClose={onClose}
      className="example-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="edit-user-form" icon="pi pi-check">
            {t('editUser.submit')}
          </Button>
        </>
      }
    >
      <p className="example-dialog__intro muted">{t('editUser.intro')}</p>
      <form id="edit-user-form" className="example-form" onSubmit={submit} noValidate>
        {fields.map((field) => (
          <FormField
            key={field}
            id={`edit-user-${field}`}
            label={t(`editUser.${field}`)}
            className="example-form__wide"
            error={errorOf(field)}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type={field === 'email' ? 'email' : 'text'}
                autoComplete={field === 'fullName' ? 'name' : field}
                value={draft[field]}
                onChange={(event) => setDraft((was) => ({ ...was, [field]: event.target.value }))}
              />
            )}
          </FormField>
        ))}
      </form>
    </Modal>
  )
}
