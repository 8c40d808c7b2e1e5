import i18next from 'i18next'
import { log } from '@models/log/log'
import type { ChangeOutboxRecord } from '@models/local-store/outbox'
import type { TicketChange } from '@models/tickets/ticket-changes'
import { reportError } from '../error-catalogue'
import type { OutboxAdapter } from '../local-store/outbox-adapter'
import { classifiedChange } from '../local-store/send-failure'
import { fetchTicket, replyToTicket, updateTickets, type SendOptions } from './ticket-api'
import type { TicketsTaken } from './ticket-projection'
import { announceReplyOutcome } from './reply-outcomes'

/** The call of each change; resolves with the tickets as the server stored them. */
async function send(change: TicketChange, options: SendOptions): Promise<TicketsTaken> {
  switch (change.kind) {
    case 'reply':
      return { tickets: [await replyToTicket(change, options)] }
    case 'status':
      return { tickets: await updateTickets(change, options) }
    case 'assign':
      return {
        tickets: await updateTickets(
          { ticketIds: change.ticketIds, agentId: change.assignee?.id ?? null },
          options,
        ),
      }
    case 'read':
      return { tickets: [await fetchTicket(change.ticketId, options)] }
  }
}

/** The help desk's part of the outbox. */
export const ticketOutbox: OutboxAdapter<ChangeOutboxRecord<'tickets'>> = {
  deliver: async (item, signal) => {
    const taken = await classifiedChange(() => send(item.change, { key: item.kid, signal }))
    if (item.change.kind === 'reply') announceReplyOutcome({ kid: item.kid, taken: true })
    return taken
  },
  refused: (item, error) => {
    log.error('tickets', `A ticket ${item.change.kind} was refused.`, error)
    void reportError(error, i18next.t(`tickets.refused.${item.change.kind}`))
    // The composer it was written in gets its text back (nothing typed is lost).
    if (item.change.kind === 'reply') announceReplyOutcome({ kid: item.kid, taken: false })
  },
}
