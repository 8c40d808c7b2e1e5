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
  const { page, params } = list
  if (!page) return null
  return (
    <PagePaginator
      page={params.page}
      perPage={params.perPage}
      shown={page.rows.length}
      total={page.total}
      onPage={(next) => list.goToPage(next)}
    />
  )
}

/**
 * The same paginator for pages counted elsewhere: page `page` (from 1) of `total` rows,
 * `perPage` a page, `shown` of them on this one. Nothing when everything fits on one page.
 */
export function PagePaginator({
  page,
  perPage,
  shown,
  total,
  onPage,
}: {
  page: number
  perPage: number
  shown: number
  total: number
  onPage: (page: number) => void
}) {
  const { t } = useTranslation('table')
  usePrimeLocale()
  if (total <= perPage) return null
  const first = (page - 1) * perPage
  const last = Math.min(first + shown, total)
  return (
    <div className="list-table list-paginator">
      <Paginator
        first={first}
        rows={perPage}
        totalRecords={total}
        template="CurrentPageReport PrevPageLink PageLinks NextPageLink"
        currentPageReportTemplate={t('range', { first: first + 1, last, total })}
        onPageChange={(event: PaginatorPageChangeEvent) => onPage(event.page + 1)}
      />
    </div>
  )
}
