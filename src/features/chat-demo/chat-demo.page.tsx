import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ChatEmptyState } from '@/components/chat/chat-empty-state'
import { ChatShell } from '@/components/chat/chat-shell'
import { ContactList } from '@/components/chat/contact-list'
import { ContactProfile } from '@/components/chat/contact-profile'
import { chatKey, contactIdOfKey, personKey } from '@/components/chat/list-keys'
import { buildDemoSections, findContact } from './demo-sections'
import { DemoThreadPane } from './demo-thread-pane'
import { ProfileUserButton } from './profile-user-button'
import { ProfileUserPanel } from './profile-user-panel'
import { toThreadContact } from './to-thread-view'
import { useDemoChatList } from '@/services/chat-demo/use-demo-chat-list'
import { useOpenContact } from '@/components/chat/use-open-contact'
import { useProfileUser } from '@/services/chat-demo/use-profile-user'
import { useSession } from '@/services/session/session'
import './chat-demo.css'

/**
 * The template's demo chat (/apps/chat): the same chat components as the real messaging screens,
 * on the demo endpoints, request by request. The open chat lives in the URL (`?contact=ID`).
 */
export default function ChatDemoPage() {
  const { t } = useTranslation()
  const [openContact, setOpenContact] = useOpenContact()
  const list = useDemoChatList()
  const { user } = useSession()
  const { profile, save } = useProfileUser(list.data?.profileUser, user)
  const [search, setSearch] = useState('')
  const [drafts, setDrafts] = useState<Record<number, string>>({})
  const [contactInfoOpen, setContactInfoOpen] = useState(false)
  const [panelOpen, setPanelOpen] = useState(false)
  const meRef = useRef<HTMLButtonElement>(null)

  const sections = useMemo(
    () =>
      buildDemoSections(list.data, {
        search,
        openContact,
        titles: { chats: t('chat.sections.chats'), contacts: t('chat.sections.contacts') },
      }),
    [list.data, search, openContact, t],
  )
  const opened = findContact(list.data, openContact)
  // A person without a chat is highlighted among the contacts until the first message makes one.
  const activeKey =
    openContact === null
      ? undefined
      : sections[0]?.items.some((item) => item.key === chatKey(openContact))
        ? chatKey(openContact)
        : personKey(openContact)

  // Opening a chat clears its badge at once; the one being left stays cleared too, since the
  // server marked it seen when it was opened.
  const openChat = (contactId: number | null) => {
    if (openContact !== null) list.markSeen(openContact)
    if (contactId !== null) list.markSeen(contactId)
    setContactInfoOpen(false)
    setOpenContact(contactId)
  }

  const closePanel = () => {
    setPanelOpen(false)
    meRef.current?.focus()
  }

  const sidebar = (
    <div className="chat-demo-sidebar">
      <ContactList
        sections={sections}
        activeKey={activeKey}
        onSelect={(key) => openChat(contactIdOfKey(key))}
        search={search}
        onSearchChange={setSearch}
        loading={list.loading}
        error={
          list.failed
            ? { title: t('chatDemo.listFailed.title'), message: t('chatDemo.listFailed.message') }
            : undefined
        }
        onRetry={list.retry}
        emptyText={t('chatDemo.emptyList')}
        // The profile comes with the list: when the list failed there is no one to show.
        header={
          list.failed ? undefined : (
            <ProfileUserButton
              ref={meRef}
              profile={profile}
              expanded={panelOpen}
              onOpen={() => setPanelOpen(true)}
            />
          )
        }
      />
      {panelOpen && profile && (
        <ProfileUserPanel profile={profile} onSave={save} onClose={closePanel} />
      )}
    </div>
  )

  return (
    <ChatShell
      showMain={openContact !== null}
      onAsideClose={() => setContactInfoOpen(false)}
      sidebar={sidebar}
      main={
        openContact === null ? (
          <ChatEmptyState
            icon="pi pi-comments"
            title={t('chat.emptyState.title')}
            text={t('chatDemo.pick.text')}
          />
        ) : (
          <DemoThreadPane
            key={openContact}
            contactId={openContact}
            contact={opened}
            draft={drafts[openContact] ?? ''}
            onDraftChange={(text) => setDrafts((current) => ({ ...current, [openContact]: text }))}
            onSent={list.recordSent}
            onBack={() => openChat(null)}
            onShowProfile={() => setContactInfoOpen(true)}
          />
        )
      }
      aside={
        contactInfoOpen && opened ? (
          <ContactProfile
            contact={toThreadContact(opened)}
            onClose={() => setContactInfoOpen(false)}
          />
        ) : undefined
      }
    />
  )
}
