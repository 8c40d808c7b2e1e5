import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DemoProfileUser, ProfileUserChange } from '@models/chat/demo-chat-api'
import { ChatSidePanel } from '@/components/chat/chat-side-panel'
import { SettingSwitch } from './setting-switch'
import { StatusChoice } from './status-choice'

// Long enough for a sentence or two; the sidebar shows no more.
const aboutMaxLength = 160

export interface ProfileUserPanelProps {
  profile: DemoProfileUser
  /** Saves one change; resolves false when the server refused it (and it was put back). */
  onSave: (change: ProfileUserChange, failedSummary: string) => Promise<boolean>
  onClose: () => void
}

/**
 * The profile user's own panel, over the contact list: who they are, an "About" line saved when
 * the field is left, their status and two settings, each saved as soon as it changes.
 */
export function ProfileUserPanel({ profile, onSave, onClose }: ProfileUserPanelProps) {
  const { t } = useTranslation()
  const aboutId = useId()
  const [about, setAbout] = useState(profile.about)
  const [aboutSaved, setAboutSaved] = useState(false)

  const saveAbout = async () => {
    const text = about.trim()
    if (text === profile.about) return
    setAbout(text)
    // The text stays in the field when the save fails: leaving it again tries again.
    setAboutSaved(await onSave({ about: text }, t('chatDemo.profile.failed.about')))
  }

  const setSetting = (name: keyof DemoProfileUser['settings'], value: boolean) =>
    void onSave({ settings: { [name]: value } }, t('chatDemo.profile.failed.settings'))

  return (
    <ChatSidePanel
      className="chat-demo-panel"
      heading={t('chatDemo.profile.title')}
      closeLabel={t('chatDemo.profile.close')}
      onClose={onClose}
      person={{
        name: profile.fullName,
        avatar: profile.avatar,
        status: profile.status,
        role: t(`roles.${profile.role.toLowerCase()}`, { defaultValue: profile.role }),
      }}
    >
      <div className="chat-demo-panel__section">
        <label className="chat-demo-panel__section-title" htmlFor={aboutId}>
          {t('chatDemo.profile.about')}
        </label>
        <textarea
          id={aboutId}
          className="input chat-demo-panel__about"
          rows={3}
          maxLength={aboutMaxLength}
          value={about}
          placeholder={t('chatDemo.profile.aboutPlaceholder')}
          onChange={(event) => {
            setAbout(event.target.value)
            setAboutSaved(false)
          }}
          onBlur={() => void saveAbout()}
        />
        <p className="chat-demo-panel__hint" aria-live="polite">
          {aboutSaved ? (
            <>
              <i className="pi pi-check" aria-hidden="true" /> {t('chatDemo.profile.aboutSaved')}
            </>
          ) : (
            t('chatDemo.profile.aboutHint')
          )}
        </p>
      </div>

      <StatusChoice
        value={profile.status}
        onChange={(status) => void onSave({ status }, t('chatDemo.profile.failed.status'))}
      />

      <div className="chat-demo-panel__section">
        <h3 className="chat-demo-panel__section-title">{t('chatDemo.profile.settings')}</h3>
        <SettingSwitch
          icon="pi pi-lock"
          label={t('chatDemo.profile.twoStep.label')}
          description={t('chatDemo.profile.twoStep.description')}
          checked={profile.settings.isTwoStepAuthVerificationEnabled}
          onChange={(checked) => setSetting('isTwoStepAuthVerificationEnabled', checked)}
        />
        <SettingSwitch
          icon="pi pi-bell"
          label={t('chatDemo.profile.notifications.label')}
          description={t('chatDemo.profile.notifications.description')}
          checked={profile.settings.isNotificationsOn}
          onChange={(checked) => setSetting('isNotificationsOn', checked)}
        />
      </div>
    </ChatSidePanel>
  )
}
