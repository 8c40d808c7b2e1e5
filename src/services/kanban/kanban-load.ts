import type { AreaLoad } from '../local-store/sync-actor'
import { fetchKanban } from './kanban-api'

/** The key the kanban screen's sync and its route's prefetch share (first-load.ts). */
export const KANBAN_SYNC_KEY = 'kanban'

/** Loads the board from the server, as the event that records its answer. */
export const loadKanban: AreaLoad = async (requestedAt, signal) => [
  { type: 'kanban.received', requestedAt, board: await fetchKanban(signal) },
]
