import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PresenceStatus } from '@models/chat/chat-api'
import { avatarTone, initialsOf } from './avatar-colour'
import './chat-avatar.css'

export interface ChatAvatarProps {
  name: string
  src?: string | null
  status?: PresenceStatus
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

/**
 * A person's photo, or their initials on a colour derived from the name when there is no photo
 * or it fails to load, with an optional presence dot. The name is shown beside every avatar, so
 * the picture itself is decorative; only the presence dot speaks.
 */
export function ChatAvatar({ name, src, status, size = 'md', className }: ChatAvatarProps) {
  const { t } = useTranslation()
  // Remembers which address failed, so a new address gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const showImage = Boolean(src) && src !== failedSrc
  const tone = avatarTone(name)
  const classes = ['chat-avatar', `chat-avatar--${size}`, className].filter(Boolean).join(' ')
  return (
    <span className={classes}>
      {showImage ? (
        <img
          className="chat-avatar__image"
          src={src!}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailedSrc(src!)}
        />
      ) : (
        <span
          className={`chat-avatar__initials chat-avatar__initials--${tone} tone--${tone}`}
          aria-hidden="true"
        >
          {initialsOf(name)}
        </span>
      )}
      {status && (
        <span
          className={`chat-avatar__status chat-avatar__status--${status}`}
          role="img"
          aria-label={t(`chat.presence.${status}`)}
        />
      )}
    </span>
  )
}
