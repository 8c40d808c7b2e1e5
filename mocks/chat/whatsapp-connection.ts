import type { WhatsAppConnection } from '../../models/chat/chat-api.ts'
import { defineStore } from '../server/store.ts'

/**
 * Each user's WhatsApp link. The admin's is seeded connected but idle for 16 days, past the 14-day
 * lapse (SPEC.md section 9), so the client shows the reconnect banner; the client has none.
 */
const idleDays = 16

function seedConnections(): Map<number, WhatsAppConnection> {
  const lastActivity = new Date(Date.now() - idleDays * 86_400_000).toISOString()
  return new Map<number, WhatsAppConnection>([
    [1, { connected: true, phone_number: '+1 415 555 0132', last_activity_at: lastActivity }],
    [2, { connected: false, phone_number: null, last_activity_at: null }],
  ])
}

const connections = defineStore(seedConnections)

/** The user's connection; never linked for a user the seed does not know. */
export function whatsAppConnection(userId: number): WhatsAppConnection {
  return { ...(connections.get().get(userId) ?? { connected: false, phone_number: null }) }
}

/** Links the user's number (a demo number if none is known), active now. */
export function connectWhatsApp(userId: number): WhatsAppConnection {
  const current = whatsAppConnection(userId)
  const next: WhatsAppConnection = {
    connected: true,
    phone_number: current.phone_number ?? `+1 202 555 ${String(100 + userId).padStart(4, '0')}`,
    last_activity_at: new Date().toISOString(),
  }
  connections.get().set(userId, next)
  return { ...next }
}

/** Records WhatsApp activity (a message sent): the 14-day lapse counts from here. */
export function touchWhatsAppActivity(userId: number): void {
  const current = connections.get().get(userId)
  if (current) current.last_activity_at = new Date().toISOString()
}
