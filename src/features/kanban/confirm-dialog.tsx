import { useTranslation } from 'react-i18next'
import { ConfirmDialog as SharedConfirmDialog } from '@/components/modal/confirm-dialog'

/** Asks before something that cannot be undone (deleting or clearing a board). */
export function ConfirmDialog(props: {
  title: string
  text: string
  confirm: string
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <SharedConfirmDialog
      {...props}
      cancel={t('kanban.confirm.cancel')}
      confirmClassName="kanban-btn--danger"
    />
  )
}
