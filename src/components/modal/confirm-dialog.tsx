import { Button } from '@/components/button'
import { Modal } from '@/components/modal/modal'

/**
 * Asks before something that cannot be undone: the question, what it does, and two buttons (the
 * cancel one first). The caller gives the words and, for a destructive action, its button's class.
 */
export function ConfirmDialog({
  title,
  text,
  confirm,
  cancel,
  confirmClassName,
  confirmIcon = 'pi pi-trash',
  onConfirm,
  onCancel,
}: {
  title: string
  text: string
  confirm: string
  cancel: string
  confirmClassName?: string
  confirmIcon?: string
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancel}
          </Button>
          <Button className={confirmClassName} icon={confirmIcon} onClick={onConfirm}>
            {confirm}
          </Button>
        </>
      }
    >
      <p className="confirm-dialog__text">{text}</p>
    </Modal>
  )
}
