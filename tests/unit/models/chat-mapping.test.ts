import { describe, expect, it } from 'vitest'
import { toChatSummary, toContactRecord, toMessageRecord } from '@models/chat/chat-mapping'

describe('mapping the messaging API to the local history', () => {
  it('keeps only the contact fields the server gave, under the spec names', () => {
    expect(
      toContactRecord({
        id: 7,
        name: 'Ada Lovelace',
        user_other_role: 'client',
        image_url: null,
        email: 'ada@example.com',
        ucreated_at: '2024-01-02',
        status: 'busy',
      }),
    ).toEqual({
      id: 7,
      fullName: 'Ada Lovelace',
      role: 'client',
      status: 'busy',
      email: 'ada@example.com',
      register_date: '2024-01-02',
    })
  })

  it('treats a contact without role or presence as an offline client', () => {
    expect(toContactRecord({ id: 8, name: 'Bo' })).toEqual({
      id: 8,
      fullName: 'Bo',
      role: 'client',
      status: 'offline',
    })
  })

  it('summarises a chat with its unseen count and newest message', () => {
    expect(
      toChatSummary({
        id: 7,
        name: 'Ada',
        unseen_count: 1234,
        last_message: '/images/chat/parcel.svg',
        last_message_type: 'image',
        last_message_at: '2026-11-21T10:00:00Z',
      }),
    ).toEqual({
      contactId: 7,
      unseenMsgs: 1234,
      lastMessage: {
        message: '/images/chat/parcel.svg',
        type: 'image',
        time: '2026-11-21T10:00:00Z',
      },
    })
    expect(toChatSummary({ id: 9, name: 'Cy' })).toEqual({ contactId: 9, unseenMsgs: 0 })
  })

  it('keys a message by the idempotency key it was sent with, else by its server id', () => {
    const base = { id: 41, message: 'Hi', created_at: '2026-11-21T10:00:00Z', from: 1 }
    expect(toMessageRecord({ ...base, kid: 'k-1' }, 'whatsapp:7').key).toBe('k-1')
    expect(toMessageRecord(base, 'whatsapp:7')).toEqual({
      key: 's:41',
      chatId: 'whatsapp:7',
      serverId: 41,
      message: 'Hi',
      time: '2026-11-21T10:00:00Z',
      senderId: 1,
      type: 'chat',
      heart: false,
      seen: false,
      delivery: 'sent',
    })
    expect(
      toMessageRecord(
        { ...base, heart: 1, message_seen: 'yes', width: 640, height: 480 },
        'live:7',
      ),
    ).toMatchObject({ heart: true, seen: true, width: 640, height: 480 })
  })
})
