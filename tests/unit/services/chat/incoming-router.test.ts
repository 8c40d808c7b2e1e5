import { describe, expect, it, vi } from 'vitest'
import type { IncomingMessage } from '@models/chat/chat-api'
import { routeIncoming, type IncomingTargets } from '@/services/chat/incoming-router'

vi.mock('@/services/local-store/record-events', () => ({
  recordEvents: vi.fn(async () => undefined),
}))
const { recordEvents } = await import('@/services/local-store/record-events')

const pushed = (chatType: 'whatsapp' | 'live', contactId: number): IncomingMessage => ({
  chat_type: chatType,
  contact_id: contactId,
  message: { id: 900, message: 'Hi', created_at: '2026-11-21T10:00:00Z', from: contactId },
})

function targets() {
  const thread = vi.fn()
  const list = vi.fn()
  const value: IncomingTargets = {
    thread: { chatType: 'whatsapp', contactId: 7, send: thread },
    list: { chatType: 'whatsapp', send: list },
  }
  return { value, thread, list }
}

describe('a pushed message', () => {
  it('goes to the open chat when it is that chat', () => {
    const { value, thread, list } = targets()
    routeIncoming(pushed('whatsapp', 7), value)
    expect(thread).toHaveBeenCalledWith(
      expect.objectContaining({ key: 's:900', chatId: 'whatsapp:7' }),
    )
    expect(list).not.toHaveBeenCalled()
  })

  it('goes to the list for another chat of the same type', () => {
    const { value, thread, list } = targets()
    routeIncoming(pushed('whatsapp', 8), value)
    expect(list).toHaveBeenCalledWith(8, expect.objectContaining({ chatId: 'whatsapp:8' }))
    expect(thread).not.toHaveBeenCalled()
  })

  it('is recorded as unseen when no machine on screen covers its chat type', () => {
    const { value, thread, list } = targets()
    routeIncoming(pushed('live', 7), value)
    expect(thread).not.toHaveBeenCalled()
    expect(list).not.toHaveBeenCalled()
    expect(recordEvents).toHaveBeenCalledWith([
      expect.objectContaining({ type: 'chat.message.received', chatId: 'live:7', seen: false }),
    ])
  })
})
