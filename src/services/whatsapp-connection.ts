import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { whatsAppConnectionSchema, type WhatsAppConnection } from '@models/chat/chat-api'
import { connectionState, type ConnectionState } from '@models/chat/whatsapp-connection'
import { realApi } from './app-config'
import { reportError } from './error-catalogue'
import { http } from './http'
import { parseResponse } from './parse-response'
import { notify } from './toast'
import { queryCache } from './app-query-cache'
import type { Query } from './query-cache'
import { useQuery } from './use-query'
import type { RemoteState } from './use-remote-data'
import { onWhatsAppActivity } from './whatsapp-activity'

/** The signed-in user's WhatsApp link (`GET whatsapp/connection` on the work-management API). */
export async function fetchWhatsAppConnection(signal?: AbortSignal): Promise<WhatsAppConnection> {
  const body = await http
    .get(realApi.workManagement('whatsapp/connection'), { signal, prefixUrl: '' })
    .json()
  return parseResponse(whatsAppConnectionSchema, body, 'WhatsApp connection').data
}

/**
 * Links (or re-links) the user's WhatsApp number (`POST whatsapp/connect`): the link as the server
 * now holds it, and the server's message for the user when it sends one.
 */
export async function connectWhatsApp(): Promise<{
  connection: WhatsAppConnection
  message: string | undefined
}> {
  const body = await http.post(realApi.workManagement('whatsapp/connect'), { prefixUrl: '' }).json()
  const answer = parseResponse(whatsAppConnectionSchema, body, 'WhatsApp connection')
  // An empty message is no message: the toast then says it in the user's language.
  return { connection: answer.data, message: answer.message || undefined }
}

/** A WhatsApp link and the moment it was read, which is the "now" its lapse is judged at. */
export interface WhatsAppConnectionSnapshot {
  connection: WhatsAppConnection
  /** When the link was read or changed, in epoch milliseconds. */
  checkedAt: number
}

/**
 * The link as the query cache keys it: the messaging routes ask for it at navigation, and a screen
 * that comes back to it shows the last reading at once while the server is asked again.
 */
export const whatsAppConnectionQuery: Query<WhatsAppConnectionSnapshot> = {
  key: ['whatsapp-connection'],
  load: async (signal) => {
    const connection = await fetchWhatsAppConnection(signal)
    return { connection, checkedAt: Date.now() }
  },
}

/** What {@link useWhatsAppConnection} gives a screen. */
export interface WhatsAppConnectionHandle {
  /** The load of the link: `ready` carries it, the newest one after a `connect()`. */
  remote: RemoteState<WhatsAppConnectionSnapshot>
  /** Where the link stands, once loaded: `undefined` while loading or after a failed load. */
  state: ConnectionState | undefined
  /** True while `connect()` waits for the server. */
  connecting: boolean
  /**
   * Links the number: on success shows the server's message as a success toast and moves `state`
   * to the new link; a failure is reported through the error catalogue. Never rejects; resolves
   * true when the link was made. A call while one is on its way does nothing and resolves false.
   */
  connect: () => Promise<boolean>
  /** Loads the link again, after a failed load. */
  retry: () => void
}

/**
 * The signed-in user's WhatsApp link and a way to (re)connect it, for the connect screen and the
 * messaging screens' "WhatsApp Integration" banner. A link idle for more than 14 days is `lapsed`
 * (SPEC.md section 9): show the banner when `state` is `lapsed` or `disconnected`.
 *
 * @example
 * const { state, connecting, connect } = useWhatsAppConnection()
 * if (state === 'lapsed' || state === 'disconnected') showBanner({ onConnect: connect })
 */
export function useWhatsAppConnection(): WhatsAppConnectionHandle {
  const { t } = useTranslation()
  const { state: remote, retry: reload } = useQuery(whatsAppConnectionQuery)
  const [connecting, setConnecting] = useState(false)
  // A ref as well as state: two quick presses come before the re-render that would disable it.
  const inFlight = useRef(false)

  // While the link is read again, what was read before stays: a banner does not blink.
  const snapshot =
    remote.status === 'ready'
      ? remote.data
      : remote.status === 'loading'
        ? remote.previous
        : undefined
  const state = snapshot
    ? connectionState(snapshot.connection, new Date(snapshot.checkedAt))
    : undefined

  // A message sent on WhatsApp is activity: a link that lapsed by the last reading may be alive
  // again by the server's, so it is read again rather than called lapsed until the next visit.
  const lapsed = state === 'lapsed'
  useEffect(() => {
    if (!lapsed) return undefined
    return onWhatsAppActivity(reload)
  }, [lapsed, reload])

  const connect = useCallback(async () => {
    if (inFlight.current) return false
    inFlight.current = true
    setConnecting(true)
    try {
      const { connection, message } = await connectWhatsApp()
      // What connect() got back wins over any reading that left before it.
      queryCache.set(whatsAppConnectionQuery.key, { connection, checkedAt: Date.now() })
      notify({ severity: 'success', summary: message ?? t('whatsappConnect.toast.connected') })
      return true
    } catch (error) {
      await reportError(error, t('whatsappConnect.toast.failed'))
      return false
    } finally {
      inFlight.current = false
      setConnecting(false)
    }
  }, [t])

  return { remote, state, connecting, connect, retry: reload }
}
