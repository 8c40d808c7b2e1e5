import type { ListPage } from './list-params'

/** An id of a list's row, as its server names it. */
export type RowId = number | string

/**
 * One change to a list's data (the list pattern's one optimistic path): shown at once, sent, and
 * taken back from the screen when the server refuses it.
 */
export type ListChange =
  | { kind: 'add'; draft: Record<string, unknown> }
  | { kind: 'update'; id: RowId; patch: Record<string, unknown> }
  /** One patch for several rows, sent as one request (a bulk action on the rows picked). */
  | { kind: 'updateMany'; ids: readonly RowId[]; patch: Record<string, unknown> }
  | { kind: 'delete'; ids: readonly RowId[] }

/** A change on its way, as the list shows it: `key` tells changes apart, a new row's id too. */
export interface ShownChange {
  key: number
  change: ListChange
}

/** A row the server does not have yet, or whose change it has not confirmed. */
export interface PendingRow {
  pending?: true
}

/** How a list makes a row it has not received from the server: an added one, from the draft. */
export interface RowShaping<Row> {
  rowId: (row: Row) => RowId
  /** The row an add shows until the server has it, with `id` standing in for the server's. */
  draftRow: (draft: Record<string, unknown>, id: RowId) => Row
  /**
   * The row as an update shows it until the server answers; the patch's fields laid over the
   * row when not given. A list whose patches say what to do rather than what to set (toggle an
   * email's label) gives its own.
   */
  patchRow?: (row: Row, patch: Record<string, unknown>) => Row
}

/** The id a row added on screen has until the server gives it one; never a server id. */
export const draftRowId = (key: number): RowId => `draft-${key}`

const laidOver = <Row>(row: Row, patch: Record<string, unknown>): Row => ({ ...row, ...patch })

/**
 * The page as the user should see it with `changes` applied, in order: deleted rows gone, updated
 * rows updated, added rows first; each of them marked pending. The total follows. With `listed`,
 * a row that an add or an update leaves outside the page's params (a task restored from the
 * deleted ones, a star taken off under Important) is not shown, as the server will not list it.
 */
export function applyChanges<Row extends object>(
  page: ListPage<Row>,
  changes: readonly ShownChange[],
  shaping: RowShaping<Row>,
  listed: (row: Row) => boolean = () => true,
): ListPage<Row & PendingRow> {
  let rows: (Row & PendingRow)[] = [...page.rows]
  let total = page.total
  const patchRow = shaping.patchRow ?? laidOver
  // The rows `picked` patched and marked pending; one the patch moves out of the list goes, and
  // is counted out.
  const patchWhere = (
    shown: (Row & PendingRow)[],
    picked: (id: RowId) => boolean,
    patch: Parameters<typeof patchRow>[1],
  ) =>
    shown.flatMap((row) => {
      if (!picked(shaping.rowId(row))) return [row]
      const updated = { ...patchRow(row, patch), pending: true as const }
      if (listed(updated)) return [updated]
      total -= 1
      return []
    })
  for (const { key, change } of changes) {
    switch (change.kind) {
      case 'add': {
        const added = shaping.draftRow(change.draft, draftRowId(key))
        if (!listed(added)) break
        rows = [{ ...added, pending: true }, ...rows]
        total += 1
        break
      }
      case 'update':
        rows = patchWhere(rows, (id) => id === change.id, change.patch)
        break
      case 'updateMany':
        rows = patchWhere(rows, (id) => change.ids.includes(id), change.patch)
        break
      case 'delete':
        rows = rows.filter((row) => !change.ids.includes(shaping.rowId(row)))
        // Counted whether on this page or not: a bulk delete may reach rows of other pages.
        total -= change.ids.length
        break
    }
  }
  return { rows, total: Math.max(0, total) }
}
