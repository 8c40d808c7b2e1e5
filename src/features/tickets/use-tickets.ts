import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useLocation, useSearch } from 'wouter'
import { draftOf } from '@machines/tickets/tickets.machine'
import type {
  ComposerMode,
  TicketFacts,
  TicketsEmitted,
  TicketsInput,
} from '@machines/tickets/tickets.types'
import type { MailPerson } from '@models/email/mail'
import type { TicketStatus } from '@models/tickets/ticket-api'
import type { TicketFolder } from '@models/tickets/ticket-mail'
import { searchOfTicketView, ticketViewOf } from '@models/tickets/ticket-list'
import type { TicketAgentRecord, TicketRecord } from '@models/tickets/ticket-records'
import { newChangeKey } from '@/services/local-store/change-keys'
import { useScreenQuery } from '@/services/local-store/use-screen-query'
import { useAreaSync } from '@/services/local-store/use-area-sync'
import { useLocalQuery } from '@/services/local-store/use-local-query'
import { appTicketsMachine } from '@/services/tickets/ticket-machines'
import { loadTickets, TICKETS_SYNC_KEY } from '@/services/tickets/ticket-load'
import {
  emptyTicketScreen,
  readOpenTicket,
  readTicketAgents,
  readTicketPosition,
  readTicketScreen,
  TICKET_WINDOW,
  type OpenTicketRead,
  type TicketScreenRead,
} from '@/services/tickets/ticket-reads'
import { onReplyOutcome } from '@/services/tickets/reply-outcomes'

/** What the machine decides from of a stored ticket. */
export function factsOf(ticket: TicketRecord): TicketFacts {
  return { id: ticket.id, status: ticket.status, assigneeId: ticket.assignee?.id ?? null }
}

/** The reading pane's state, as the machine has it. */
export type ReaderState = 'closed' | 'opening' | 'open' | 'missing'

const noAgents: TicketAgentRecord[] = []

/**
 * The help desk as the screen runs it: the tickets machine (which decides), the URL (which shows
 * the folder, the search and the open ticket, and follows Back and Forward), the local store
 * (read live: a window of the list, the counts, the open ticket, the agents) and the sync with
 * the server (which records its answers there). Every command goes to the machine, with a new
 * idempotency key for the change it may queue.
 */
export function useTickets({ agent, me }: { agent: boolean; me: MailPerson }) {
  const search = useSearch()
  const [path, navigate] = useLocation()
  const urlView = useMemo(() => ticketViewOf(search), [search])
  const [input] = useState<TicketsInput>(() => ({ agent, me, ...urlView }))
  const actor = useActorRef(appTicketsMachine, { input })

  // The URL changed under the screen (Back, Forward, a link): the machine follows.
  useEffect(() => {
    actor.send({ type: 'tickets.location', ...urlView })
  }, [actor, urlView])
  // The user changed the view: the URL follows, keeping what else it holds.
  const follow = useEffectEvent(({ view }: TicketsEmitted) => {
    const next = searchOfTicketView(view, search)
    if (next !== search) navigate(next ? `${path}?${next}` : path)
  })
  useEffect(() => {
    const subscription = actor.on('tickets.navigated', follow)
    return () => subscription.unsubscribe()
  }, [actor])

  const folder = useSelector(actor, (state) => state.context.folder)
  const query = useSelector(actor, (state) => state.context.query)
  const typed = useSelector(actor, (state) => state.context.typed)
  const typing = useSelector(actor, (state) => state.matches({ search: 'typing' }))
  const openId = useSelector(actor, (state) => state.context.openId)
  const reader = useSelector(actor, (state) => (state.value as { reader: ReaderState }).reader)
  const selected = useSelector(actor, (state) => state.context.selected)
  const draft = useSelector(actor, (state) => draftOf(state.context))
  const problem = useSelector(actor, (state) => state.context.problem)

  // A ticket opened from a link is shown in the list too, however far down it is.
  const position = useLocalQuery(
    (database) =>
      openId === null
        ? Promise.resolve(null)
        : readTicketPosition(database, { folder, query }, openId),
    [folder, query, openId],
    null,
    'where the ticket is listed',
  )
  // The list reads a window of rows; it grows as the list nears its end.
  const viewKey = `${folder}\n${query}`
  const [windowed, setWindowed] = useState({ viewKey, limit: TICKET_WINDOW })
  const limit = Math.max(
    windowed.viewKey === viewKey ? windowed.limit : TICKET_WINDOW,
    position != null ? (Math.floor(position / TICKET_WINDOW) + 1) * TICKET_WINDOW : 0,
  )
  // From its first render, the list shows what the route's prefetch read, or what it showed when
  // it was last open (which may be another folder's: `current` says so, until this one is read).
  const read = useScreenQuery<TicketScreenRead>(
    TICKETS_SYNC_KEY,
    (database) => readTicketScreen(database, { folder, query }, limit),
    [folder, query, limit],
    emptyTicketScreen({ folder, query }, limit),
    'the tickets',
  )
  const sync = useAreaSync(TICKETS_SYNC_KEY, loadTickets, read?.loaded)

  const openRead = useLocalQuery<OpenTicketRead | null>(
    (database) => (openId === null ? Promise.resolve(null) : readOpenTicket(database, openId)),
    [openId],
    null,
    'the ticket',
  )
  // A read of the ticket opened before is not this one's.
  const opened = openRead && openRead.id === openId ? openRead : undefined
  const agents =
    useLocalQuery(
      (database) => (agent ? readTicketAgents(database) : Promise.resolve(noAgents)),
      [agent],
      noAgents,
      'the ticket agents',
    ) ?? noAgents

  // The machine hears what the store holds of the ticket being read (again whenever it waits
  // for it); that it is missing only once the server's list is in.
  const loaded = read?.loaded
  useEffect(() => {
    if (openId === null || !opened) return
    if (opened.ticket) {
      actor.send({
        type: 'tickets.shown',
        id: openId,
        ticket: factsOf(opened.ticket),
        kid: newChangeKey(),
      })
    } else if (loaded) {
      actor.send({ type: 'tickets.shown', id: openId, ticket: null, kid: newChangeKey() })
    }
  }, [actor, openId, opened, loaded, reader])

  // A refused reply's text comes back to its composer.
  useEffect(
    () =>
      onReplyOutcome(({ kid, taken }) => actor.send({ type: 'tickets.reply.settled', kid, taken })),
    [actor],
  )

  const total = read?.total ?? 0
  const rowsRead = read?.rows.length ?? 0
  // A window only grows (until the view changes): the list nearing its end and End may both ask.
  const grow = useCallback(
    (to: number) =>
      setWindowed((was) => ({
        viewKey,
        limit: Math.max(to, was.viewKey === viewKey ? was.limit : TICKET_WINDOW),
      })),
    [viewKey],
  )
  const more = useCallback(() => {
    if (rowsRead < total) grow(limit + TICKET_WINDOW)
  }, [rowsRead, total, limit, grow])
  const whole = useCallback(() => {
    if (rowsRead < total) grow(total)
  }, [rowsRead, total, grow])

  const send = actor.send
  const commands = useMemo(
    () => ({
      chooseFolder: (next: TicketFolder) => send({ type: 'tickets.folder', folder: next }),
      search: (text: string) => send({ type: 'tickets.search', text }),
      open: (id: number) => send({ type: 'tickets.open', id }),
      close: () => send({ type: 'tickets.close' }),
      text: (text: string) => send({ type: 'tickets.draft', text }),
      mode: (mode: ComposerMode) => send({ type: 'tickets.mode', mode }),
      reply: () => send({ type: 'tickets.send', kid: newChangeKey() }),
      status: (status: TicketStatus) =>
        send({ type: 'tickets.status', status, kid: newChangeKey() }),
      assign: (assignee: TicketAgentRecord | null) =>
        send({ type: 'tickets.assign', assignee, kid: newChangeKey() }),
      toggle: (id: number) => send({ type: 'tickets.select.toggle', id }),
      selectAll: (ids: number[]) => send({ type: 'tickets.select.all', ids }),
      selectNone: () => send({ type: 'tickets.select.none' }),
      bulkStatus: (status: TicketStatus, tickets: TicketFacts[]) =>
        send({ type: 'tickets.bulk.status', status, tickets, kid: newChangeKey() }),
      bulkAssign: (assignee: TicketAgentRecord | null, tickets: TicketFacts[]) =>
        send({ type: 'tickets.bulk.assign', assignee, tickets, kid: newChangeKey() }),
    }),
    [send],
  )

  return {
    ...commands,
    folder,
    query,
    typed,
    /** The search box waits for the typing to pause. */
    typing,
    /** What the store holds for the view, undefined until first read; may be the last view's. */
    read,
    /** Whether `read` is of the view the machine shows (not the last one, while it is read). */
    current: read !== undefined && read.folder === folder && read.query === query,
    sync,
    openId,
    reader,
    /** The ticket being read: undefined while it is read, null when the store has none. */
    openTicket: opened?.ticket,
    agents,
    selected,
    draft,
    problem,
    /** Reads more rows, as the list nears the end of those it has. */
    more,
    /** Reads every row of the view (End). */
    whole,
  }
}
