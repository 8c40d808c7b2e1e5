import { useTranslation } from 'react-i18next'
import type { ApiKey } from '@models/api-keys/api-keys'
import { Button } from '@/components/button'
import { Modal } from '@/components/modal/modal'

/**
 * Asks before a key is deleted: whatever calls the suite with it stops working. The safe answer
 * takes the focus, so Enter on a dialog that just opened deletes nothing.
 */
export function DeleteApiKeyDialog({
  apiKey,
  onClose,
  onConfirm,
}: {
  apiKey: ApiKey
  onClose: () => void
  onConfirm: () => void
}) {
  const { t } = useTranslation('apiKeys')
  return (
    <Modal
      title={t('delete.title', { name: apiKey.name })}
      onClose={onClose}
      initialFocus={() => document.querySelector<HTMLElement>('.api-key-delete__cancel')}
      footer={
        <>
          <Button variant="secondary" className="api-key-delete__cancel" onClick={onClose}>
            {t('delete.cancel')}
          </Button>
          <Button className="api-key-delete__confirm" icon="pi pi-trash" onClick={onConfirm}>
            {t('delete.confirm')}
          </Button>
        </>
      }
    >
      <p className="api-key-delete__message">{t('delete.message', { name: apiKey.name })}</p>
    </Modal>
  )
}
