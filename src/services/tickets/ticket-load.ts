import type { LocalEventDraft } from '@models/local-store/local-events'
import { log } from '@models/log/log'
import { can } from '@models/session/abilities'
import type { AreaLoad } from '../local-store/sync-actor'
import { appSession } from '../session/session'
import { fetchAllTickets, fetchTicketAgents } from './ticket-api'

/** The key the tickets screen's sync and its route's prefetch share (first-load.ts). */
export const TICKETS_SYNC_KEY = 'tickets'

/** Whether the signed-in user works the help desk: only agents may list the agents. */
export function isTicketAgent(): boolean {
  const user = appSession.currentUser()
  return user !== null && can(user.ability, 'manage', 'Tickets')
}

/**
 * Loads every ticket the user may see, as the event that records them all (the store then drops
 * those it holds that are gone), and for an agent who tickets can be assigned to. The agents are
 * a help: when they cannot be loaded, the tickets are still recorded, and the failure logged.
 */
export const loadTickets: AreaLoad = async (requestedAt, signal) => {
  const agents = isTicketAgent()
    ? fetchTicketAgents(signal).catch((error: unknown) => {
        if (!signal.aborted) log.error('tickets', 'The ticket agents could not be loaded.', error)
        return null
      })
    : Promise.resolve(null)
  const tickets = await fetchAllTickets(signal)
  const events: LocalEventDraft[] = [
    { type: 'tickets.received', requestedAt, tickets, whole: true },
  ]
  const agentList = await agents
  if (agentList) events.push({ type: 'tickets.agents.received', agents: agentList })
  return events
}
