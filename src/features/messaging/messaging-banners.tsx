import { useState, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatType } from '@models/chat/chat-api'
import {
  isLocalDatabaseInMemory,
  onLocalDatabaseSwitch,
} from '@/services/local-store/local-database'
import { ChatBanner } from '@/components/chat/chat-banner'
import { useCan } from '@/services/use-can'
import { useWhatsAppConnection } from '@/services/whatsapp-connection'

/** A banner the user closed stays closed on this browser (a `ui.*` key survives logouts). */
function useDismissed(name: string): [boolean, () => void] {
  const key = `ui.messaging.${name}Dismissed`
  const [dismissed, setDismissed] = useState(() => {
    try {
      return localStorage.getItem(key) === '1'
    } catch {
      return false
    }
  })
  const dismiss = () => {
    setDismissed(true)
    try {
      localStorage.setItem(key, '1')
    } catch {
      // Closed for this visit only.
    }
  }
  return [dismissed, dismiss]
}

/** The WhatsApp Integration banner: connect, or reconnect a link idle for more than 14 days. */
function WhatsAppBanner() {
  const { t } = useTranslation()
  const { state, connecting, connect } = useWhatsAppConnection()
  if (state === undefined || state === 'connected') return null
  const lapsed = state === 'lapsed'
  return (
    <ChatBanner
      tone="warning"
      icon="pi pi-whatsapp"
      title={t('messaging.banner.whatsapp.title')}
      text={t(
        lapsed ? 'messaging.banner.whatsapp.lapsed' : 'messaging.banner.whatsapp.disconnected',
      )}
      action={{
        label: connecting
          ? t('messaging.banner.whatsapp.connecting')
          : t(lapsed ? 'messaging.banner.whatsapp.reconnect' : 'messaging.banner.whatsapp.connect'),
        onClick: () => void connect(),
      }}
    />
  )
}

/**
 * Says that the chat history lives in memory because this browser would not store it (a full disk,
 * blocked storage): what is written is kept until the tab closes, and not after.
 */
function StorageBanner() {
  const { t } = useTranslation()
  const inMemory = useSyncExternalStore(onLocalDatabaseSwitch, isLocalDatabaseInMemory)
  if (!inMemory) return null
  return (
    <ChatBanner
      tone="warning"
      icon="pi pi-exclamation-triangle"
      title={t('messaging.banner.storage.title')}
      text={t('messaging.banner.storage.text')}
    />
  )
}

/**
 * The messaging screens' banners (SPEC.md section 2): WhatsApp Integration (on the WhatsApp screen,
 * while the link is missing or lapsed), Unlock Premium Features and the Important Notice that this
 * screen shows the history while real-time chat needs the browser extension (both until closed).
 * Above them, while the history cannot be stored on this device, a warning that says so. The two
 * that speak of the team and its plan are for who manages the team (the admin), not for a client.
 */
export function MessagingBanners({ chatType }: { chatType: ChatType }) {
  const { t } = useTranslation()
  const managesTeam = useCan('manage', 'Team')
  const [premiumDismissed, dismissPremium] = useDismissed('premium')
  const [noticeDismissed, dismissNotice] = useDismissed('notice')
  return (
    <>
      <StorageBanner />
      {chatType === 'whatsapp' && <WhatsAppBanner />}
      {managesTeam && !premiumDismissed && (
        <ChatBanner
          tone="primary"
          icon="pi pi-star"
          title={t('messaging.banner.premium.title')}
          text={t('messaging.banner.premium.text')}
          action={{ label: t('messaging.banner.premium.action'), href: '/pages/pricing' }}
          onDismiss={dismissPremium}
        />
      )}
      {managesTeam && !noticeDismissed && (
        <ChatBanner
          tone="info"
          icon="pi pi-info-circle"
          title={t('messaging.banner.notice.title')}
          text={t('messaging.banner.notice.text')}
          onDismiss={dismissNotice}
        />
      )}
    </>
  )
}
