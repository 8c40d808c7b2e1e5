import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  notificationChannels,
  notificationTypes,
  sameNotifications,
  type NotificationChannel,
  type NotificationType,
  type UserNotifications,
} from '@models/users/user-account'
import type { User } from '@models/users/users'
import { FormSaveBar } from '@/components/form-field/form-save-bar'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { reportError } from '@/services/error-catalogue'
import { useErrorText } from '@/services/load-error-text'
import { notify } from '@/services/toast'
import { useCan } from '@/services/use-can'
import { useQuery } from '@/services/use-query'
import { saveNotifications } from '@/services/users/user-account'
import { recordUserActivity } from '@/services/users/user-activity'
import { userNotificationsQuery } from '@/services/users/users-query'

/** The Notifications tab: which notification reaches the user on which channel, and Save. */
export function NotificationsTab({ user }: { user: User }) {
  const { t } = useTranslation('users')
  const titleId = useId()
  const { state, retry } = useQuery(userNotificationsQuery(user.id))
  const errorText = useErrorText(state.status === 'error' ? state.error : null)
  return (
    <div className="user-tab">
      <section className="card" aria-labelledby={titleId}>
        <h2 className="card__title" id={titleId}>
          {t('view.notifications.title')}
        </h2>
        <p className="card__subtitle">
          {t('view.notifications.subtitle', { name: user.fullName })}
        </p>
        {state.status === 'error' ? (
          <LoadError
            look="section"
            title={t('view.notifications.loadFailed')}
            message={errorText ?? ''}
            onRetry={retry}
          />
        ) : state.status === 'loading' ? (
          <LoadingPlaceholder
            className="notifications-skeleton"
            label={t('view.notifications.loading')}
          >
            {notificationTypes.map((type) => (
              <SkeletonBlock className="user-skeleton__line" key={type} />
            ))}
          </LoadingPlaceholder>
        ) : (
          <NotificationsForm user={user} initial={state.data} titleId={titleId} />
        )}
      </section>
    </div>
  )
}

/**
 * The checkboxes edit a draft: a failed save keeps what was ticked, Reset goes back to what the
 * server holds, and Save is offered once something changed.
 */
function NotificationsForm({
  user,
  initial,
  titleId,
}: {
  user: User
  initial: UserNotifications
  titleId: string
}) {
  const { t } = useTranslation('users')
  const mayChange = useCan('manage', 'Users')
  const [saved, setSaved] = useState(initial)
  const [draft, setDraft] = useState(initial)
  const [saving, setSaving] = useState(false)
  const dirty = !sameNotifications(saved, draft)

  const toggle = (type: NotificationType, channel: NotificationChannel, on: boolean) =>
    setDraft((current) => ({ ...current, [type]: { ...current[type], [channel]: on } }))

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!dirty || saving) return
    setSaving(true)
    try {
      const stored = await saveNotifications(user.id, draft)
      setSaved(stored)
      setDraft(stored)
      notify({
        severity: 'success',
        summary: t('view.notifications.saved', { name: user.fullName }),
      })
      recordUserActivity(user.id, 'notificationsSaved')
    } catch (error) {
      await reportError(error, t('view.notifications.refused'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="notifications-form" onSubmit={submit} aria-busy={saving} noValidate>
      <div className="notifications-scroll">
        <table className="notifications-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{t('view.notifications.type')}</th>
              {notificationChannels.map((channel) => (
                <th scope="col" key={channel}>
                  {t(`view.notifications.channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {notificationTypes.map((type) => (
              <tr key={type}>
                <th scope="row">
                  <span className="notifications-table__type">
                    {t(`view.notifications.types.${type}.label`)}
                  </span>
                  <span className="notifications-table__about">
                    {t(`view.notifications.types.${type}.about`)}
                  </span>
                </th>
                {notificationChannels.map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      className="notifications-table__check"
                      checked={draft[type][channel]}
                      disabled={!mayChange || saving}
                      aria-label={t('view.notifications.toggle', {
                        type: t(`view.notifications.types.${type}.label`),
                        channel: t(`view.notifications.channels.${channel}`),
                      })}
                      onChange={(event) => toggle(type, channel, event.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {mayChange && <FormSaveBar dirty={dirty} saving={saving} onReset={() => setDraft(saved)} />}
    </form>
  )
}
