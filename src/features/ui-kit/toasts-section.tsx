import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { ConfirmDialog } from '@/components/modal/confirm-dialog'
import { notify, type ToastSeverity } from '@/services/toast'
import { KitCard } from './kit-index'

const severities: { id: ToastSeverity; icon: string; variant: 'primary' | 'secondary' }[] = [
  { id: 'success', icon: 'pi pi-check', variant: 'primary' },
  { id: 'info', icon: 'pi pi-info-circle', variant: 'secondary' },
  { id: 'warn', icon: 'pi pi-exclamation-triangle', variant: 'secondary' },
  { id: 'error', icon: 'pi pi-times-circle', variant: 'secondary' },
]

/**
 * The product's toasts (src/services/toast.ts: the newest on top) in each severity, and its
 * confirmation dialog before something that cannot be undone, followed by a toast with Undo.
 */
export function ToastsSection() {
  const { t } = useTranslation('uikit')
  const [asking, setAsking] = useState(false)
  const [deleted, setDeleted] = useState(false)
  const deleteDraft = () => {
    setAsking(false)
    setDeleted(true)
    notify({
      severity: 'success',
      summary: t('toasts.deleted'),
      action: { label: t('toasts.undo'), run: () => setDeleted(false) },
    })
  }
  return (
    <div className="grid kit-grid--wide">
      <KitCard title={t('toasts.kinds')} source="src/services/toast.ts">
        <div className="kit-row">
          {severities.map(({ id, icon, variant }) => (
            <Button
              key={id}
              variant={variant}
              icon={icon}
              onClick={() =>
                notify({
                  severity: id,
                  summary: t(`toasts.samples.${id}.summary`),
                  detail: t(`toasts.samples.${id}.detail`),
                })
              }
            >
              {t(`toasts.samples.${id}.button`)}
            </Button>
          ))}
        </div>
      </KitCard>
      <KitCard title={t('toasts.confirmation')} source="src/components/modal/confirm-dialog.tsx">
        <p role="status" className="kit-note">
          {deleted ? t('toasts.draftDeleted') : t('toasts.draftKept')}
        </p>
        <Button
          variant="secondary"
          icon="pi pi-trash"
          disabled={deleted}
          onClick={() => setAsking(true)}
        >
          {t('toasts.deleteDraft')}
        </Button>
      </KitCard>
      {asking && (
        <ConfirmDialog
          title={t('toasts.confirmTitle')}
          text={t('toasts.confirmText')}
          confirm={t('toasts.confirmDelete')}
          cancel={t('toasts.cancel')}
          onConfirm={deleteDraft}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  )
}
