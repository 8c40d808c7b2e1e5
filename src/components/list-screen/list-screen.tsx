import { useId, useState, type ReactNode } from 'react'
import { toCsv, type CsvColumn } from '@models/lists/csv'
import type { AnyListChange, RowId } from '@models/lists/list-change'
import type { ListView } from '@/services/list/use-list'
import { useErrorText } from '@/services/load-error-text'
import { ListTable, type ListColumn } from '@/components/list-table/list-table'
import { ListToolbar, type ListFilter } from '@/components/list-table/list-toolbar'
import { downloadCsv, ExportCsvButton } from '@/components/list-table/export-csv-button'
import { DeleteSelectedButton, SelectionBar } from '@/components/list-table/selection-bar'
import { Button } from '@/components/button'
import { RowActions, type RowAction } from './row-actions'
import './list-screen.css'

// What an area writes to describe its list, from the one module it shows the list with.
export type { ListColumn, ListFilter, RowAction }

/** What can be done with the rows picked: a button of the selection bar. */
export interface BulkAction<Row> {
  label: string
  icon: string
  run: (rows: Row[]) => void
}

/**
 * The delete of a list, on each row (behind the list's Undo) and, with `selectedLabel`, for the
 * rows picked at once (one change).
 */
export interface RemoveAction<Row> {
  label: (row: Row) => string
  selectedLabel?: string
}

/** The CSV export of every match (`fileName`), and of the rows picked when `selectedFileName`. */
export interface CsvExport<Row> {
  fileName: string
  columns: readonly CsvColumn<Row>[]
  selected?: { fileName: string; label: string }
}

/** The change the screen itself makes: rows deleted (one row, or the rows picked). */
type DeleteChange = Extract<AnyListChange, { kind: 'delete' }>

/**
 * The list on screen (`useList(source)`: its params, rows, paging, sort and changes), and, for a
 * list whose rows can be deleted here, the delete: such a list takes a delete change.
 */
export type ListScreenProps<
  Row extends object,
  Change extends AnyListChange = never,
> = ListScreenParts<Row> &
  (
    | { list: ListView<Row, Change>; remove?: undefined }
    | { list: ListView<Row, Change | DeleteChange>; remove: RemoveAction<Row> }
  )

interface ListScreenParts<Row extends object> {
  /** The card's heading, and the table's accessible name unless `label` says another. */
  title: string
  subtitle?: string
  /** The heading is heard, not seen (the page's own heading says it already). */
  titleHidden?: boolean
  label?: string
  /** The card's own class, for what the area styles in it. */
  className?: string
  columns: readonly ListColumn<Row>[]
  filters?: readonly ListFilter[]
  searchLabel: string
  /** The page's own buttons in the toolbar, after the export (Add). */
  actions?: ReactNode
  rowActions?: readonly RowAction<Row>[]
  bulkActions?: readonly BulkAction<Row>[]
  csv?: CsvExport<Row>
  /** What an empty page says, with what the user may do about it. */
  empty: ReactNode
  /**
   * The first load failed: what to show in place of the card, when it is not a load to try
   * again (a refusal); the table's own error with Try again otherwise.
   */
  failure?: (error: unknown, message: string) => ReactNode
  /** A row's details, under it, when its toggle is opened. */
  details?: (row: Row) => ReactNode
  /** The field that names a row to screen readers ("Select row Ada Lovelace"). */
  rowName?: string
}

/**
 * One list screen, as every table area shows it (react-admin's List and Datagrid in one): a card
 * with its heading, the search and filters (in the URL), the export of every match as CSV, the
 * bar of what can be done with the rows picked, and the server-paged, sortable table with each
 * row's actions, its loading, empty and failed states. The area gives its words, its columns and
 * what its actions do; the list (`useList`) loads and changes the rows.
 */
export function ListScreen<Row extends object, Change extends AnyListChange = never>(
  props: ListScreenProps<Row, Change>,
) {
  const {
    list,
    title,
    subtitle,
    titleHidden = false,
    label = title,
    className,
    columns,
    filters,
    searchLabel,
    actions,
    rowActions = [],
    remove,
    bulkActions = [],
    csv,
    empty,
    failure,
    details,
    rowName,
  } = props
  const headingId = useId()
  const [selection, setSelection] = useState<Row[]>([])
  const [expanded, setExpanded] = useState<Row[]>([])
  const errorText = useErrorText(list.error) ?? ''
  const { rowId } = list.source

  const removeRows = (ids: readonly RowId[]) => {
    // A row deleted is no longer picked, whether it goes or its Undo brings it back.
    setSelection((rows) => rows.filter((row) => !ids.includes(rowId(row))))
    // `props` itself, not its parts: TypeScript knows a list given a delete takes a delete.
    if (props.remove) void props.list.change({ kind: 'delete', ids: [...ids] })
  }
  const allRowActions: readonly RowAction<Row>[] = remove
    ? [
        ...rowActions,
        { icon: 'pi pi-trash', label: remove.label, run: (row) => removeRows([rowId(row)]) },
      ]
    : rowActions
  const selectable = bulkActions.length > 0 || !!remove?.selectedLabel || !!csv?.selected

  const failed = !list.page && list.status === 'failed' ? failure?.(list.error, errorText) : null
  if (failed) return failed

  return (
    <section
      className={['card', 'list-screen', className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      {titleHidden ? (
        <h2 id={headingId} className="visually-hidden">
          {title}
        </h2>
      ) : (
        <header className="list-screen__heading">
          <h2 id={headingId}>{title}</h2>
          {subtitle && <p>{subtitle}</p>}
        </header>
      )}
      <ListToolbar list={list} filters={filters} searchLabel={searchLabel}>
        {(csv || actions) && (
          <>
            {csv && (
              <ExportCsvButton
                source={list.source}
                params={list.params}
                fileName={csv.fileName}
                toCsv={(rows) => toCsv(csv.columns, rows)}
              />
            )}
            {actions}
          </>
        )}
      </ListToolbar>
      {selectable && (
        <SelectionBar count={selection.length} onClear={() => setSelection([])}>
          {bulkActions.map((action) => (
            <Button
              key={action.label}
              variant="secondary"
              icon={action.icon}
              onClick={() => action.run(selection)}
            >
              {action.label}
            </Button>
          ))}
          {csv?.selected && (
            <Button
              variant="secondary"
              icon="pi pi-download"
              onClick={() => downloadCsv(csv.selected!.fileName, toCsv(csv.columns, selection))}
            >
              {csv.selected.label}
            </Button>
          )}
          {remove?.selectedLabel && (
            <DeleteSelectedButton onDelete={() => removeRows(selection.map(rowId))}>
              {remove.selectedLabel}
            </DeleteSelectedButton>
          )}
        </SelectionBar>
      )}
      <ListTable
        list={list}
        columns={columns}
        label={label}
        rowName={rowName}
        empty={empty}
        {...(selectable && { selection, onSelectionChange: setSelection })}
        {...(details && { details, expanded, onExpandedChange: setExpanded })}
        {...(allRowActions.length > 0 && {
          rowActions: (row: Row) => <RowActions row={row} actions={allRowActions} />,
        })}
      />
    </section>
  )
}
