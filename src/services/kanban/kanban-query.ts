import type { Prefetched } from '@/services/prefetched'
import { startFirstLoad } from '@/services/local-store/first-load'
import { prefetchLocal } from '@/services/local-store/local-prefetch'
import { KANBAN_SYNC_KEY, loadKanban } from './kanban-load'
import { emptyKanbanRead, readKanban } from './kanban-read'

/**
 * The route's prefetch: asks the server for the board at navigation (the screen's sync takes that
 * load as its first), and reads what the store holds, which the first render waits for: a board
 * seen before is drawn at once, with its data, online or not.
 */
export function prefetchKanban(): Prefetched {
  startFirstLoad(KANBAN_SYNC_KEY, loadKanban)
  return {
    alsoNeeded: prefetchLocal(KANBAN_SYNC_KEY, readKanban, emptyKanbanRead, 'the kanban board'),
  }
}
