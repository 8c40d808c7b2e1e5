import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatType } from '@models/chat/chat-api'
import type { ChatContactRecord, ChatMessageRecord } from '@models/chat/chat-records'
import { chatIdOf } from '@models/chat/chat-events'
import type { Role } from '@models/session/roles'
import { ChatThread } from '@/components/chat/chat-thread'
import type { ThreadContact, ThreadMessage } from '@/components/chat/chat-view.types'
import { Composer } from '@/components/chat/composer'
import { StaleNotice } from '@/components/chat/stale-notice'
import { ThreadHeader } from '@/components/chat/thread-header'
import { appChatThreadMachine } from '@/services/chat/chat-machines'
import type { ThreadTarget } from './use-incoming'
import { useDraft } from './use-draft'
import { useThreadWindow } from './use-thread-window'

/** Far above zero, so that prepending older messages never needs a negative index (the thread
 * keeps the oldest shown message in place itself). */
const FIRST_INDEX = 1_000_000

export function toThreadContact(
  contact: ChatContactRecord | undefined,
  fallbackName: string,
): ThreadContact {
  return {
    name: contact?.fullName ?? fallbackName,
    avatar: contact?.avatar,
    status: contact?.status ?? 'offline',
    about: contact?.about,
    email: contact?.email,
    company: contact?.company_name,
    country: contact?.country_name,
    registered: contact?.register_date,
    gender: contact?.gender,
    role: contact?.role,
  }
}

function toThreadMessage(message: ChatMessageRecord, selfId: number): ThreadMessage {
  const own = message.senderId === selfId
  return {
    key: message.key,
    serverId: message.serverId,
    text: message.message,
    time: message.time,
    senderId: message.senderId,
    senderName: message.senderName,
    type: message.type,
    heart: message.heart,
    width: message.width,
    height: message.height,
    delivery:
      message.delivery !== 'sent' ? message.delivery : own && message.seen ? 'seen' : 'sent',
  }
}

export interface ThreadPaneProps {
  chatType: ChatType
  contactId: number
  contact: ChatContactRecord | undefined
  selfId: number
  role: Role
  onBack: () => void
  onShowProfile: () => void
  /** Gives the page the running thread, so that pushed messages of this chat reach it. */
  onActive: (target: ThreadTarget | null) => void
}

/** One open chat: its machine, the window of its history on screen, and the composer. */
export function ThreadPane({
  chatType,
  contactId,
  contact,
  selfId,
  role,
  onBack,
  onShowProfile,
  onActive,
}: ThreadPaneProps) {
  const { t } = useTranslation()
  // Before the machine: the history's first read then starts ahead of the machine's first write
  // (IndexedDB runs transactions in the order they were made), and the chat shows sooner.
  const chatId = chatIdOf(chatType, contactId)
  const window = useThreadWindow(chatId)
  const actor = useActorRef(appChatThreadMachine, {
    input: { chatType, contactId, userId: selfId, role, greetingText: t('messaging.greeting') },
  })
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'))
  const fetching = useSelector(actor, (snapshot) => snapshot.matches('loading'))
  const fetchedMessages = useSelector(actor, (snapshot) => snapshot.context.hasMessages)
  const [draft, setDraft] = useDraft(chatId)
  const [olderAskedAt, setOlderAskedAt] = useState<number | null>(null)

  useEffect(() => {
    onActive({
      chatType,
      contactId,
      send: (message) => actor.send({ type: 'chat.incoming', message }),
    })
    return () => onActive(null)
  }, [actor, chatType, contactId, onActive])

  const messages = useMemo(
    () => window.messages?.map((message) => toThreadMessage(message, selfId)) ?? [],
    [window.messages, selfId],
  )
  // Older messages are on their way until the window grows past the length it had when asked.
  const loadingOlder = olderAskedAt === messages.length

  const threadContact = toThreadContact(contact, t('messaging.unknownContact', { id: contactId }))
  // The local history shows at once; a skeleton only while there is none and the server is asked,
  // or while the server's messages are recorded and not yet read back.
  const stillLoading =
    window.messages === undefined || (messages.length === 0 && (fetching || fetchedMessages))

  return (
    <ChatThread
      messages={messages}
      selfId={selfId}
      contact={threadContact}
      firstItemIndex={FIRST_INDEX}
      onStartReached={() => {
        if (!window.hasOlder) return
        setOlderAskedAt(messages.length)
        window.loadOlder()
      }}
      loadingOlder={loadingOlder}
      onHeart={(message) => {
        if (message.serverId === undefined) return
        actor.send({
          type: 'chat.heart.toggle',
          messageKey: message.key,
          serverId: message.serverId,
          heart: message.heart,
        })
      }}
      onRetry={(message) => actor.send({ type: 'chat.retry', kid: message.key })}
      header={
        <>
          <ThreadHeader contact={threadContact} onBack={onBack} onShowProfile={onShowProfile} />
          {/* The local history is on screen, but the server could not be asked: say so. */}
          {failed && messages.length > 0 && (
            <StaleNotice
              text={t('messaging.threadStale')}
              onRetry={() => actor.send({ type: 'chat.thread.retry' })}
            />
          )}
        </>
      }
      footer={
        <Composer
          value={draft}
          onChange={setDraft}
          onSend={(text) => {
            actor.send({ type: 'chat.send', kid: crypto.randomUUID(), text })
            setDraft('')
          }}
          placeholder={t('messaging.composerPlaceholder', { name: threadContact.name })}
          focusOnOpen
        />
      }
      loading={stillLoading}
      error={
        failed && messages.length === 0
          ? {
              title: t('messaging.threadFailed.title'),
              message: t('messaging.threadFailed.message'),
            }
          : undefined
      }
      onRetryLoad={() => actor.send({ type: 'chat.thread.retry' })}
    />
  )
}
