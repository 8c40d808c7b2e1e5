import { useCallback, useMemo, useState } from 'react'
import { demoProfileUserId, type DemoContact, type DemoMessage } from '@models/demo-chat-api'
import type { ThreadMessage } from '@/components/chat/chat-view.types'
import { useRemoteData } from '@/services/use-remote-data'
import { fetchDemoChat, sendDemoMessage, type DemoSendAnswer } from './chat-demo-api'
import { toThreadMessage } from './to-thread-view'

/** A message the user wrote on this screen, from the moment Enter was pressed. */
interface Outgoing {
  key: string
  text: string
  time: string
  delivery: 'pending' | 'failed' | 'sent'
  /** What the server stored, once it answered. */
  stored?: DemoMessage
}

function toOutgoingMessage(message: Outgoing): ThreadMessage {
  if (message.stored) return toThreadMessage(message.stored, message.key)
  return {
    key: message.key,
    text: message.text,
    time: message.time,
    senderId: demoProfileUserId,
    type: 'chat',
    heart: false,
    delivery: message.delivery,
  }
}

/**
 * One open chat of the demo: its messages from `get-chat`, then the ones written here, shown at
 * once as pending, sent when the server stored them, failed (with a retry) when it did not.
 * `onSent` tells the list, which outlives the thread: an answer arriving after the user moved on
 * still updates the preview.
 */
export function useOpenChat(
  contactId: number,
  onSent: (contactId: number, answer: DemoSendAnswer) => void,
) {
  const load = useCallback((signal: AbortSignal) => fetchDemoChat(contactId, signal), [contactId])
  const { state, retry } = useRemoteData(load, String(contactId))
  const [outgoing, setOutgoing] = useState<Outgoing[]>([])

  const answer = state.status === 'ready' ? state.data : undefined
  const messages = useMemo(() => {
    const stored = (answer?.chat?.chat ?? []).map((message, index) =>
      toThreadMessage(message, `stored:${index}`),
    )
    return [...stored, ...outgoing.map(toOutgoingMessage)]
  }, [answer, outgoing])

  const update = (key: string, change: Partial<Outgoing>) =>
    setOutgoing((current) =>
      current.map((message) => (message.key === key ? { ...message, ...change } : message)),
    )

  const post = async (contact: DemoContact, key: string, text: string) => {
    try {
      const stored = await sendDemoMessage(contact, text)
      update(key, { delivery: 'sent', stored: stored.newMessageData })
      onSent(contactId, stored)
    } catch {
      // The bubble says "Not sent" with its Retry; a toast on top would only repeat it.
      update(key, { delivery: 'failed' })
    }
  }

  const send = (text: string) => {
    if (!answer) return
    const key = `local:${crypto.randomUUID()}`
    const time = new Date().toISOString()
    setOutgoing((current) => [...current, { key, text, time, delivery: 'pending' }])
    void post(answer.contact, key, text)
  }

  const resend = (key: string) => {
    const message = outgoing.find((candidate) => candidate.key === key)
    if (!answer || message?.delivery !== 'failed') return
    update(key, { delivery: 'pending' })
    void post(answer.contact, key, message.text)
  }

  return {
    contact: answer?.contact,
    messages,
    loading: state.status === 'loading',
    failed: state.status === 'error',
    retry,
    send,
    resend,
  }
}
