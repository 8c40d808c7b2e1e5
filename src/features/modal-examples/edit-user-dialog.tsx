import { useTranslation } from 'react-i18next'
import { emailProblem } from '@models/email/email'
import { trimInvisible } from '@models/format/visible-text'
import { FormFeedback } from '@/components/form/form-feedback'
import { FormTextField } from '@/components/form/form-text-field'
import { useAppForm } from '@/components/form/use-app-form'
import { useCurrentUser } from '@/services/current-user'
import { notify } from '@/services/toast'
import { ExampleFormDialog } from './example-dialog'
import type { ExampleDialogProps } from './modal-examples.page'

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
  const app = useAppForm<Record<Field, string>>({
    id: 'edit-user',
    defaultValues: {
      fullName: user.fullName,
      username: user.username ?? '',
      email: user.email ?? '',
    },
    check: userProblems,
    translate: (problem, field) =>
      field === 'email' ? t(`errors.email.${problem}`) : t('errors.required'),
    onSubmit: (draft) => {
      notify({ severity: 'success', summary: t('editUser.saved', { name: draft.fullName.trim() }) })
      onClose()
    },
  })

  return (
    <ExampleFormDialog
      title={t('editUser.title')}
      intro={t('editUser.intro')}
      formId="edit-user-form"
      submitLabel={t('editUser.submit')}
      onSubmit={(event) => void app.submit(event)}
      onClose={onClose}
    >
      <FormFeedback app={app} />
      {fields.map((field) => (
        <FormTextField
          key={field}
          app={app}
          name={field}
          label={t(`editUser.${field}`)}
          className="example-form__wide"
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={field === 'fullName' ? 'name' : field}
        />
      ))}
    </ExampleFormDialog>
  )
}
