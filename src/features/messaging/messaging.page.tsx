import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import { type ChatMessageRecord } from '@models/chat/chat-records'
import { getLocalDatabase } from '@/services/local-store/local-database'
import { defaultSignedInRole } from '@models/session/roles'
import { ChatEmptyState } from '@/components/chat/chat-empty-state'
import { ChatShell } from '@/components/chat/chat-shell'
import { ContactList } from '@/components/chat/contact-list'
import { ContactProfile } from '@/components/chat/contact-profile'
import { StaleNotice } from '@/components/chat/stale-notice'
import { useOpenContact } from '@/components/chat/use-open-contact'
import { appChatListMachine } from '@/services/chat/chat-machines'
import { useCachedFirstChatPage } from '@/services/chat/chat-page-query'
import { startOutbox } from '@/services/local-store/outbox-runtime'
import { useSession } from '@/services/session/session'
import { useTitleBadge } from '@/services/title-badge'
import { chatTypeOf } from './chat-type'
import { MessagingBanners } from './messaging-banners'
import { ThreadPane, toThreadContact } from './thread-pane'
import { chatKey, contactIdOfKey, personKey } from '@/components/chat/list-keys'
import { useContactSections, useOpenedContact } from './use-contact-sections'
import { useIncoming } from './use-incoming'

// Opened as the screen's code arrives, while React is still to render it: the first reads then
// find the history open. A failure is the first read's to handle (see readLocal).
void getLocalDatabase()
  .open()
  .catch(() => undefined)

/**
 * WhatsApp and live chat (/apps/message/whatsapp, /apps/message/live_chat; the type comes from the
 * path): the contact list and the open thread, both read from the local history, which the chat
 * machines fill from the server and the outbox empties towards it.
 */
export default function MessagingPage() {
  const { t } = useTranslation()
  const [path] = useLocation()
  const chatType = chatTypeOf(path)
  const { user } = useSession()
  const selfId = user?.id ?? 0
  const role = user?.role ?? defaultSignedInRole
  const [openContact, setOpenContact] = useOpenContact()
  const [search, setSearch] = useState('')
  const [profileOpen, setProfileOpen] = useState(false)

  useEffect(startOutbox, [])

  const list = useActorRef(appChatListMachine, { input: { chatType, userId: selfId } })
  const listState = useSelector(list, (snapshot) => snapshot.value)
  const sendToList = useCallback(
    (contactId: number, message: ChatMessageRecord) =>
      list.send({ type: 'chat.incoming', contactId, message }),
    [list],
  )
  const registerThread = useIncoming(chatType, sendToList)

  const chatsComplete = useSelector(list, (snapshot) => snapshot.context.nextPage === null)
  const directoryFailed = useSelector(list, (snapshot) => snapshot.context.directoryFailed)
  const arriving = useCachedFirstChatPage(chatType, selfId)
  const data = useContactSections(chatType, selfId, search, chatsComplete, arriving)
  useTitleBadge(data?.unseen ?? 0)

  // The end of the list makes room for a page more rows: those held here show at once, and those
  // still to come (the server's next page of chats, then the people) as they arrive, without
  // waiting for the end to be reached again.
  const onEndReached = () => {
    data?.showMore()
    if (!data?.hasMore) list.send({ type: 'chat.list.loadMore' })
  }

  const { contact: openedContact, hasChat: openedHasChat } = useOpenedContact(
    chatType,
    openContact,
    arriving,
  )
  // A person without a chat is highlighted in their group until the first message makes one.
  const activeKey =
    openContact === null ? undefined : openedHasChat ? chatKey(openContact) : personKey(openContact)
  // Chats the server has sent but the local history does not show yet are being recorded.
  const chatsOnTheWay = useSelector(list, (snapshot) => snapshot.context.chatContactIds.length > 0)
  const listLoading =
    data === undefined || (data.chatCount === 0 && (listState === 'loading' || chatsOnTheWay))

  // The chats kept on this device stay listed when the server fails; a line over them says so.
  const listNotice =
    data && data.chatCount > 0
      ? listState === 'failed'
        ? 'messaging.listStale'
        : listState === 'moreFailed'
          ? 'messaging.moreFailed'
          : undefined
      : undefined

  return (
    <ChatShell
      banners={<MessagingBanners chatType={chatType} />}
      showMain={openContact !== null}
      onAsideClose={() => setProfileOpen(false)}
      sidebar={
        <ContactList
          sections={data?.sections ?? []}
          activeKey={activeKey}
          onSelect={(key) => {
            setProfileOpen(false)
            setOpenContact(contactIdOfKey(key))
          }}
          search={search}
          onSearchChange={setSearch}
          // What is held here first; then the server's next page of chats.
          onEndReached={onEndReached}
          loadingMore={listState === 'loadingMore'}
          loading={listLoading}
          error={
            listState === 'failed' && data?.chatCount === 0
              ? {
                  title: t('messaging.listFailed.title'),
                  message: t('messaging.listFailed.message'),
                }
              : undefined
          }
          onRetry={() => list.send({ type: 'chat.list.retry' })}
          notice={
            <>
              {listNotice && (
                <StaleNotice
                  text={t(listNotice)}
                  onRetry={() => list.send({ type: 'chat.list.retry' })}
                />
              )}
              {/* The chats stay listed; only the people to start a new chat with are missing. */}
              {directoryFailed && (
                <StaleNotice
                  text={t('messaging.directoryFailed')}
                  onRetry={() => list.send({ type: 'chat.directory.retry' })}
                />
              )}
            </>
          }
          emptyText={t(
            chatType === 'whatsapp' ? 'messaging.empty.whatsapp' : 'messaging.empty.live',
          )}
        />
      }
      main={
        openContact === null ? (
          <ChatEmptyState
            icon={chatType === 'whatsapp' ? 'pi pi-whatsapp' : 'pi pi-comments'}
            title={t('chat.emptyState.title')}
            text={t('chat.emptyState.text')}
          />
        ) : (
          <ThreadPane
            key={`${chatType}:${openContact}`}
            chatType={chatType}
            contactId={openContact}
            contact={openedContact}
            selfId={selfId}
            role={role}
            onBack={() => setOpenContact(null)}
            onShowProfile={() => setProfileOpen(true)}
            onActive={registerThread}
          />
        )
      }
      aside={
        profileOpen && openContact !== null ? (
          <ContactProfile
            contact={toThreadContact(
              openedContact,
              t('messaging.unknownContact', { id: openContact }),
            )}
            onClose={() => setProfileOpen(false)}
          />
        ) : undefined
      }
    />
  )
}
