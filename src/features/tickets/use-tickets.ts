import { useCallback, useEffect, useState } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { appTicketsMachine } from '@/services/tickets/ticket-machines'
import { queryCache } from '@/services/app-query-cache'
import type { TicketPage, TicketQuery, TicketsEvent } from '@machines/tickets/tickets.types'
import { firstTicketQuery, ticketListsKey, ticketsQuery } from '@/services/tickets/tickets-query'

/** The tickets machine, loading lists through the query cache: the route's prefetch is its first. */
const cachedTicketsMachine = appTicketsMachine.provide({
  actors: {
    fetchTickets: fromPromise<TicketPage, TicketQuery>(({ input, signal }) =>
      queryCache.fetch(ticketsQuery(input), { signal }),
    ),
  },
})

type Actor = ReturnType<typeof useActorRef<typeof cachedTicketsMachine>>
type Snapshot = ReturnType<Actor['getSnapshot']>

/** The list region's state, as the screen shows it. */
export type ListStatus = 'loading' | 'typing' | 'ready' | 'failed'
/** The reading pane's state. */
export type ReaderStatus = 'closed' | 'opening' | 'open' | 'failed'

const listStatusOf = (state: Snapshot): ListStatus => (state.value as { list: ListStatus }).list
const readerStatusOf = (state: Snapshot): ReaderStatus =>
  (state.value as { reader: ReaderStatus }).reader

/**
 * Keeps the list the machine shows in the query cache once it changed there (a ticket opened is
 * read): the next visit then shows it so. The other lists may hold the same ticket, unread, and
 * other counts: they are dropped from the cache.
 */
function useListKeptInCache(actor: Actor) {
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const { folder, query, tickets, counts } = snapshot.context
      const key = ticketsQuery({ folder, query }).key
      const cached = queryCache.peek<TicketPage>(key)
      if (listStatusOf(snapshot) !== 'ready' || !cached) return
      if (cached.tickets === tickets && cached.counts === counts) return
      queryCache.invalidate(ticketListsKey)
      queryCache.set(key, { tickets, counts })
    })
    return () => subscription.unsubscribe()
  }, [actor])
}

/**
 * Runs the tickets machine for the screen and reads it through selectors. Back on the screen, the
 * list shown last time is there at once while the machine's first load fetches it again behind it.
 */
export function useTickets() {
  const actor = useActorRef(cachedTicketsMachine)
  const [shownLastTime] = useState(() =>
    queryCache.peek<TicketPage>(ticketsQuery(firstTicketQuery).key),
  )
  const send = useCallback((event: TicketsEvent) => actor.send(event), [actor])
  useListKeptInCache(actor)
  const listStatus = useSelector(actor, listStatusOf)
  const folder = useSelector(actor, (state) => state.context.folder)
  const query = useSelector(actor, (state) => state.context.query)
  const tickets = useSelector(actor, (state) => state.context.tickets)
  const counts = useSelector(actor, (state) => state.context.counts)
  // The machine holds no list yet: it is on its first load, of the list shown last time.
  const firstLoad =
    listStatus === 'loading' && tickets.length === 0 && counts === null && folder === 'all'
  const page = shownLastTime && firstLoad && query === '' ? shownLastTime : null
  return {
    send,
    listStatus: page ? 'ready' : listStatus,
    readerStatus: useSelector(actor, readerStatusOf),
    folder,
    query,
    tickets: page?.tickets ?? tickets,
    counts: page?.counts ?? counts,
    listError: useSelector(actor, (state) => state.context.listError),
    openId: useSelector(actor, (state) => state.context.openId),
    opened: useSelector(actor, (state) => state.context.opened),
    openError: useSelector(actor, (state) => state.context.openError),
  }
}
