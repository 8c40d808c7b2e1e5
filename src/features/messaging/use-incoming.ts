import { useCallback, useEffect, useRef } from 'react'
import type { ChatType } from '@models/chat/chat-api'
import { incomingMessages } from '@/services/chat/chat-stream'
import { routeIncoming, type IncomingTargets } from '@/services/chat/incoming-router'

export type ThreadTarget = NonNullable<IncomingTargets['thread']>

/**
 * Listens to the server's pushed messages while the messaging screen is open and hands each to the
 * machine that decides about it. Returns the setter the open thread registers itself with.
 */
export function useIncoming(
  chatType: ChatType,
  sendToList: IncomingTargets['list']['send'],
): (target: ThreadTarget | null) => void {
  const thread = useRef<ThreadTarget | null>(null)
  const list = useRef(sendToList)
  useEffect(() => {
    list.current = sendToList
  }, [sendToList])

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined
    const subscription = incomingMessages().subscribe((incoming) =>
      routeIncoming(incoming, {
        thread: thread.current,
        list: { chatType, send: (contactId, message) => list.current(contactId, message) },
      }),
    )
    return () => subscription.unsubscribe()
  }, [chatType])

  return useCallback((target: ThreadTarget | null) => {
    thread.current = target
  }, [])
}
