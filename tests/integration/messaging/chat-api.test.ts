import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import type { ChatOutboxRecord as OutboxRecord } from '@models/local-store/outbox'
import { SendError } from '@machines/outbox/outbox.types'
import { signInWithIssuedToken, signOutAfterTest } from '../../support/test-kit'
import { fetchChatPage, forgetSenderNames, senderName } from '@/services/chat/chat-api'
import { deliver } from '@/services/chat/chat-outbox'

beforeEach(() => signInWithIssuedToken())

afterEach(async () => {
  await signOutAfterTest()
  vi.restoreAllMocks()
  forgetSenderNames()
})

const item: OutboxRecord = {
  kid: 'kid-1',
  area: 'chat',
  chatId: 'whatsapp:19',
  chatType: 'whatsapp',
  contactId: 19,
  message: 'On its way',
  type: 'chat',
  createdAt: '2026-11-21T10:00:00.000Z',
  attempts: 0,
  state: 'queued',
}

async function failureOf(send: Promise<unknown>) {
  const error = await send.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(SendError)
  return (error as SendError).failure
}

describe('the messaging calls', () => {
  it('pages the chat list by page number until there is no next page', async () => {
    const pages: number[] = []
    let page: number | null = 1
    while (page !== null) {
      pages.push(page)
      const answer = await fetchChatPage({ chatType: 'whatsapp', userId: 1, page })
      page = answer.nextPage
    }
    expect(pages).toEqual([1, 2, 3])
  })

  it('sends a message with its idempotency key and keeps that key as the local one', async () => {
    const keys: (string | null)[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('messages/send')) keys.push(request.headers.get('Idempotency-Key'))
    })
    const first = await deliver(item)
    const again = await deliver(item)
    server.events.removeAllListeners()
    expect(keys).toEqual(['kid-1', 'kid-1'])
    expect(first).toMatchObject({ key: 'kid-1', chatId: 'whatsapp:19', delivery: 'sent' })
    // The server stored it once: the second send answers with the same message.
    expect(again.serverId).toBe(first.serverId)
  })

  it('has the server refuse a message of invisible characters only, as a message it will not store', async () => {
    const invisible = { ...item, kid: 'kid-invisible', message: '\u200B\u200D\u2060\uFEFF' }
    expect(await failureOf(deliver(invisible))).toBe('permanent')
  })

  it('calls a refused message permanent, a failing server retryable and a lost network offline', async () => {
    server.use(
      http.post('*/wm/v3/messages/send', () =>
        HttpResponse.json({ errors: { message: ['Too long'] } }, { status: 422 }),
      ),
    )
    expect(await failureOf(deliver(item))).toBe('permanent')

    server.use(http.post('*/wm/v3/messages/send', () => HttpResponse.json({}, { status: 503 })))
    expect(await failureOf(deliver(item))).toBe('retryable')

    server.use(http.post('*/wm/v3/messages/send', () => HttpResponse.error()))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(await failureOf(deliver(item))).toBe('offline')
  })

  it('retries a send whose answer was lost while the browser says it is online', async () => {
    server.use(http.post('*/wm/v3/messages/send', () => HttpResponse.error()))
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    expect(await failureOf(deliver(item))).toBe('retryable')
  })

  it('asks the conversion service for a sender name once', async () => {
    let calls = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/conversion/infor-user/')) calls += 1
    })
    const names = await Promise.all([senderName(5), senderName(5)])
    expect(await senderName(5)).toBe('Support Team')
    server.events.removeAllListeners()
    expect(names).toEqual(['Support Team', 'Support Team'])
    expect(calls).toBe(1)
  })
})
