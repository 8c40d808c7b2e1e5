import { useTranslation } from 'react-i18next'
import { Paginator, type PaginatorPageChangeEvent } from 'primereact/paginator'
import type { ListView } from '@/services/list/use-list'
import { usePrimeLocale } from './prime-locale'
import './list-table.css'

/**
 * The pages of a list shown other than as a table (the shop's cards): PrimeReact's paginator in
 * the list table's look, with the range on the start side ("1–9 of 27"). The list's one page
 * size, so no page-size select.
 */
export function ListPaginator<Row extends object>({ list }: { list: ListView<Row> }) {
  const { t } = useTranslation('table')
  usePrimeLocale()
  const { page, params } = list
  if (!page || page.total <= params.perPage) return null
  const first = (params.page - 1) * params.perPage
  const last = Math.min(first + page.rows.length, page.total)
  return (
    <div className="list-table list-paginator">
      <Paginator
        first={first}
        rows={params.perPage}
        totalRecords={page.total}
        template="CurrentPageReport PrevPageLink PageLinks NextPageLink"
        currentPageReportTemplate={t('range', { first: first + 1, last, total: page.total })}
        onPageChange={(event: PaginatorPageChangeEvent) => list.goToPage(event.page + 1)}
      />
    </div>
  )
}
