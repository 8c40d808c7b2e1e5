import type { ListPage } from './list-params'

/** An id of a list's row, as its server names it. */
export type RowId = number | string

/**
 * One change to a list's data (the list pattern's one optimistic path): shown at once, sent, and
 * taken back from the screen when the server refuses it. Each area says what its adds carry
 * (`Draft`) and what its updates carry (`Patch`), so that its sender and its screens agree on
 * them without a cast; the defaults are for code that only passes changes along.
 */
export type ListChange<
  Draft extends object = Record<string, unknown>,
  Patch extends object = Record<string, unknown>,
> =
  | { kind: 'add'; draft: Draft }
  | { kind: 'update'; id: RowId; patch: Patch }
  /** One patch for several rows, sent as one request (a bulk action on the rows picked). */
  | { kind: 'updateMany'; ids: readonly RowId[]; patch: Patch }
  | { kind: 'delete'; ids: readonly RowId[] }

/** Any area's change, as code that only passes it along (the change machine, its runner) sees it. */
export type AnyListChange = ListChange<object, object>

/** What an area's adds carry. */
export type DraftOf<Change extends AnyListChange> = Extract<Change, { kind: 'add' }>['draft']

/** What an area's updates carry. */
export type PatchOf<Change extends AnyListChange> = Extract<Change, { kind: 'update' }>['patch']

/** A change on its way, as the list shows it: `key` tells changes apart, a new row's id too. */
export interface ShownChange<Change extends AnyListChange = ListChange> {
  key: number
  change: Change
}

/** A row the server does not have yet, or whose change it has not confirmed. */
export interface PendingRow {
  pending?: true
}

/** How a list makes a row it has not received from the server: an added one, from the draft. */
export interface RowShaping<Row, Change extends AnyListChange = ListChange> {
  rowId: (row: Row) => RowId
  /** The row an add shows until the server has it, with `id` standing in for the server's. */
  draftRow: (draft: DraftOf<Change>, id: number) => Row
  /**
   * The row as an update shows it until the server answers; the patch's fields laid over the
   * row when not given. A list whose patches say what to do rather than what to set (toggle an
   * email's label) gives its own.
   */
  patchRow?: (row: Row, patch: PatchOf<Change>) => Row
}

/**
 * The id a row added on screen has until the server gives it one: negative, so never a server's
 * (whose ids count up from 1), and a number, as the rows' own ids are.
 */
export const draftRowId = (key: number): number => -key

const laidOver = <Row>(row: Row, patch: object): Row => ({ ...row, ...patch })

/**
 * The shaping of rows richer than a source's (a cart line is a product with its quantity; an
 * invoice with its lines): an update keeps the richer fields; an added row is `draftRow`'s.
 */
export function richerShaping<Base extends object, Rich extends Base, Change extends AnyListChange>(
  shaping: RowShaping<Base, Change>,
  draftRow: (draft: DraftOf<Change>, id: number) => Rich,
): Required<RowShaping<Rich, Change>> {
  const patchRow = shaping.patchRow ?? laidOver
  return {
    rowId: shaping.rowId,
    draftRow,
    patchRow: (row, patch) => ({ ...row, ...patchRow(row, patch) }),
  }
}

/**
 * The page as the user should see it with `changes` applied, in order: deleted rows gone, updated
 * rows updated, added rows first; each of them marked pending. The total follows. With `listed`,
 * a row that an add or an update leaves outside the page's params (a task restored from the
 * deleted ones, a star taken off under Important) is not shown, as the server will not list it.
 */
export function applyChanges<Row extends object, Change extends AnyListChange>(
  page: ListPage<Row>,
  changes: readonly ShownChange<Change>[],
  shaping: RowShaping<Row, Change>,
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
    patch: PatchOf<Change>,
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
