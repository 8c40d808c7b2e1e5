import { useTranslation } from 'react-i18next'
import { userPlans, userRoles, type UserDraft } from '@models/users/users'
import { Button } from '@/components/button'
import type { FieldMessages } from './use-add-user'
import { UserFormDrawer } from './user-form-drawer'

/** The add-user form in a side drawer; its state lives with the list (useAddUser). */
export function AddUserDrawer({
  draft,
  messages,
  onChange,
  onSave,
  onReset,
  onClose,
}: {
  draft: UserDraft
  messages: FieldMessages
  onChange: <Field extends keyof UserDraft>(field: Field, value: UserDraft[Field]) => void
  onSave: () => Promise<boolean>
  onReset: () => void
  onClose: () => void
}) {
  const { t } = useTranslation('users')
  return (
    <UserFormDrawer
      formId="add-user-form"
      title={t('form.title')}
      saveLabel={t('form.save')}
      secondary={
        <Button variant="secondary" onClick={onReset}>
          {t('form.reset')}
        </Button>
      }
      values={draft}
      choices={[
        {
          field: 'role',
          label: t('form.fields.role'),
          values: userRoles,
          nameOf: (role) => t(`roles.${role}`, { defaultValue: role }),
        },
        {
          field: 'currentPlan',
          label: t('form.fields.currentPlan'),
          values: userPlans,
          nameOf: (plan) => t(`plans.${plan}`, { defaultValue: plan }),
        },
      ]}
      messages={messages}
      // The selects offer only the draft's own values.
      onChange={(field, value) => onChange(field, value as UserDraft[typeof field])}
      onSave={onSave}
      onClose={onClose}
    />
  )
}
