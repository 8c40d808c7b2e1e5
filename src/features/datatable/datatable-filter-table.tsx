import { useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableFilterMeta, type DataTableStateEvent } from 'primereact/datatable'
import { Column, type ColumnFilterElementTemplateOptions } from 'primereact/column'
import { FilterMatchMode } from 'primereact/api'
import { standardPageSizes } from '@models/lists/list-params'
import {
  ageYears,
  datatableStatuses,
  salaryAmount,
  startDateTime,
  type DatatableRow,
} from '@models/datatable/datatable-row'
import { allDatatableRowsQuery } from '@/services/datatable/datatable-query'
import { useQuery } from '@/services/use-query'
import { useErrorText } from '@/services/load-error-text'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { pageSizePaginator } from '@/components/list-table/page-size'
import { usePrimeLocale } from '@/components/list-table/prime-locale'
import { Button } from '@/components/button'
import { EmployeeCell, StatusChip } from './datatable-cells'
import { useDatatableFormat } from './datatable-format'
import '@/components/list-table/list-table.css'

/** A row with the numbers its columns sort by: a date, an amount and an age, not their text. */
interface EmployeeRow extends DatatableRow {
  startTime: number
  salaryValue: number
  ageValue: number
}

const toEmployeeRow = (row: DatatableRow): EmployeeRow => ({
  ...row,
  startTime: startDateTime(row.start_date),
  salaryValue: salaryAmount(row.salary),
  ageValue: ageYears(row.age),
})

/** No filter set: the name, post and city contain a text, the status is one of the five. */
const noFilters = (): DataTableFilterMeta => ({
  full_name: { value: null, matchMode: FilterMatchMode.CONTAINS },
  post: { value: null, matchMode: FilterMatchMode.CONTAINS },
  city: { value: null, matchMode: FilterMatchMode.CONTAINS },
  status: { value: null, matchMode: FilterMatchMode.EQUALS },
})

const isFiltered = (filters: DataTableFilterMeta) =>
  Object.values(filters).some((meta) => 'value' in meta && meta.value !== null && meta.value !== '')

/**
 * Every employee at once, filtered, sorted and paged in the browser: PrimeReact's DataTable over
 * one cached answer (`GET /api/datatables/initial-data`), with a filter under each header that
 * narrows the rows as the user types or picks.
 */
export function DatatableFilterTable() {
  const { t } = useTranslation('datatable')
  const { t: tableText } = useTranslation('table')
  usePrimeLocale()
  const format = useDatatableFormat()
  const { state, retry } = useQuery(allDatatableRowsQuery)
  const errorText = useErrorText(state.status === 'error' ? state.error : null) ?? ''
  const answer = state.status === 'ready' ? state.data : null
  const rows = useMemo(() => answer?.map(toEmployeeRow) ?? [], [answer])

  const [filters, setFilters] = useState(noFilters)
  // What each text filter holds, kept here: PrimeReact applies a filter once the typing pauses
  // (its filterDelay) and then hands its filters back, which would put an older text back into a
  // field still being typed in.
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({})
  const [page, setPage] = useState({ first: 0, rows: 10 })
  const [sort, setSort] = useState<{ field?: string; order?: 1 | -1 | 0 | null }>({})
  const section = useRef<HTMLElement>(null)

  const clearFilters = () => {
    setFilters(noFilters())
    setTyped({})
    setPage((current) => ({ ...current, first: 0 }))
    // The button goes with the filters: the keyboard's focus moves to the first filter instead.
    section.current?.querySelector<HTMLElement>('.filter-table__input')?.focus()
  }

  const textFilter = (label: string) => (options: ColumnFilterElementTemplateOptions) => (
    <input
      type="search"
      className="input filter-table__input"
      aria-label={label}
      placeholder={label}
      value={typed[options.field] ?? ''}
      onChange={(event) => {
        const text = event.target.value
        setTyped((fields) => ({ ...fields, [options.field]: text }))
        options.filterApplyCallback(text || null)
      }}
    />
  )
  // A native select, like the list toolbar's filters: the keyboard and screen readers know it.
  const statusFilter = (options: ColumnFilterElementTemplateOptions) => (
    <select
      className="input filter-table__input filter-table__status"
      aria-label={t('client.filter.status')}
      value={String((options.value as number | null) ?? '')}
      onChange={(event) =>
        options.filterApplyCallback(event.target.value ? Number(event.target.value) : null)
      }
    >
      <option value="">{t('client.filter.anyStatus')}</option>
      {datatableStatuses.map((name, index) => (
        <option key={name} value={index + 1}>
          {t(`statuses.${name}`)}
        </option>
      ))}
    </select>
  )

  if (state.status === 'error')
    return (
      <section className="card datatable" aria-labelledby="datatable-client-title">
        <FilterTableHeading />
        <LoadError look="card" title={t('client.loadFailed')} message={errorText} onRetry={retry} />
      </section>
    )

  return (
    <section ref={section} className="card datatable" aria-labelledby="datatable-client-title">
      <FilterTableHeading>
        {isFiltered(filters) && (
          <Button variant="secondary" icon="pi pi-filter-slash" onClick={clearFilters}>
            {t('client.clearFilters')}
          </Button>
        )}
      </FilterTableHeading>
      {state.status === 'loading' ? (
        <LoadingPlaceholder label={t('client.loading')} className="list-table__skeleton">
          {Array.from({ length: 6 }, (_, index) => (
            <SkeletonBlock key={index} className="list-table__skeleton-row" />
          ))}
        </LoadingPlaceholder>
      ) : (
        <div className="list-table filter-table">
          <DataTable
            value={rows}
            dataKey="id"
            pt={{
              table: { 'aria-label': t('client.tableLabel') },
            }}
            filters={filters}
            filterDisplay="row"
            onFilter={(event: DataTableStateEvent) => {
              setFilters(event.filters)
              setPage((current) => ({ ...current, first: 0 }))
            }}
            sortField={sort.field}
            sortOrder={sort.order}
            onSort={(event: DataTableStateEvent) => {
              setSort({ field: event.sortField, order: event.sortOrder })
              setPage((current) => ({ ...current, first: 0 }))
            }}
            paginator
            first={page.first}
            rows={page.rows}
            onPage={(event: DataTableStateEvent) =>
              setPage({ first: event.first, rows: event.rows })
            }
            rowsPerPageOptions={[...standardPageSizes]}
            paginatorTemplate={pageSizePaginator(tableText('rowsPerPage'))}
            currentPageReportTemplate={tableText('range', {
              first: '{first}',
              last: '{last}',
              total: '{totalRecords}',
            })}
            emptyMessage={t('client.empty')}
            responsiveLayout="stack"
            breakpoint="768px"
            rowHover
          >
            <Column
              field="full_name"
              header={t('columns.name')}
              sortable
              filter
              showFilterMenu={false}
              showClearButton={false}
              filterElement={textFilter(t('client.filter.name'))}
              body={(row: EmployeeRow) => <EmployeeCell row={row} />}
            />
            <Column
              field="post"
              header={t('columns.post')}
              sortable
              filter
              showFilterMenu={false}
              showClearButton={false}
              filterElement={textFilter(t('client.filter.post'))}
            />
            <Column
              field="city"
              header={t('columns.city')}
              sortable
              filter
              showFilterMenu={false}
              showClearButton={false}
              filterElement={textFilter(t('client.filter.city'))}
            />
            <Column
              field="startTime"
              header={t('columns.startDate')}
              sortable
              className="datatable__nowrap"
              body={(row: EmployeeRow) => format.startDate(row)}
            />
            <Column
              field="salaryValue"
              header={t('columns.salary')}
              sortable
              className="datatable__number"
              body={(row: EmployeeRow) => format.salary(row)}
            />
            <Column
              field="ageValue"
              header={t('columns.age')}
              sortable
              className="datatable__number"
              body={(row: EmployeeRow) => format.age(row)}
            />
            <Column
              field="status"
              header={t('columns.status')}
              sortable
              filter
              showFilterMenu={false}
              showClearButton={false}
              filterElement={statusFilter}
              body={(row: EmployeeRow) => <StatusChip status={row.status} />}
            />
          </DataTable>
        </div>
      )}
    </section>
  )
}

function FilterTableHeading({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('datatable')
  return (
    <header className="datatable__heading datatable__heading--actions">
      <div>
        <h2 id="datatable-client-title">{t('client.title')}</h2>
        <p>{t('client.hint')}</p>
      </div>
      {children}
    </header>
  )
}
