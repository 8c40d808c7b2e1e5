import { useTranslation } from 'react-i18next'
import { userBillings, userRoles } from '@models/users/users'
import type { UserEdit } from '@models/users/user-edit'
import { Button } from '@/components/button'
import { useBillingName } from './user-cells'
import type { EditMessages } from './use-edit-user'
import { UserFormDrawer } from './user-form-drawer'

/** The Edit drawer of the view page; its state lives with the page (useEditUser). */
export function EditUserDrawer({
  name,
  draft,
  messages,
  onChange,
  onSave,
  onClose,
}: {
  name: string
  draft: UserEdit
  messages: EditMessages
  onChange: (field: keyof UserEdit, value: string) => void
  onSave: () => Promise<boolean>
  onClose: () => void
}) {
  const { t } = useTranslation('users')
  const billingName = useBillingName()
  return (
    <UserFormDrawer
      formId="edit-user-form"
      title={t('view.edit.title', { name })}
      saveLabel={t('view.edit.save')}
      secondary={
        <Button variant="secondary" onClick={onClose}>
          {t('view.cancel')}
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
          field: 'billing',
          label: t('view.edit.billing'),
          values: userBillings,
          nameOf: billingName,
        },
      ]}
      messages={messages}
      onChange={onChange}
      onSave={onSave}
      onClose={onClose}
    />
  )
}
