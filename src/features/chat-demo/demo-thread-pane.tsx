import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  demoProfileUserId,
  type DemoContact,
  type DemoSendAnswer,
} from '@models/chat/demo-chat-api'
import { ChatThread } from '@/components/chat/chat-thread'
import { Composer } from '@/components/chat/composer'
import { ThreadHeader } from '@/components/chat/thread-header'
import { useOpenChat } from '@/services/chat-demo/use-open-chat'
import { toThreadContact, toThreadMessages } from './to-thread-view'

// Nothing is ever prepended (the demo has no paging), so any fixed index does.
const FIRST_INDEX = 1_000

export interface DemoThreadPaneProps {
  contactId: number
  /**
   * From the list, when it has loaded: the header shows at once, before the chat arrives. The
   * page's contact panel reads the list too, so the header offers it only then.
   */
  contact: DemoContact | undefined
  draft: string
  onDraftChange: (text: string) => void
  onSent: (contactId: number, answer: DemoSendAnswer) => void
  onBack: () => void
  onShowProfile: () => void
}

/** The open demo chat: header, messages and composer, with its own loading and error states. */
export function DemoThreadPane({
  contactId,
  contact,
  draft,
  onDraftChange,
  onSent,
  onBack,
  onShowProfile,
}: DemoThreadPaneProps) {
  const { t } = useTranslation()
  const chat = useOpenChat(contactId, onSent)
  const messages = useMemo(
    () => toThreadMessages(chat.stored, chat.outgoing),
    [chat.stored, chat.outgoing],
  )
  const known = chat.contact ?? contact
  const threadContact = known
    ? toThreadContact(known)
    : { name: t('chatDemo.unknownContact', { id: contactId }), status: 'offline' as const }

  return (
    <ChatThread
      messages={messages}
      selfId={demoProfileUserId}
      contact={threadContact}
      firstItemIndex={FIRST_INDEX}
      // The demo endpoints store no hearts; the button stays disabled (no serverId).
      onHeart={() => {}}
      onRetry={(message) => chat.resend(message.key)}
      // Nobody to name while both the list and the chat load; a made-up "Contact 7" would flash.
      // A failed chat still gets its header, for the back button on phones.
      header={
        known || chat.failed ? (
          <ThreadHeader
            contact={threadContact}
            onBack={onBack}
            onShowProfile={contact ? onShowProfile : undefined}
          />
        ) : undefined
      }
      footer={
        <Composer
          value={draft}
          onChange={onDraftChange}
          onSend={(text) => {
            chat.send(text)
            onDraftChange('')
          }}
          // Sending needs the contact the server knows; until the chat is there, nothing to send.
          disabled={!chat.contact}
          focusOnOpen
          placeholder={
            known ? t('chatDemo.composerPlaceholder', { name: threadContact.name }) : undefined
          }
        />
      }
      emptyText={t('chatDemo.threadEmpty', { name: threadContact.name })}
      loading={chat.loading}
      error={
        chat.failed
          ? { title: t('chatDemo.threadFailed.title'), message: t('chatDemo.threadFailed.message') }
          : undefined
      }
      onRetryLoad={chat.retry}
    />
  )
}
