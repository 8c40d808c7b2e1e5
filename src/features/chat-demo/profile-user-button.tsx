import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { DemoProfileUser } from '@models/chat/demo-chat-api'
import { ChatAvatar } from '@/components/chat/chat-avatar'
import { SkeletonBlock } from '@/components/load-states'

export interface ProfileUserButtonProps {
  /** Undefined while the list loads. */
  profile: DemoProfileUser | undefined
  expanded: boolean
  onOpen: () => void
  ref?: Ref<HTMLButtonElement>
}

/** The top of the sidebar: who is chatting and their status; it opens the profile panel. */
export function ProfileUserButton({ profile, expanded, onOpen, ref }: ProfileUserButtonProps) {
  const { t } = useTranslation()
  if (!profile) {
    return (
      <div className="row-button chat-demo-me chat-demo-me--loading" aria-hidden="true">
        <SkeletonBlock className="chat-demo-me__avatar-skeleton" />
        <span className="chat-demo-me__text">
          <SkeletonBlock className="chat-demo-me__name-skeleton" />
          <SkeletonBlock className="chat-demo-me__status-skeleton" />
        </span>
      </div>
    )
  }
  return (
    <button
      ref={ref}
      type="button"
      className="row-button chat-demo-me"
      aria-expanded={expanded}
      onClick={onOpen}
    >
      <span aria-hidden="true">
        <ChatAvatar name={profile.fullName} src={profile.avatar} status={profile.status} />
      </span>
      <span className="chat-demo-me__text">
        <span className="chat-demo-me__name">{profile.fullName}</span>
        <span className={`chat-demo-me__status chat-demo-me__status--${profile.status}`}>
          {t(`chatDemo.profile.statuses.${profile.status}`)}
        </span>
      </span>
      <span className="visually-hidden">{t('chatDemo.me.open')}</span>
      <i className="pi pi-cog chat-demo-me__icon" aria-hidden="true" />
    </button>
  )
}
