import { useTranslation } from 'react-i18next'
import { useCurrentUser } from '@/services/current-user'
import { CopyLink } from './copy-link'
import { ExampleDialog } from './example-dialog'
import { InviteByEmail } from './invite-by-email'
import type { ExampleDialogProps } from './modal-examples.page'

const howItWorks = [
  { key: 'invite', icon: 'pi pi-send' },
  { key: 'signUp', icon: 'pi pi-user-plus' },
  { key: 'reward', icon: 'pi pi-gift' },
] as const

/** Refer and earn: how it works, an invitation by email, and the user's own referral link. */
export function ReferEarnDialog({ onClose }: ExampleDialogProps) {
  const { t } = useTranslation('modals')
  const user = useCurrentUser()
  const link = `${window.location.origin}/pages/register-basic?ref=${encodeURIComponent(
    user.username ?? 'workdesk',
  )}`

  return (
    <ExampleDialog title={t('refer.title')} intro={t('refer.intro')} wide onClose={onClose}>
      <ol className="refer-steps">
        {howItWorks.map(({ key, icon }) => (
          <li key={key} className="refer-step">
            <span className="modal-example__icon tone--primary" aria-hidden="true">
              <i className={icon} />
            </span>
            <span>{t(`refer.steps.${key}`)}</span>
          </li>
        ))}
      </ol>
      <InviteByEmail
        id="refer-email"
        label={t('refer.emailLabel')}
        submitLabel={t('refer.send')}
        autoComplete="off"
        sentMessage={(email) => t('refer.sent', { email })}
      />
      <CopyLink label={t('refer.linkLabel')} link={link} />
    </ExampleDialog>
  )
}
