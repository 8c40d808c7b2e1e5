import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  sameNotificationSettings,
  type NotificationKey,
  type NotificationSettings,
} from '@models/account-settings/account-settings'
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard'
import { FormSaveBar } from '@/components/form-field/form-save-bar'
import { notify } from '@/services/toast'
import { reportError } from '@/services/error-catalogue'
import { saveNotificationSettings } from '@/services/settings/settings-query'
import { NotificationSwitch } from './notification-switch'
import './notification-settings.css'

interface NotificationGroup {
  id: 'activity' | 'application'
  icon: string
  keys: NotificationKey[]
}

// Grouped as people think of them: what others do to my content, and what the product tells me.
const groups: NotificationGroup[] = [
  { id: 'activity', icon: 'pi pi-users', keys: ['commentOnArticle', 'answerOnForm', 'followMe'] },
  {
    id: 'application',
    icon: 'pi pi-bell',
    keys: ['newAnnouncements', 'productUpdates', 'blogDigest'],
  },
]

/**
 * The notification switches with Save and Reset. `saved` is what the server holds; the switches
 * edit a draft, so a failed save keeps what the user chose and Reset goes back to the server's.
 */
export function NotificationForm({ initial }: { initial: NotificationSettings }) {
  const { t } = useTranslation()
  const [saved, setSaved] = useState(initial)
  const [draft, setDraft] = useState(initial)
  const [saving, setSaving] = useState(false)
  const formId = useId()
  const dirty = !sameNotificationSettings(saved, draft)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!dirty || saving) return
    setSaving(true)
    try {
      const stored = await saveNotificationSettings(draft)
      setSaved(stored)
      setDraft(stored)
      notify({
        severity: 'success',
        summary: t('settings.notification.toast.savedSummary'),
        detail: t('settings.notification.toast.savedDetail'),
      })
    } catch (error) {
      // What the server said, through the error catalogue; the switches keep what was chosen.
      await reportError(error, t('settings.notification.toast.failedSummary'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="notification-form" onSubmit={onSubmit} aria-busy={saving} noValidate>
      <UnsavedChangesGuard dirty={dirty} />
      <div className="notification-form__groups">
        {groups.map((group) => (
          <fieldset
            className="card notification-group"
            key={group.id}
            aria-labelledby={`${formId}-${group.id}-title`}
            aria-describedby={`${formId}-${group.id}-subtitle`}
          >
            <div className="card__header notification-group__header">
              <span className="notification-group__icon" aria-hidden="true">
                <i className={group.icon} />
              </span>
              <div>
                <h2 className="card__title" id={`${formId}-${group.id}-title`}>
                  {t(`settings.notification.groups.${group.id}.title`)}
                </h2>
                <p className="card__subtitle" id={`${formId}-${group.id}-subtitle`}>
                  {t(`settings.notification.groups.${group.id}.subtitle`)}
                </p>
              </div>
            </div>
            {group.keys.map((key) => (
              <NotificationSwitch
                key={key}
                label={t(`settings.notification.flags.${key}.label`)}
                description={t(`settings.notification.flags.${key}.description`)}
                checked={draft[key]}
                disabled={saving}
                onChange={(checked) => setDraft((current) => ({ ...current, [key]: checked }))}
              />
            ))}
          </fieldset>
        ))}
      </div>
      <FormSaveBar dirty={dirty} saving={saving} onReset={() => setDraft(saved)} />
    </form>
  )
}
