import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '@models/users/users'
import { ChatAvatar } from '@/components/chat/chat-avatar'
import { Button } from '@/components/button'
import { useCan } from '@/services/use-can'
import { RoleCell, StatusChip, useBillingName } from './user-cells'
import { EditUserDrawer } from './edit-user-drawer'
import { useEditUser } from './use-edit-user'
import { StatusDialog } from './status-dialog'
import { PlanBox } from './plan-box'

/**
 * The left of the view: who the user is (picture or initials, name, role, status), their details,
 * Edit and Suspend or Activate for whoever may change users, and their plan below.
 */
export function UserProfileCard({ user, pending }: { user: User; pending: boolean }) {
  const { t } = useTranslation('users')
  const billingName = useBillingName()
  const mayChange = useCan('manage', 'Users')
  const editor = useEditUser(user)
  const [confirming, setConfirming] = useState(false)
  const nameId = useId()
  const suspended = user.status === 'inactive'

  const details: [label: string, value: ReactNode][] = [
    [t('form.fields.username'), `@${user.username}`],
    [t('form.fields.email'), user.email],
    [t('columns.status'), t(`statuses.${user.status}`, { defaultValue: user.status })],
    [t('columns.role'), t(`roles.${user.role}`, { defaultValue: user.role })],
    [t('form.fields.contact'), user.contact],
    [t('form.fields.company'), user.company],
    [t('form.fields.country'), user.country],
    [t('columns.billing'), billingName(user.billing)],
  ]

  return (
    <div className="user-view__side">
      <section className="card user-profile" aria-labelledby={nameId} aria-busy={pending}>
        <div className="user-profile__identity">
          <ChatAvatar name={user.fullName} src={user.avatar || null} size="lg" />
          <h2 className="user-profile__name" id={nameId}>
            {user.fullName}
          </h2>
          <div className="user-profile__tags">
            <RoleCell role={user.role} />
            <StatusChip status={user.status} />
          </div>
          <p className="user-profile__saving muted" role="status">
            {pending ? t('view.saving') : ''}
          </p>
        </div>
        <h3 className="user-profile__heading">{t('view.details.title')}</h3>
        <dl className="user-details">
          {details.map(([label, value]) => (
            <div className="user-details__row" key={label}>
              <dt>{label}</dt>
              <dd>
                {value === '' ? <span className="muted">{t('view.details.none')}</span> : value}
              </dd>
            </div>
          ))}
        </dl>
        {mayChange && (
          <div className="user-profile__actions">
            <Button icon="pi pi-pencil" onClick={editor.start}>
              {t('view.actions.edit')}
            </Button>
            <Button
              variant="secondary"
              className={suspended ? undefined : 'btn--danger'}
              icon={suspended ? 'pi pi-check-circle' : 'pi pi-ban'}
              onClick={() => setConfirming(true)}
            >
              {suspended ? t('view.actions.activate') : t('view.actions.suspend')}
            </Button>
          </div>
        )}
      </section>
      <PlanBox user={user} title={t('view.plan.title')} />
      {editor.open && (
        <EditUserDrawer
          name={user.fullName}
          draft={editor.draft}
          messages={editor.messages}
          onChange={editor.change}
          onSave={editor.save}
          onClose={editor.close}
        />
      )}
      {confirming && (
        <StatusDialog
          user={user}
          action={suspended ? 'activate' : 'suspend'}
          onClose={() => setConfirming(false)}
        />
      )}
    </div>
  )
}
