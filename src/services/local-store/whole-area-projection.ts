import type { ReceivedEvent } from './area-projection'
import {
  isCurrent,
  patchSyncState,
  pendingOf,
  type AreaProjection,
  type Stores,
  type StoreName,
} from './area-projection'

/*
 * The projection of an area the server sends whole (the calendar's events, the kanban board): the
 * store keeps the server's copy (`syncState.server`), and the rows the screens read are that copy
 * with the changes on their way applied in order, drawn again after each event. Small areas, so
 * redrawing them whole is cheaper than being clever.
 */

/** Ids the server gave additions made here, by the temporary ids they had (`task:-3` → 17). */
export type ServerIds = Record<string, number | string>

/** The ids kept: enough for any change still made from rows drawn before the server answered. */
const KEPT_IDS = 200

export interface WholeArea<A extends 'kanban' | 'calendar', S, C> {
  area: A
  stores: readonly StoreName[]
  /** The area before the server said anything. */
  empty: S
  /** The state of an answer of the server. */
  stateOf(event: ReceivedEvent): S
  /** A change as the screens show it before the server answers. */
  apply(state: S, change: C): S
  /** The server's state once it took a change and answered `output`. */
  take(state: S, change: C, output: unknown): S
  /** The ids the server gave what a change added, by their temporary ids. */
  serverIds(change: C, output: unknown): ServerIds
  /** A change with the temporary ids it names replaced by the server's. */
  withIds(change: C, ids: ServerIds): C
  /** Writes the rows the screens read: `view`, with `pending` still on their way. */
  write(stores: Stores, view: S, pending: readonly C[]): Promise<void>
}

type SyncOf<S> = { server?: S; ids?: ServerIds }

export function wholeAreaProjection<A extends 'kanban' | 'calendar', S, C>(
  area: WholeArea<A, S, C>,
): AreaProjection<A> {
  const syncOf = async (stores: Stores) =>
    ((await stores.syncState.get(area.area)) ?? {}) as SyncOf<S>
  const changeOf = (item: { change: unknown }) => item.change as C

  async function redraw(stores: Stores): Promise<void> {
    const server = (await syncOf(stores)).server ?? area.empty
    const pending = (await pendingOf(stores, area.area)).map(changeOf)
    await area.write(stores, pending.reduce(area.apply, server), pending)
  }

  /** Gives the changes on their way the server's ids for what they name by temporary ones. */
  async function renameInOutbox(stores: Stores, ids: ServerIds): Promise<void> {
    for (const item of await pendingOf(stores, area.area)) {
      const change = area.withIds(changeOf(item), ids)
      if (change !== item.change) await stores.outbox.update(item.kid, { change } as never)
    }
  }

  return {
    stores: area.stores,

    async queued(stores) {
      // Made on rows drawn before the server's ids came in: it takes them now.
      const { ids } = await syncOf(stores)
      if (ids) await renameInOutbox(stores, ids)
      await redraw(stores)
    },

    async sent(stores, item, output) {
      const sync = await syncOf(stores)
      const added = area.serverIds(changeOf(item), output)
      const ids = Object.fromEntries(
        Object.entries({ ...sync.ids, ...added }).slice(-KEPT_IDS),
      ) as ServerIds
      await patchSyncState(stores, area.area, {
        server: area.take(sync.server ?? area.empty, changeOf(item), output),
        ids,
      } as never)
      if (Object.keys(added).length > 0) await renameInOutbox(stores, added)
      await redraw(stores)
    },

    async dropped(stores) {
      await redraw(stores)
    },

    async received(stores, event) {
      if (!('requestedAt' in event) || !(await isCurrent(stores, area.area, event.requestedAt))) {
        return
      }
      await patchSyncState(stores, area.area, {
        server: area.stateOf(event),
        loadedAt: event.at,
      } as never)
      await redraw(stores)
    },
  }
}
