import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ThreadMessage } from './chat-view.types'
import { ChatAvatar } from './chat-avatar'
import { formatClock, parseTime } from './chat-dates'
import { LinkifiedText } from './linkified-text'
import { MessageDeliveryStatus } from './message-delivery-status'
import { safeImageSrc } from './safe-image-src'

export interface MessageBubbleProps {
  message: ThreadMessage
  /** Sent by the user: drawn on the right in the primary colour, with its delivery. */
  own: boolean
  /** First of a run of messages by one sender: carries the avatar and the sender's name. */
  startsGroup: boolean
  /** Last of a run: a wider gap follows. */
  endsGroup: boolean
  /** The person of the thread: the sender of incoming messages unless they name another. */
  contactName: string
  contactAvatar?: string | null
  onHeart: (message: ThreadMessage) => void
  onRetry: (message: ThreadMessage) => void
}

// Image messages without a size get a 4:3 frame, so even they never shift the thread.
const fallbackSize = { width: 320, height: 240 }

function MessageContent({ message, senderName }: { message: ThreadMessage; senderName: string }) {
  const { t } = useTranslation()
  if (message.type === 'image') {
    const src = safeImageSrc(message.text)
    const width = message.width && message.width > 0 ? message.width : fallbackSize.width
    const height = message.height && message.height > 0 ? message.height : fallbackSize.height
    if (!src) {
      return (
        <p className="chat-bubble__text chat-bubble__text--muted">
          <i className="pi pi-image" aria-hidden="true" /> {t('chat.preview.photo')}
        </p>
      )
    }
    return (
      <img
        className="chat-bubble__image"
        src={src}
        width={width}
        height={height}
        // The width in CSS too: a bubble sizes itself to its content, and an image's width
        // attribute alone would make it as wide as the picture's natural width.
        style={{
          aspectRatio: `${width} / ${height}`,
          ['--chat-image-width' as string]: `${width}px`,
        }}
        alt={t('chat.message.imageAlt', { name: senderName })}
        loading="lazy"
        decoding="async"
      />
    )
  }
  if (message.type === 'greeting') {
    return (
      <>
        <p className="chat-bubble__label">
          <i className="pi pi-bolt" aria-hidden="true" />
          {t('chat.message.greeting')}
        </p>
        <p className="chat-bubble__text">
          <LinkifiedText text={message.text} />
        </p>
      </>
    )
  }
  return (
    <p className="chat-bubble__text">
      <LinkifiedText text={message.text} />
    </p>
  )
}

/**
 * One message of a thread: the bubble, its time, the delivery of the user's own messages and a
 * heart for delivered ones. Memoised, because a long thread re-renders its visible rows whenever
 * a message arrives.
 */
export const MessageBubble = memo(function MessageBubble({
  message,
  own,
  startsGroup,
  endsGroup,
  contactName,
  contactAvatar,
  onHeart,
  onRetry,
}: MessageBubbleProps) {
  const { t, i18n } = useTranslation()
  const senderName = own ? t('chat.thread.you') : (message.senderName ?? contactName)
  // A sender other than the contact (a colleague in a live chat) has no photo of their own here.
  const avatarSrc =
    !message.senderName || message.senderName === contactName ? contactAvatar : undefined
  const time = parseTime(message.time)
  const delivered = message.delivery === 'sent' || message.delivery === 'seen'
  const showName = startsGroup && !own && Boolean(message.senderName)
  const kind =
    message.type === 'image' ? 'image' : message.type === 'greeting' ? 'greeting' : 'text'
  const classes = [
    'chat-message',
    own ? 'chat-message--own' : 'chat-message--other',
    startsGroup && 'chat-message--group-start',
    endsGroup && 'chat-message--group-end',
    message.heart && 'chat-message--hearted',
    `chat-message--${message.delivery}`,
  ]
    .filter(Boolean)
    .join(' ')

  return (
    <div className={classes}>
      {!own && (
        <div className="chat-message__avatar">
          {startsGroup && <ChatAvatar name={senderName} src={avatarSrc} size="sm" />}
        </div>
      )}
      <div className="chat-message__body">
        {showName ? (
          <p className="chat-message__sender">{senderName}</p>
        ) : (
          startsGroup && <span className="visually-hidden">{senderName}:</span>
        )}
        <div className="chat-message__line">
          <div className={`chat-bubble chat-bubble--${kind}`}>
            <MessageContent message={message} senderName={senderName} />
          </div>
          {/* Only a message the server numbered can be hearted there: others offer no heart. */}
          {delivered && message.serverId !== undefined && (
            <button
              type="button"
              className="chat-heart"
              aria-pressed={message.heart}
              aria-label={message.heart ? t('chat.message.unlike') : t('chat.message.like')}
              onClick={() => onHeart(message)}
            >
              <i
                className={message.heart ? 'pi pi-heart-fill' : 'pi pi-heart'}
                aria-hidden="true"
              />
            </button>
          )}
        </div>
        <div className="chat-message__meta">
          {time && (
            <time className="chat-message__time" dateTime={message.time}>
              {formatClock(time, i18n.language)}
            </time>
          )}
          {own && <MessageDeliveryStatus message={message} onRetry={onRetry} />}
        </div>
      </div>
    </div>
  )
})
