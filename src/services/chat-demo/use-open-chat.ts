import { useCallback, useState } from 'react'
import type { DemoContact, DemoMessage, DemoSendAnswer } from '@models/chat/demo-chat-api'
import { useRemoteData } from '@/services/use-remote-data'
import { fetchDemoChat, sendDemoMessage } from './chat-demo-api'

/** A message the user wrote on this screen, from the moment Enter was pressed. */
export interface Outgoing {
  key: string
  text: string
  time: string
  delivery: 'pending' | 'failed' | 'sent'
  /** What the server stored, once it answered. */
  stored?: DemoMessage
}

/**
 * One open chat of the demo: its messages from `get-chat` (`stored`), then the ones written here
 * (`outgoing`), pending at once, sent when the server stored them, failed (with a retry) when it
 * did not.
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
    stored: answer?.chat?.chat,
    outgoing,
    loading: state.status === 'loading',
    failed: state.status === 'error',
    retry,
    send,
    resend,
  }
}
