import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { DatatableRow } from '@models/datatable/datatable-row'
import { allDatatableRowsQuery } from '@/services/datatable/datatable-query'
import { useQuery } from '@/services/use-query'
import { useErrorText } from '@/services/load-error-text'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { EmployeeCell, StatusChip } from './datatable-cells'
import { useDatatableFormat } from './datatable-format'
import './tables.css'

/** How many rows each table shows: the first of the data table's. */
const shownRows = 10

/** The basic table styles, each in a card of its own. */
const variants = ['striped', 'bordered', 'hover', 'small', 'dark'] as const
type Variant = (typeof variants)[number]

/** One style of table over the rows: a plain <table> whose caption names it. */
function BasicTable({ variant, rows }: { variant: Variant; rows: readonly DatatableRow[] }) {
  const { t } = useTranslation('datatable')
  const format = useDatatableFormat()
  const titleId = useId()
  return (
    <section className="card basic-table-card">
      <h2 id={titleId}>{t(`tables.${variant}.title`)}</h2>
      {/* Scrolls sideways inside the card on a narrow screen, never the page; reachable by the
          keyboard so that it can be scrolled without a mouse, and named by the card's title. */}
      <div className="basic-table-scroll" role="region" aria-labelledby={titleId} tabIndex={0}>
        <table className={`basic-table basic-table--${variant}`}>
          <caption>{t(`tables.${variant}.caption`, { count: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.name')}</th>
              <th scope="col">{t('columns.post')}</th>
              <th scope="col">{t('columns.city')}</th>
              <th scope="col">{t('columns.startDate')}</th>
              <th scope="col">{t('columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <EmployeeCell row={row} />
                </td>
                <td>{row.post}</td>
                <td>{row.city}</td>
                <td>{format.startDate(row)}</td>
                <td>
                  <StatusChip status={row.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** The basic tables (/tables): striped, bordered, hover, small and dark, over the same rows. */
export default function TablesPage() {
  const { t } = useTranslation('datatable')
  const { state, retry } = useQuery(allDatatableRowsQuery)
  const errorText = useErrorText(state.status === 'error' ? state.error : null) ?? ''
  const rows = state.status === 'ready' ? state.data.slice(0, shownRows) : []
  return (
    <div className="page-stack basic-tables">
      <header className="page-header">
        <h1>{t('tables.title')}</h1>
        <p>{t('tables.subtitle')}</p>
      </header>
      {state.status === 'error' && (
        <LoadError look="page" title={t('tables.loadFailed')} message={errorText} onRetry={retry} />
      )}
      {state.status === 'loading' && (
        <LoadingPlaceholder label={t('tables.loading')} className="card basic-tables__skeleton">
          {Array.from({ length: 6 }, (_, index) => (
            <SkeletonBlock key={index} className="basic-tables__skeleton-row" />
          ))}
        </LoadingPlaceholder>
      )}
      {state.status === 'ready' &&
        variants.map((variant) => <BasicTable key={variant} variant={variant} rows={rows} />)}
    </div>
  )
}
