import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { userBillings, userRoles } from '@models/users'
import type { UserEdit } from '@models/user-edit'
import { Modal } from '@/components/modal/modal'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { useBillingName } from './user-cells'
import type { EditMessages } from './use-edit-user'

type TextField = 'fullName' | 'username' | 'email' | 'contact' | 'company' | 'country'

const textFields: { field: TextField; type?: string; autoComplete: string }[] = [
  { field: 'fullName', autoComplete: 'off' },
  { field: 'username', autoComplete: 'off' },
  { field: 'email', type: 'email', autoComplete: 'off' },
  { field: 'contact', type: 'tel', autoComplete: 'off' },
  { field: 'company', autoComplete: 'off' },
  { field: 'country', autoComplete: 'off' },
]

/**
 * A choice the server holds that this client does not list is kept as an option of its own, so
 * that opening the form does not change it.
 */
const withCurrent = (values: readonly string[], current: string) =>
  values.includes(current) ? values : [current, ...values]

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
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    void onSave().then((sent) => {
      // The first wrong field takes the focus, so the user lands on what to fix.
      if (!sent) form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })
  }
  return (
    <Modal
      variant="drawer"
      title={t('view.edit.title', { name })}
      onClose={onClose}
      // Back after a refusal, the user lands on what the server turned down.
      initialFocus={() =>
        document.querySelector<HTMLElement>('#edit-user-form [aria-invalid="true"]') ??
        document.querySelector<HTMLElement>('#edit-user-form input')
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('view.cancel')}
          </Button>
          <Button type="submit" form="edit-user-form" icon="pi pi-check">
            {t('view.edit.save')}
          </Button>
        </>
      }
    >
      <form id="edit-user-form" className="user-form" noValidate onSubmit={submit}>
        {textFields.map(({ field, type = 'text', autoComplete }) => (
          <FormField key={field} label={t(`form.fields.${field}`)} error={messages[field]}>
            {(control) => (
              <input
                {...control}
                className="input"
                type={type}
                autoComplete={autoComplete}
                value={draft[field]}
                maxLength={120}
                onChange={(event) => onChange(field, event.target.value)}
              />
            )}
          </FormField>
        ))}
        <FormField label={t('form.fields.role')} error={messages.role}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={draft.role}
              onChange={(event) => onChange('role', event.target.value)}
            >
              {withCurrent(userRoles, draft.role).map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`, { defaultValue: role })}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('view.edit.billing')} error={messages.billing}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={draft.billing}
              onChange={(event) => onChange('billing', event.target.value)}
            >
              {withCurrent(userBillings, draft.billing).map((billing) => (
                <option key={billing} value={billing}>
                  {billingName(billing)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </form>
    </Modal>
  )
}
