import type { CalendarEvent } from '../calendar/calendar.ts'
import type { BoardState } from '../kanban/kanban-board.ts'
import type { ChangeArea } from './outbox.ts'

/*
 * What the local store knows of its own sync with the server, per area (models/local-store/local-schema.ts).
 */

interface SyncStateBase {
  area: ChangeArea
  /** ISO 8601: when the server's last answer was stored. Absent until the first. */
  loadedAt?: string
  /**
   * ISO 8601: when the server last took one of the area's changes. An answer asked for before
   * then may not hold it, and is not stored over it.
   */
  acknowledgedAt?: string
  /** The ids the server gave to additions made here, by the temporary id they had. */
  ids?: Record<string, number | string>
}

/** An area held whole: the server's own copy of it, the screens' rows being it with the changes on their way. */
export type SyncStateRecord =
  | (SyncStateBase & { area: 'kanban'; server?: BoardState })
  | (SyncStateBase & { area: 'calendar'; server?: CalendarEvent[] })
  | (SyncStateBase & { area: 'tickets' })
