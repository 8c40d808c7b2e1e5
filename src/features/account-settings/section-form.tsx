import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { FormFeedback } from '@/components/form/form-feedback'
import type { AppForm, SubmitResult } from '@/components/form/use-app-form'
import { FormSaveBar } from '@/components/form-field/form-save-bar'
import { fieldErrorsOf, reportError } from '@/services/error-catalogue'
import { notify } from '@/services/toast'

/**
 * A section's save, as the form layer's submit: the server's answer becomes what the form holds;
 * a refusal keeps what was typed, with the server's words under their fields, or the catalogue's
 * toast when it names no field.
 */
export function saveSection<T extends FieldValues>(
  save: (draft: T) => Promise<T>,
  words: { saved: string; failed: string },
) {
  return async (draft: T): Promise<SubmitResult<T>> => {
    try {
      const stored = await save(draft)
      notify({ severity: 'success', summary: words.saved })
      return { resetTo: stored }
    } catch (error) {
      const errors = await fieldErrorsOf(error)
      if (Object.keys(errors).length === 0) await reportError(error, words.failed)
      return { errors }
    }
  }
}

/**
 * One section of the account settings as a card: its title, its fields, and Save and Reset under
 * them; leaving with unsaved changes asks first (the form layer's guard).
 */
export function SectionForm<T extends FieldValues>({
  app,
  title,
  canSave,
  children,
}: {
  app: AppForm<T>
  title: string
  /** When Save needs more than a change (a password that meets its rules). */
  canSave?: boolean
  children: ReactNode
}) {
  const { isDirty, isSubmitting } = app.form.formState
  return (
    <form
      className="card account-section"
      onSubmit={(event) => void app.submit(event)}
      noValidate
      aria-busy={isSubmitting}
    >
      <h2 className="card__title">{title}</h2>
      <FormFeedback app={app} />
      {children}
      <FormSaveBar
        dirty={isDirty}
        saving={isSubmitting}
        onReset={app.discard}
        canSave={canSave ?? isDirty}
      />
    </form>
  )
}
