import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { userPlans, userRoles, type UserDraft } from '@models/users'
import { Modal } from '@/components/modal/modal'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import type { FieldMessages } from './use-add-user'

type TextField = 'fullName' | 'username' | 'email' | 'contact' | 'company' | 'country'

const textFields: { field: TextField; type?: string; autoComplete: string }[] = [
  { field: 'fullName', autoComplete: 'name' },
  { field: 'username', autoComplete: 'username' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'contact', type: 'tel', autoComplete: 'tel' },
  { field: 'company', autoComplete: 'organization' },
  { field: 'country', autoComplete: 'country-name' },
]

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
      title={t('form.title')}
      onClose={onClose}
      // Back after a refusal, the user lands on what the server turned down.
      initialFocus={() =>
        document.querySelector<HTMLElement>('#add-user-form [aria-invalid="true"]') ??
        document.querySelector<HTMLElement>('#add-user-form input')
      }

      footer={
        <>
          <Button variant="secondary" onClick={onReset}>
            {t('form.reset')}
          </Button>
          <Button type="submit" form="add-user-form" icon="pi pi-check">
            {t('form.save')}
          </Button>
        </>
      }
    >
      <form id="add-user-form" className="user-form" noValidate onSubmit={submit}>
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
              onChange={(event) => onChange('role', event.target.value as UserDraft['role'])}
            >
              {userRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('form.fields.currentPlan')} error={messages.currentPlan}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={draft.currentPlan}
              onChange={(event) =>
                onChange('currentPlan', event.target.value as UserDraft['currentPlan'])
              }
            >
              {userPlans.map((plan) => (
                <option key={plan} value={plan}>
                  {t(`plans.${plan}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </form>
    </Modal>
  )
}
