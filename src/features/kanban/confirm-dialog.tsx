import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { Modal } from '@/components/modal/modal'

/** Asks before something that cannot be undone (deleting or clearing a board). */
export function ConfirmDialog({
  title,
  text,
  confirm,
  onConfirm,
  onCancel,
}: {
  title: string
  text: string
  confirm: string
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('kanban.confirm.cancel')}
          </Button>
          <Button className="kanban-btn--danger" icon="pi pi-trash" onClick={onConfirm}>
            {confirm}
          </Button>
        </>
      }
    >
      <p className="kanban-confirm__text">{text}</p>
    </Modal>
  )
}
