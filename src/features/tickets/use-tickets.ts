import { useCallback } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { appTicketsMachine } from '@/services/tickets/ticket-machines'
import type { TicketsEvent } from '@machines/tickets/tickets.types'

type Actor = ReturnType<typeof useActorRef<typeof appTicketsMachine>>
type Snapshot = ReturnType<Actor['getSnapshot']>

/** The list region's state, as the screen shows it. */
export type ListStatus = 'loading' | 'typing' | 'ready' | 'failed'
/** The reading pane's state. */
export type ReaderStatus = 'closed' | 'opening' | 'open' | 'failed'

const listStatusOf = (state: Snapshot): ListStatus => (state.value as { list: ListStatus }).list
const readerStatusOf = (state: Snapshot): ReaderStatus =>
  (state.value as { reader: ReaderStatus }).reader

/** Runs the tickets machine for the screen and reads it through selectors. */
export function useTickets() {
  const actor = useActorRef(appTicketsMachine)
  const send = useCallback((event: TicketsEvent) => actor.send(event), [actor])
  return {
    send,
    listStatus: useSelector(actor, listStatusOf),
    readerStatus: useSelector(actor, readerStatusOf),
    folder: useSelector(actor, (state) => state.context.folder),
    query: useSelector(actor, (state) => state.context.query),
    tickets: useSelector(actor, (state) => state.context.tickets),
    counts: useSelector(actor, (state) => state.context.counts),
    listError: useSelector(actor, (state) => state.context.listError),
    openId: useSelector(actor, (state) => state.context.openId),
    opened: useSelector(actor, (state) => state.context.opened),
    openError: useSelector(actor, (state) => state.context.openError),
  }
}
