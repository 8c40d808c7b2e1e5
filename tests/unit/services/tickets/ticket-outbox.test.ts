import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HTTPError } from 'ky'
import { log } from '@models/log/log'
import type { ChangeOutboxRecord } from '@models/local-store/outbox'
import type { TicketChange } from '@models/tickets/ticket-changes'
import { onToast, type ToastMessage } from '@/services/toast'
import { ticketOutbox } from '@/services/tickets/ticket-outbox'
import { onReplyOutcome, type ReplyOutcome } from '@/services/tickets/reply-outcomes'
import { appI18n } from '../../../support/test-kit'

/*
 * The help desk's part of the outbox: a refused change is told with the error catalogue's toast
 * under the change's own title, and a refused reply goes back to the composer it was written in.
 */

appI18n()

const reply: ChangeOutboxRecord<'tickets'> = {
  kid: 'kid-9',
  area: 'tickets',
  createdAt: '2026-11-20T10:00:00.000Z',
  attempts: 0,
  state: 'queued',
  change: {
    kind: 'reply',
    ticketId: 4,
    text: 'Hello',
    published: true,
    from: { id: 1, name: 'John Doe', email: 'admin@demo.com', avatar: '' },
    byAgent: true,
  },
}

const refusal = (status: number, message: string) =>
  new HTTPError(
    Response.json({ message }, { status }),
    new Request('http://localhost/data-api/user/channelTickets/reply', { method: 'POST' }),
    {} as never,
  )

let toasts: ToastMessage[]
let outcomes: ReplyOutcome[]
let stop: (() => void)[] = []
beforeEach(() => {
  toasts = []
  outcomes = []
  stop = [onToast((toast) => toasts.push(toast)), onReplyOutcome((o) => outcomes.push(o))]
  // The refusals are logged as well: the log stays quiet here.
  vi.spyOn(log, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  stop.forEach((each) => each())
  vi.restoreAllMocks()
})

describe('the help desk’s outbox adapter', () => {
  it('tells a refused reply with its title and the server’s message, and hands its text back', async () => {
    ticketOutbox.refused(reply, refusal(409, 'This ticket is closed and takes no more replies.'))
    await expect.poll(() => toasts).toHaveLength(1)
    expect(toasts[0]).toMatchObject({
      severity: 'warn',
      summary: 'The reply could not be sent',
      detail: 'This ticket is closed and takes no more replies.',
    })
    expect(outcomes).toEqual([{ kid: 'kid-9', taken: false }])
  })

  it('names each kind of change in its refusal', async () => {
    const titles = {
      status: 'The status could not be changed',
      assign: 'The ticket could not be assigned',
      read: 'The ticket could not be marked read',
    }
    const changes: Record<'status' | 'assign' | 'read', TicketChange> = {
      status: { kind: 'status', ticketIds: [4], status: 'Closed' },
      assign: { kind: 'assign', ticketIds: [4], assignee: null },
      read: { kind: 'read', ticketId: 4 },
    }
    for (const kind of ['status', 'assign', 'read'] as const) {
      ticketOutbox.refused({ ...reply, change: changes[kind] }, refusal(403, 'No.'))
      await expect.poll(() => toasts.at(-1)?.summary).toBe(titles[kind])
    }
    expect(outcomes).toEqual([])
  })
})
