import type { FormEvent, ReactNode } from 'react'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import { FormSaveBar } from '@/components/form-field/form-save-bar'

/** What a section's form needs of its state (as `useSectionForm` gives it). */
export interface SectionFormState {
  submit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>
  saving: boolean
  dirty: boolean
  reset: () => void
}

/**
 * One section of the account settings as a card: its title, its fields, and Save and Reset under
 * them; leaving with unsaved changes asks first.
 */
export function SectionForm({
  form,
  title,
  canSave,
  children,
}: {
  form: SectionFormState
  title: string
  /** When Save needs more than a change (a password that meets its rules). */
  canSave?: boolean
  children: ReactNode
}) {
  return (
    <form
      className="card account-section"
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-busy={form.saving}
    >
      <UnsavedChangesGuard dirty={form.dirty} />
      <h2 className="card__title">{title}</h2>
      {children}
      <FormSaveBar dirty={form.dirty} saving={form.saving} onReset={form.reset} canSave={canSave} />
    </form>
  )
}
