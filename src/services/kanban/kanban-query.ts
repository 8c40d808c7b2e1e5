import type { BoardState } from '@models/kanban-board'
import { queryCache } from '@/services/app-query-cache'
import type { Query } from '@/services/query-cache'
import { fetchKanban } from '@/services/kanban/kanban-api'

/** The boards and their tasks, as the query cache keys them. */
export const kanbanQuery: Query<BoardState> = { key: ['kanban'], load: fetchKanban }

/** The route's prefetch: the board. */
export function prefetchKanban(): void {
  queryCache.prefetch(kanbanQuery)
}
