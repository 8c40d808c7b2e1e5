import type { ChatType, IncomingMessage } from '../../models/chat/chat-api.ts'
import { findAccountById } from '../session/accounts.ts'
import { incomingLines } from './chat-scripts.ts'
import { openEventStream, publishIncoming, streamUserIds, unrefTimer } from './chat-stream.ts'
import { toApiMessage } from './chat-thread-state.ts'
import { storeMessage, userThreads } from './chat-threads.ts'
import { pick, seededRandom } from '../server/seeded-random.ts'
import { defineStore } from '../server/store.ts'

/**
 * Messages that arrive by themselves: a timer makes a contact write to each user who has a stream
 * open, and the push control makes a chosen contact write at once. Both store the message in the
 * thread (unseen) and push it on the user's open streams.
 */

/** The timer's default period; 0 turns it off. */
export const defaultIncomingIntervalMs = 45_000

const settings = defineStore(() => ({
  intervalMs: defaultIncomingIntervalMs,
  random: seededRandom(4511),
}))

let timer: { handle: ReturnType<typeof setInterval>; intervalMs: number } | undefined

/** Runs the timer only while some stream is open and the period is not 0, at the current period. */
function syncTimer(): void {
  const wanted = streamUserIds().length > 0 ? settings.get().intervalMs : 0
  if (timer?.intervalMs === wanted) return
  if (timer) clearInterval(timer.handle)
  timer = undefined
  if (wanted > 0) timer = { handle: unrefTimer(setInterval(tick, wanted)), intervalMs: wanted }
}

// resetAllStores calls each store's own `reset`, so wrapping it puts the timer back to the default
// period on every reset, at once rather than at the next request.
const resetSettings = settings.reset
settings.reset = () => {
  resetSettings()
  syncTimer()
}

function tick(): void {
  streamUserIds().forEach((userId) => {
    const event = writeRandomIncoming(userId)
    if (event) publishIncoming(userId, event)
  })
}

/** A line from a random contact of one of the user's threads; none when the user has no chat. */
function writeRandomIncoming(userId: number): IncomingMessage | undefined {
  const random = settings.get().random
  const threads = [...userThreads(userId, 'whatsapp'), ...userThreads(userId, 'live')]
  // Demo accounts are real people on the other side: only directory contacts write by themselves.
  const writers = threads.filter(({ contactId }) => !findAccountById(contactId))
  if (writers.length === 0) return undefined
  const { contactId, thread } = pick(random, writers)
  return storeIncoming(userId, thread.chatType, contactId, pick(random, incomingLines))
}

function storeIncoming(
  userId: number,
  chatType: ChatType,
  contactId: number,
  text: string,
): IncomingMessage {
  const { message } = storeMessage(userId, contactId, chatType, {
    message: text,
    created_at: new Date().toISOString(),
    from: contactId,
    type: 'chat',
    message_seen: 'no',
    heart: 0,
  })
  return { chat_type: chatType, contact_id: contactId, message: toApiMessage(message) }
}

/** The timer's period in ms (0: off). */
export function incomingIntervalMs(): number {
  return settings.get().intervalMs
}

/** Sets the timer's period for everyone; 0 turns it off. */
export function setIncomingInterval(intervalMs: number): void {
  settings.get().intervalMs = intervalMs
  syncTimer()
}

/** Opens a user's event stream and keeps the timer in step with the open streams. */
export function openIncomingStream(
  userId: number,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const stream = openEventStream(userId, signal, syncTimer)
  syncTimer()
  return stream
}

/**
 * Makes the contact write `count` messages to the user now (creating the thread if needed) and
 * pushes each on the user's open streams; `text` or else realistic random lines.
 */
export function deliverIncoming(
  userId: number,
  chatType: ChatType,
  contactId: number,
  count: number,
  text?: string,
): IncomingMessage[] {
  const random = settings.get().random
  return Array.from({ length: count }, () => {
    const event = storeIncoming(userId, chatType, contactId, text ?? pick(random, incomingLines))
    publishIncoming(userId, event)
    return event
  })
}
