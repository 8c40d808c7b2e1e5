import { describe, expect, it } from 'vitest'
import type { WhatsAppConnection } from '@models/chat/chat-api'
import { connectionState, daysSince, whatsAppLapseDays } from '@models/chat/whatsapp-connection'

const now = new Date('2026-03-20T12:00:00.000Z')
const minute = 60_000
const day = 86_400_000
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()
const linked = (lastActivity: string | null | undefined): WhatsAppConnection => ({
  connected: true,
  phone_number: '+1 415 555 0132',
  last_activity_at: lastActivity,
})

describe('connectionState', () => {
  it('lapses after 14 days, as SPEC.md section 9 says', () => {
    expect(whatsAppLapseDays).toBe(14)
  })

  it('is connected when the last activity was just now', () => {
    expect(connectionState(linked(now.toISOString()), now)).toBe('connected')
  })

  it('is still connected after exactly 14 days of inactivity', () => {
    expect(connectionState(linked(ago(14 * day)), now)).toBe('connected')
  })

  it('is lapsed after 14 days and one minute of inactivity', () => {
    expect(connectionState(linked(ago(14 * day + minute)), now)).toBe('lapsed')
  })

  it('is lapsed after 14 days and one millisecond', () => {
    expect(connectionState(linked(ago(14 * day + 1)), now)).toBe('lapsed')
  })

  it('is lapsed when a connected link has no last activity, or one that is not a date', () => {
    expect(connectionState(linked(null), now)).toBe('lapsed')
    expect(connectionState(linked(undefined), now)).toBe('lapsed')
    expect(connectionState(linked(''), now)).toBe('lapsed')
    expect(connectionState(linked('yesterday'), now)).toBe('lapsed')
  })

  it('is disconnected when no number is linked, however recent the activity', () => {
    const unlinked = { connected: false, phone_number: null, last_activity_at: ago(minute) }
    expect(connectionState(unlinked, now)).toBe('disconnected')
    expect(connectionState({ connected: false }, now)).toBe('disconnected')
  })

  it('is connected when the last activity is ahead of the clock', () => {
    expect(connectionState(linked(ago(-day)), now)).toBe('connected')
  })
})

describe('daysSince', () => {
  it('counts whole days, rounded down', () => {
    expect(daysSince(ago(16 * day), now)).toBe(16)
    expect(daysSince(ago(14 * day + minute), now)).toBe(14)
    expect(daysSince(ago(day - minute), now)).toBe(0)
    expect(daysSince(ago(0), now)).toBe(0)
  })

  it('is null without a date', () => {
    expect(daysSince(null, now)).toBeNull()
    expect(daysSince(undefined, now)).toBeNull()
    expect(daysSince('not a date', now)).toBeNull()
  })

  it('is 0 for a date ahead of the clock', () => {
    expect(daysSince(ago(-3 * day), now)).toBe(0)
  })
})
