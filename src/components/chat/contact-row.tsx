import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCount } from '@models/format/format-count'
import type { ContactListItem } from './chat-view.types'
import { ChatAvatar } from './chat-avatar'
import { formatListTime } from './chat-dates'

// Media are previewed by what they are, not by their text (an address or a file name).
const mediaPreview: Record<string, { icon: string; label: string }> = {
  image: { icon: 'pi-image', label: 'photo' },
  video: { icon: 'pi-video', label: 'video' },
  audio: { icon: 'pi-microphone', label: 'audio' },
  voice: { icon: 'pi-microphone', label: 'audio' },
  ptt: { icon: 'pi-microphone', label: 'audio' },
  document: { icon: 'pi-file', label: 'document' },
  file: { icon: 'pi-file', label: 'document' },
}
const textTypes = new Set(['chat', 'text', 'greeting'])

function Preview({ item }: { item: ContactListItem }) {
  const { t } = useTranslation()
  const type = item.previewType
  const media =
    type && !textTypes.has(type)
      ? (mediaPreview[type] ?? { icon: 'pi-paperclip', label: 'attachment' })
      : undefined
  return (
    <span className="contact-row__preview">
      {item.pending && (
        <>
          <i className="pi pi-clock contact-row__pending" aria-hidden="true" />
          <span className="visually-hidden">{t('chat.preview.pending')}</span>
        </>
      )}
      {media && <i className={`pi ${media.icon} contact-row__media`} aria-hidden="true" />}
      <span className="contact-row__preview-text">
        {media ? t(`chat.preview.${media.label}`) : item.preview}
      </span>
    </span>
  )
}

export interface ContactRowProps {
  item: ContactListItem
  /** Position in the whole list, for keyboard moves. */
  index: number
  active: boolean
  /** The one row the Tab key reaches (roving tab index). */
  tabbable: boolean
  now: Date
  onSelect: (key: string) => void
}

/** One chat of the contact list: avatar with presence, name, preview, time and unseen count. */
export const ContactRow = memo(function ContactRow({
  item,
  index,
  active,
  tabbable,
  now,
  onSelect,
}: ContactRowProps) {
  const { t, i18n } = useTranslation()
  const time = formatListTime(item.time, i18n.language, now)
  const classes = [
    'row-button',
    'contact-row',
    active && 'contact-row--active',
    item.unseen > 0 && 'contact-row--unseen',
  ]
    .filter(Boolean)
    .join(' ')
  // The wrapper's padding, not a margin, spaces the rows: Virtuoso measures its item boxes, and a
  // child's vertical margin would escape them.
  return (
    <div className="contact-row-wrap">
      <button
        type="button"
        className={classes}
        data-row-index={index}
        tabIndex={tabbable ? 0 : -1}
        aria-current={active ? 'true' : undefined}
        onClick={() => onSelect(item.key)}
      >
        {/* The presence is read after the name, not before it as the dot comes first. */}
        <span className="contact-row__avatar" aria-hidden="true">
          <ChatAvatar name={item.name} src={item.avatar} status={item.status} />
        </span>
        <span className="contact-row__main">
          <span className="contact-row__line">
            <span className="contact-row__name">
              {item.name}
              <span className="visually-hidden">, {t(`chat.presence.${item.status}`)}</span>
            </span>
            {time && (
              <time className="contact-row__time" dateTime={item.time}>
                {time}
              </time>
            )}
          </span>
          <span className="contact-row__line">
            <Preview item={item} />
            {item.unseen > 0 && (
              <span className="contact-row__badge">
                <span aria-hidden="true">{formatCount(item.unseen)}</span>
                <span className="visually-hidden">
                  {t('chat.list.unseen', { count: item.unseen })}
                </span>
              </span>
            )}
          </span>
        </span>
      </button>
    </div>
  )
})
