import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '@/components/modal/modal'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'

/** The text fields a user has, in the form's order. */
export type UserTextField = 'fullName' | 'username' | 'email' | 'contact' | 'company' | 'country'

const textFields: { field: UserTextField; type?: string }[] = [
  { field: 'fullName' },
  { field: 'username' },
  { field: 'email', type: 'email' },
  { field: 'contact', type: 'tel' },
  { field: 'company' },
  { field: 'country' },
]

/** A select of the form, after the text fields: its choices and how each is named. */
export interface UserFormChoice<Field extends string> {
  field: Field
  label: string
  values: readonly string[]
  nameOf: (value: string) => string
}

/**
 * A user's fields in a side drawer, for adding one and for editing one; the drawer's state lives
 * with whoever opens it, so that nothing typed is lost when it closes or the server refuses it.
 * A wrong field takes the focus on Save, and when the drawer opens again after a refusal.
 */
export function UserFormDrawer<Field extends string>({
  formId,
  title,
  saveLabel,
  secondary,
  values,
  choices,
  messages,
  onChange,
  onSave,
  onClose,
}: {
  formId: string
  title: string
  saveLabel: string
  /** The button beside Save: Clear when adding, Cancel when editing. */
  secondary: ReactNode
  values: Record<UserTextField | Field, string>
  choices: readonly UserFormChoice<Field>[]
  messages: Partial<Record<UserTextField | Field, string>>
  onChange: (field: UserTextField | Field, value: string) => void
  onSave: () => Promise<boolean>
  onClose: () => void
}) {
  const { t } = useTranslation('users')
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    void onSave().then((sent) => {
      if (!sent) form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })
  }
  return (
    <Modal
      variant="drawer"
      title={title}
      onClose={onClose}
      initialFocus={() =>
        document.querySelector<HTMLElement>(`#${formId} [aria-invalid="true"]`) ??
        document.querySelector<HTMLElement>(`#${formId} input`)
      }
      footer={
        <>
          {secondary}
          <Button type="submit" form={formId} icon="pi pi-check">
            {saveLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className="user-form" noValidate onSubmit={submit}>
        {textFields.map(({ field, type = 'text' }) => (
          <FormField key={field} label={t(`form.fields.${field}`)} error={messages[field]}>
            {(control) => (
              <input
                {...control}
                className="input"
                type={type}
                // Another person's details: the browser must not fill in the admin's own.
                autoComplete="off"
                value={values[field]}
                maxLength={120}
                onChange={(event) => onChange(field, event.target.value)}
              />
            )}
          </FormField>
        ))}
        {choices.map(({ field, label, values: options, nameOf }) => (
          <FormField key={field} label={label} error={messages[field]}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={values[field]}
                onChange={(event) => onChange(field, event.target.value)}
              >
                {/* A value the server holds that this client does not list stays choosable. */}
                {(options.includes(values[field]) ? options : [values[field], ...options]).map(
                  (value) => (
                    <option key={value} value={value}>
                      {nameOf(value)}
                    </option>
                  ),
                )}
              </select>
            )}
          </FormField>
        ))}
      </form>
    </Modal>
  )
}
