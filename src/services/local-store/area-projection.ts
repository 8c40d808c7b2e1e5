import type { AreaEvent, ChangeEvent } from '@models/local-store/area-events'
import type { LocalDatabase } from './local-database'
import type { ChangeArea, ChangeOutboxRecord } from '@models/local-store/outbox'
import type { SyncStateRecord } from '@models/local-store/sync-state'

/*
 * What an area's projection does with its events, inside the projector's transaction
 * (src/services/local-store/projector.ts).
 */

/** Every store of the local database. */
export type StoreName =
  | 'contacts'
  | 'chats'
  | 'messages'
  | 'outbox'
  | 'journal'
  | 'meta'
  | 'syncState'
  | 'tickets'
  | 'ticketAgents'
  | 'calendarEvents'
  | 'kanbanBoards'
  | 'kanbanTasks'

/** The stores, bound to the projector's transaction. */
export type Stores = Pick<LocalDatabase, StoreName>

/** The events of an area that are not changes: the server's answers. */
export type ReceivedEvent = Exclude<AreaEvent, ChangeEvent>

export interface AreaProjection<A extends ChangeArea> {
  /** The area's own stores, besides the outbox and `syncState`, which every area writes. */
  stores: readonly StoreName[]
  /** A change was queued (and is in the outbox now): the rows show it. */
  queued(stores: Stores, item: ChangeOutboxRecord<A>): Promise<void>
  /** The server took a change (it has left the outbox): its copy takes the answer. */
  sent(stores: Stores, item: ChangeOutboxRecord<A>, output: unknown): Promise<void>
  /** A change failed for good (it has left the outbox): the rows show it no more. */
  dropped(stores: Stores, item: ChangeOutboxRecord<A>): Promise<void>
  /** An answer of the server arrived. */
  received(stores: Stores, event: ReceivedEvent): Promise<void>
}

/** The changes of an area still on their way, in the order they were made. */
export async function pendingOf<A extends ChangeArea>(
  stores: Stores,
  area: A,
): Promise<ChangeOutboxRecord<A>[]> {
  const items = await stores.outbox.where('area').equals(area).toArray()
  return (items as ChangeOutboxRecord<A>[])
    .filter((item) => item.state === 'queued')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.kid.localeCompare(b.kid))
}

/**
 * Whether an answer asked for at `requestedAt` may be stored: not when the server took one of the
 * area's changes since, which the answer may not hold (the change would seem undone until the
 * next answer).
 */
export async function isCurrent(
  stores: Stores,
  area: ChangeArea,
  requestedAt: string,
): Promise<boolean> {
  const state = await stores.syncState.get(area)
  return !state?.acknowledgedAt || requestedAt >= state.acknowledgedAt
}

/** Changes what the store knows of an area's sync, creating its record on first use. */
export async function patchSyncState(
  stores: Stores,
  area: ChangeArea,
  patch: Partial<Omit<SyncStateRecord, 'area'>>,
): Promise<void> {
  const state = (await stores.syncState.get(area)) ?? { area }
  await stores.syncState.put({ ...state, ...patch } as SyncStateRecord)
}
