import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableStateEvent } from 'primereact/datatable'
import { Column } from 'primereact/column'
import type { PendingRow } from '@models/lists/list-change'
import type { ListView } from '@/services/list/use-list'
import { useErrorText } from '@/services/load-error-text'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { pageSizePaginator } from './page-size'
import { usePrimeLocale } from './prime-locale'
import '@/components/prime-checkbox.css'
import './list-table.css'

/** One column of a list: `field` is also the server's sort column when it is sortable. */
export interface ListColumn<Row> {
  field: string
  header: string
  sortable?: boolean
  /** The cell; the field's value as text when left out. */
  body?: (row: Row) => ReactNode
  className?: string
}

interface ListTableProps<Row extends object> {
  list: ListView<Row>
  columns: readonly ListColumn<Row>[]
  /** The table's accessible name. */
  label: string
  /** What an empty page says, with what the user may do about it. */
  empty: ReactNode
  /** Rows picked for a bulk action; a checkbox column when given. */
  selection?: readonly Row[]
  onSelectionChange?: (rows: Row[]) => void
  /** A row's details, under it, when its toggle is opened. */
  details?: (row: Row) => ReactNode
  expanded?: readonly Row[]
  onExpandedChange?: (rows: Row[]) => void
  /** The last column: what can be done with a row. */
  rowActions?: (row: Row) => ReactNode
  dataKey?: string
  /** The field that names a row to screen readers ("Select row Ada Lovelace"). */
  rowName?: string
}

const isPending = (row: object) => (row as PendingRow).pending === true

/** The box around a selection checkbox's input, as a plain box. */
const checkboxOnce = { root: { role: undefined, 'aria-label': undefined } }

/**
 * A server-paged list in PrimeReact's DataTable (lazy mode), the one table of every list area:
 * the server pages and sorts, the page size and sort follow the list's URL, the rows on screen
 * stay dimmed while the next ones load, and a failed load says so above them with Try again.
 * Below 768 px each row stacks its cells under their headers.
 */
export function ListTable<Row extends object>({
  list,
  columns,
  label,
  empty,
  selection,
  onSelectionChange,
  details,
  expanded,
  onExpandedChange,
  rowActions,
  dataKey = 'id',
  rowName = dataKey,
}: ListTableProps<Row>) {
  const { t } = useTranslation('table')
  usePrimeLocale()
  const { page, params, status, error } = list
  const errorText = useErrorText(error) ?? ''

  if (!page) {
    if (status === 'failed')
      return (
        <LoadError look="card" title={t('loadFailed')} message={errorText} onRetry={list.retry} />
      )
    return (
      <LoadingPlaceholder label={t('loading')} className="list-table__skeleton">
        {Array.from({ length: 6 }, (_, index) => (
          <SkeletonBlock key={index} className="list-table__skeleton-row" />
        ))}
      </LoadingPlaceholder>
    )
  }

  const onPage = (event: DataTableStateEvent) => {
    if (event.rows !== params.perPage) list.setPerPage(event.rows)
    else list.goToPage((event.page ?? 0) + 1)
  }
  const onSort = (event: DataTableStateEvent) => {
    if (event.sortField) list.sort(event.sortField, event.sortOrder === -1 ? 'desc' : 'asc')
  }
  // Spread in only when asked for: PrimeReact's props are a union that checks each mode apart.
  const selectionProps: object = onSelectionChange
    ? {
        selectionMode: 'checkbox',
        selectionAriaLabel: rowName,
        selection: [...(selection ?? [])],
        onSelectionChange: (event: { value: Row[] }) => onSelectionChange(event.value),
        isDataSelectable: (event: { data: object }) => !isPending(event.data),
      }
    : {}
  // With a dataKey, PrimeReact holds the rows opened as a map of their keys, not as rows.
  const keyOf = (row: Row) => String((row as Record<string, unknown>)[dataKey])
  const detailsProps: object = details
    ? {
        expandedRows: Object.fromEntries((expanded ?? []).map((row) => [keyOf(row), true])),
        selectionAriaLabel: rowName,
        onRowToggle: (event: { data: Record<string, boolean> }) => {
          const known = new Map([...(expanded ?? []), ...page.rows].map((row) => [keyOf(row), row]))
          const open = Object.keys(event.data).filter((key) => event.data[key])
          onExpandedChange?.(open.flatMap((key) => known.get(key) ?? []))
        },
        rowExpansionTemplate: (row: Row) => details(row),
      }
    : {}
  const first = (params.page - 1) * params.perPage
  const last = Math.min(first + page.rows.length, page.total)

  return (
    <div className={list.dimmed ? 'list-table list-table--dimmed' : 'list-table'}>
      {status === 'failed' && (
        <LoadError
          look="line"
          title={t('refreshFailed')}
          message={errorText}
          onRetry={list.retry}
        />
      )}
      <DataTable
        value={[...page.rows] as (Row & PendingRow)[]}
        lazy
        dataKey={dataKey}
        totalRecords={page.total}
        paginator
        first={first}
        rows={params.perPage}
        rowsPerPageOptions={[...list.shape.perPageOptions]}
        paginatorTemplate={pageSizePaginator(t('rowsPerPage'))}
        currentPageReportTemplate={
          page.total > 0
            ? t('range', { first: first + 1, last, total: page.total })
            : t('range', { first: 0, last: 0, total: 0 })
        }
        onPage={onPage}
        sortField={params.sortColumn}
        sortOrder={params.sort === 'asc' ? 1 : -1}
        onSort={onSort}
        emptyMessage={empty}
        responsiveLayout="stack"
        breakpoint="768px"
        rowHover
        pt={{
          table: { 'aria-label': label, 'aria-busy': status === 'loading' },
        }}
        rowClassName={(row) => (isPending(row) ? 'list-table__row--pending' : '')}
        {...selectionProps}
        {...detailsProps}
      >
        {details && <Column expander className="list-table__toggle" />}
        {onSelectionChange && (
          <Column
            selectionMode="multiple"
            className="list-table__check"
            // PrimeReact gives `className` to the body cells only: on a phone the header keeps
            // this one cell (select the page) and so stays a row with a header.
            headerClassName="list-table__check"
            // PrimeReact makes its box a checkbox too, around the real one: one checkbox is heard.
            pt={{
              rowCheckbox: checkboxOnce,
              // Named here: PrimeReact's table reads this label from a private copy of its
              // locale, which stays English whatever the app's language.
              headerCheckbox: { ...checkboxOnce, input: { 'aria-label': t('allRowsOfPage') } },
            }}
          />
        )}
        {columns.map((column) => (
          <Column
            key={column.field}
            field={column.field}
            header={column.header}
            sortable={column.sortable ?? false}
            className={column.className}
            {...(column.body && { body: (row: Row) => column.body!(row) })}
          />
        ))}
        {rowActions && (
          <Column
            header={t('actions')}
            className="list-table__actions"
            body={(row: Row) => (isPending(row) ? t('pending') : rowActions(row))}
          />
        )}
      </DataTable>
    </div>
  )
}
