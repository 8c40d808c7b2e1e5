import { http, HttpResponse } from 'msw'
import { deliverIncoming, incomingIntervalMs, setIncomingInterval } from './chat-incoming.ts'
import { findPerson } from './chat-people.ts'
import { isChatType } from './chat-threads.ts'
import { readJsonObject } from '../server/read-json.ts'
import { fieldErrors } from '../server/field-errors.ts'

/** The most messages one push may deliver. */
export const maxPushCount = 50

const readJson = async (request: Request) => (await readJsonObject(request)) ?? {}

/**
 * Demo controls of messaging, for tests and demos: make a contact write now, and set how often
 * contacts write by themselves. POST /api/demo/reset puts both back to the seed.
 *
 * Access: public, like the other /api/demo/* test controls (handlers/demo.ts).
 */
export const chatControlHandlers = [
  http.post('*/api/demo/chat/push', async ({ request }) => {
    const {
      userId = 1,
      chatType = 'whatsapp',
      contactId,
      count = 1,
      message,
    } = await readJson(request)
    const errors: Record<string, string[]> = {}
    if (typeof userId !== 'number' || !findPerson(userId)) errors.userId = ['Unknown user.']
    if (!isChatType(chatType)) errors.chatType = ['The chat type must be whatsapp or live.']
    if (typeof contactId !== 'number' || contactId === userId || !findPerson(contactId)) {
      errors.contactId = ['contactId must be a person other than the user.']
    }
    if (
      typeof count !== 'number' ||
      !Number.isInteger(count) ||
      count < 1 ||
      count > maxPushCount
    ) {
      errors.count = [`count must be a whole number from 1 to ${maxPushCount}.`]
    }
    if (message !== undefined && (typeof message !== 'string' || message.trim() === '')) {
      errors.message = ['message must be non-empty text.']
    }
    if (
      Object.keys(errors).length > 0 ||
      typeof userId !== 'number' ||
      typeof contactId !== 'number' ||
      typeof count !== 'number' ||
      !isChatType(chatType)
    ) {
      return fieldErrors(errors)
    }
    const events = deliverIncoming(
      userId,
      chatType,
      contactId,
      count,
      message as string | undefined,
    )
    return HttpResponse.json({ pushed: events.map((event) => event.message.id) })
  }),

  http.get('*/api/demo/chat/incoming', () =>
    HttpResponse.json({ intervalMs: incomingIntervalMs() }),
  ),

  http.post('*/api/demo/chat/incoming', async ({ request }) => {
    const { intervalMs } = await readJson(request)
    if (typeof intervalMs !== 'number' || !Number.isFinite(intervalMs) || intervalMs < 0) {
      return fieldErrors({
        intervalMs: ['intervalMs must be a number, 0 or more (0 turns it off).'],
      })
    }
    setIncomingInterval(intervalMs)
    return HttpResponse.json({ intervalMs })
  }),
]
