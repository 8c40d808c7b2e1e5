import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import './form-save-bar.css'

interface FormSaveBarProps {
  /** The draft differs from what the server holds. */
  dirty: boolean
  saving: boolean
  /** Back to what the server holds. */
  onReset: () => void
  /** When Save needs more than a change (a password that meets its rules). */
  canSave?: boolean
}

/**
 * The bar under a form that edits a draft of what the server holds: whether anything is left to
 * save, Reset, and Save (the form's submit), offered once something changed. One bar for every
 * such form: account settings, the notification settings and a user's notifications.
 */
export function FormSaveBar({ dirty, saving, onReset, canSave = dirty }: FormSaveBarProps) {
  const { t } = useTranslation()
  return (
    <div className="form-save-bar">
      <p className="form-save-bar__status muted" aria-live="polite">
        {dirty ? t('common.form.unsaved') : t('common.form.upToDate')}
      </p>
      <div className="form-save-bar__buttons">
        <Button variant="secondary" icon="pi pi-undo" disabled={!dirty || saving} onClick={onReset}>
          {t('common.form.reset')}
        </Button>
        <Button type="submit" variant="primary" icon="pi pi-check" disabled={!canSave || saving}>
          {saving ? t('common.form.saving') : t('common.form.save')}
        </Button>
      </div>
    </div>
  )
}
