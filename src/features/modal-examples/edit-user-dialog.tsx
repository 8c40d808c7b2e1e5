import { useTranslation } from 'react-i18next'
import { emailProblem } from '@models/email'
import { trimInvisible } from '@models/visible-text'
import { TextInputField } from '@/components/form-field/text-input-field'
import { useCurrentUser } from '@/services/current-user'
import { notify } from '@/services/toast'
import { ExampleFormDialog } from './example-dialog'
import type { ExampleDialogProps } from './modal-examples.page'
import { useValidatedForm } from './use-validated-form'

const fields = ['fullName', 'username', 'email'] as const
type Field = (typeof fields)[number]
type Problems = Partial<Record<Field, 'required' | 'invalid'>>

/** A name and a username are needed, and an email that looks like one. */
function userProblems(draft: Record<Field, string>): Problems {
  const found: Problems = {}
  if (trimInvisible(draft.fullName) === '') found.fullName = 'required'
  if (trimInvisible(draft.username) === '') found.username = 'required'
  const email = emailProblem(draft.email)
  if (email) found.email = email
  return found
}

/** Edit user information: the signed-in user's name, username and email, checked on save. */
export function EditUserDialog({ onClose }: ExampleDialogProps) {
  const { t } = useTranslation('modals')
  const user = useCurrentUser()
  const form = useValidatedForm({
    initial: (): Record<Field, string> => ({
      fullName: user.fullName,
      username: user.username ?? '',
      email: user.email ?? '',
    }),
    check: userProblems,
    fields,
    idPrefix: 'edit-user',
    onValid: (draft) => {
      notify({ severity: 'success', summary: t('editUser.saved', { name: draft.fullName.trim() }) })
      onClose()
    },
  })

  const errorOf = (field: Field) => {
    const problem = form.problems[field]
    if (!problem) return null
    return field === 'email' ? t(`errors.email.${problem}`) : t('errors.required')
  }

  return (
    <ExampleFormDialog
      title={t('editUser.title')}
      intro={t('editUser.intro')}
      formId="edit-user-form"
      submitLabel={t('editUser.submit')}
      onSubmit={form.submit}
      onClose={onClose}
    >
      {fields.map((field) => (
        <TextInputField
          key={field}
          {...form.bind(field)}
          label={t(`editUser.${field}`)}
          className="example-form__wide"
          error={errorOf(field)}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={field === 'fullName' ? 'name' : field}
        />
      ))}
    </ExampleFormDialog>
  )
}
