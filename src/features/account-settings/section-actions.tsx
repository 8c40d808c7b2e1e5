import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'

/** Save and Reset under a section, offered once something has changed. */
export function SectionActions({
  dirty,
  saving,
  onReset,
  canSave = dirty,
}: {
  dirty: boolean
  saving: boolean
  onReset: () => void
  /** When Save needs more than a change (a password that meets its rules). */
  canSave?: boolean
}) {
  const { t } = useTranslation('account')
  return (
    <div className="account-actions">
      <Button type="submit" variant="primary" icon="pi pi-check" disabled={!canSave || saving}>
        {saving ? t('actions.saving') : t('actions.save')}
      </Button>
      <Button variant="secondary" icon="pi pi-undo" disabled={!dirty || saving} onClick={onReset}>
        {t('actions.reset')}
      </Button>
    </div>
  )
}
