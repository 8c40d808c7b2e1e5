import { useTranslation } from 'react-i18next'
import type { FieldValues, Path } from 'react-hook-form'
import { Alert } from '@/components/alert'
import { Button } from '@/components/button'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import type { AppForm } from './use-app-form'
import './form-feedback.css'

/** The words of the label of the control `id`, read from the page: the fields are drawn by now. */
function labelOf(id: string): string | undefined {
  const control = document.getElementById(id)
  const labels =
    control && 'labels' in control ? (control.labels as NodeListOf<HTMLLabelElement>) : null
  return labels?.[0]?.textContent.trim() || undefined
}

/**
 * What every form shows around its fields: after a failed submit, the summary of its problems
 * (each a button to its field); the note that a draft from an earlier visit came back, with a
 * way to drop it; and the question before a dirty form is left. Put it first in the form.
 */
export function FormFeedback<Values extends FieldValues>({ app }: { app: AppForm<Values> }) {
  const { t } = useTranslation()
  return (
    <>
      {app.showSummary && (
        <div className="form-feedback">
          <Alert
            tone="danger"
            urgent
            title={t('common.form.summary', { count: app.problems.length })}
          >
            <ul className="form-feedback__problems">
              {app.problems.map(({ field, message }) => {
                const label = labelOf(app.idOf(field))
                return (
                  <li key={field}>
                    <button
                      type="button"
                      className="form-feedback__link"
                      onClick={() => {
                        const control = document.getElementById(app.idOf(field))
                        if (control) control.focus()
                        else app.form.setFocus(field as Path<Values>)
                      }}
                    >
                      {label ? `${label}: ${message}` : message}
                    </button>
                  </li>
                )
              })}
            </ul>
          </Alert>
        </div>
      )}
      {app.restored && (
        <p className="form-feedback__draft muted" role="status">
          <span>{t('common.form.restored')}</span>
          <Button variant="secondary" icon="pi pi-trash" onClick={app.discard}>
            {t('common.form.discard')}
          </Button>
        </p>
      )}
      <UnsavedChangesGuard dirty={app.guarded} />
    </>
  )
}
