import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { User } from '@models/users/users'
import { useUserActivity, type UserActivity } from '@/services/users/user-activity'
import { RoleCell, StatusChip } from './user-cells'
import { usePlanWords } from './plan-words'

const statusTones: Record<string, string> = {
  active: 'success',
  pending: 'warning',
  inactive: 'neutral',
}

/** A phone number as a tel: link dials it: digits and the leading plus only. */
const dialable = (contact: string) => contact.replace(/[^\d+]/g, '')

/**
 * The Account tab: what the user's record means (may they sign in, what their role lets them do,
 * how to reach them), and what was saved for them in this visit.
 */
export function AccountTab({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const titleId = useId()
  return (
    <div className="user-tab">
      <section className="card" aria-labelledby={titleId}>
        <div className="card__header">
          <div>
            <h2 className="card__title" id={titleId}>
              {t('view.account.title')}
            </h2>
            <p className="card__subtitle">{t('view.account.subtitle', { name: user.fullName })}</p>
          </div>
        </div>
        <div className="account-facts">
          <div className="account-fact">
            <span
              className={`account-fact__icon tone--${statusTones[user.status] ?? 'neutral'}`}
              aria-hidden="true"
            >
              <i className="pi pi-shield" />
            </span>
            <div className="account-fact__text">
              <h3>{t('view.account.access')}</h3>
              <StatusChip status={user.status} />
              <p>{t(`view.account.statusMeaning.${user.status}`, { defaultValue: '' })}</p>
            </div>
          </div>
          <div className="account-fact">
            <span className="account-fact__icon tone--primary" aria-hidden="true">
              <i className="pi pi-id-card" />
            </span>
            <div className="account-fact__text">
              <h3>{t('view.account.role')}</h3>
              <RoleCell role={user.role} />
              <p>{t(`view.account.roleMeaning.${user.role}`, { defaultValue: '' })}</p>
            </div>
          </div>
          <div className="account-fact">
            <span className="account-fact__icon tone--info" aria-hidden="true">
              <i className="pi pi-envelope" />
            </span>
            <div className="account-fact__text">
              <h3>{t('view.account.reach')}</h3>
              <a href={`mailto:${user.email}`} className="account-fact__link">
                {user.email}
              </a>
              {user.contact && (
                <a href={`tel:${dialable(user.contact)}`} className="account-fact__link">
                  {user.contact}
                </a>
              )}
              <p>{[user.company, user.country].filter(Boolean).join(' · ')}</p>
            </div>
          </div>
        </div>
      </section>
      <ActivityCard userId={user.id} />
    </div>
  )
}

/** What was saved for the user in this visit, newest first: the demo server keeps no history. */
function ActivityCard({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation('users')
  const titleId = useId()
  const activity = useUserActivity(userId)
  const describe = useActivityWords()
  const time = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' })
  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        {t('view.activity.title')}
      </h2>
      <p className="card__subtitle">{t('view.activity.subtitle')}</p>
      {activity.length === 0 ? (
        <p className="activity-empty muted">{t('view.activity.empty')}</p>
      ) : (
        <ol className="activity-list">
          {activity.map((entry) => (
            <li key={entry.key} className="activity-list__item">
              <span className="activity-list__dot" aria-hidden="true" />
              <span className="activity-list__text">{describe(entry)}</span>
              <time className="activity-list__time" dateTime={new Date(entry.at).toISOString()}>
                {time.format(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

/** One activity in words: "Details edited: email and contact". */
function useActivityWords() {
  const { t, i18n } = useTranslation('users')
  const plans = usePlanWords()
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' })
  const fieldName = (field: string) =>
    field === 'billing' ? t('view.edit.billing') : t(`form.fields.${field}`)
  return (entry: UserActivity) => {
    switch (entry.kind) {
      case 'edited':
        return t('view.activity.edited', {
          fields: list.format((entry.detail ?? []).map(fieldName)),
        })
      case 'planChanged':
        return t('view.activity.planChanged', { plan: plans.name(entry.detail?.[0] ?? '') })
      default:
        return t(`view.activity.${entry.kind}`)
    }
  }
}
