import type { WhatsAppConnection } from './chat-api.ts'

/**
 * Days of inactivity after which the messaging platform drops a WhatsApp connection
 * (SPEC.md section 9: "A WhatsApp connection lapses after 14 days of inactivity").
 */
export const whatsAppLapseDays = 14

const dayMs = 86_400_000

/**
 * Where a WhatsApp link stands: `connected` and active within the lapse period, `lapsed` (linked
 * but idle too long, so it must be reconnected) or `disconnected` (never linked, or unlinked).
 */
export type ConnectionState = 'connected' | 'lapsed' | 'disconnected'

function timeOf(value: string | null | undefined): number | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : time
}

/**
 * The state of `connection` at `now`. Exactly 14 days of inactivity is still connected; one moment
 * more is lapsed. A link without a readable last activity counts as lapsed: nothing shows it is
 * still alive, and offering to reconnect is the safe side.
 */
export function connectionState(connection: WhatsAppConnection, now: Date): ConnectionState {
  if (!connection.connected) return 'disconnected'
  const lastActivity = timeOf(connection.last_activity_at)
  if (lastActivity === null) return 'lapsed'
  return now.getTime() - lastActivity > whatsAppLapseDays * dayMs ? 'lapsed' : 'connected'
}

/**
 * Whole days from `from` to `now`, rounded down (23 hours is 0 days); null when `from` is missing
 * or not a date. A `from` in the future gives 0: the clocks disagree, and no time has passed.
 */
export function daysSince(from: string | null | undefined, now: Date): number | null {
  const time = timeOf(from)
  if (time === null) return null
  return Math.max(0, Math.floor((now.getTime() - time) / dayMs))
}
