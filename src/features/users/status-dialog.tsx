import { useTranslation } from 'react-i18next'
import type { User } from '@models/users/users'
import { Modal } from '@/components/modal/modal'
import { Button } from '@/components/button'
import { useUserChanges } from './use-user-changes'

/**
 * Asks before a user is suspended (inactive: they can no longer sign in) or activated again; on
 * yes the page shows the new status at once and the old one again if the server refuses.
 */
export function StatusDialog({
  user,
  action,
  onClose,
}: {
  user: User
  action: 'suspend' | 'activate'
  onClose: () => void
}) {
  const { t } = useTranslation('users')
  const changes = useUserChanges(user)
  const confirm = () => {
    onClose()
    void (action === 'suspend' ? changes.suspend() : changes.activate())
  }
  return (
    <Modal
      title={t(`view.status.${action}.title`, { name: user.fullName })}
      onClose={onClose}
      // The safe answer takes the focus: Enter on a dialog that just opened does not suspend.
      initialFocus={() => document.querySelector<HTMLElement>('.status-dialog__cancel')}
      footer={
        <>
          <Button variant="secondary" className="status-dialog__cancel" onClick={onClose}>
            {t('view.cancel')}
          </Button>
          <Button
            className={action === 'suspend' ? 'btn--danger-solid' : undefined}
            icon={action === 'suspend' ? 'pi pi-ban' : 'pi pi-check-circle'}
            onClick={confirm}
          >
            {t(`view.status.${action}.confirm`)}
          </Button>
        </>
      }
    >
      <p className="status-dialog__message">
        {t(`view.status.${action}.message`, { name: user.fullName })}
      </p>
    </Modal>
  )
}
