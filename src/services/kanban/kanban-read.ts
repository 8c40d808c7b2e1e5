import type { LocalDatabase } from '@/services/local-store/local-database'
import { boardOfRows } from '@models/kanban/kanban-rows'
import type { BoardState } from '@models/kanban/kanban-board'

/** What the kanban screen reads from the local store. */
export interface KanbanRead {
  /** The server's board with the changes on their way applied, in order. */
  board: BoardState
  /** The tasks with a change of theirs on its way to the server. */
  pending: ReadonlySet<number>
  /** The server's board has been stored at least once: there is something to show. */
  loaded: boolean
}

/** Nothing stored (or a store that cannot be read). */
export const emptyKanbanRead: KanbanRead = {
  board: { boards: [], tasks: [] },
  pending: new Set(),
  loaded: false,
}

/** Reads the board, its tasks and whether the server's board is there, in one transaction. */
export async function readKanban(database: LocalDatabase): Promise<KanbanRead> {
  const names = ['kanbanBoards', 'kanbanTasks', 'syncState'] as const
  const [boards, tasks, sync] = await database.transaction('r', names, () =>
    Promise.all([
      database.kanbanBoards.orderBy('position').toArray(),
      database.kanbanTasks.toArray(),
      database.syncState.get('kanban'),
    ]),
  )
  return {
    board: boardOfRows(boards, tasks),
    pending: new Set(tasks.filter((task) => task.pending).map((task) => task.id)),
    loaded: sync?.loadedAt !== undefined,
  }
}
