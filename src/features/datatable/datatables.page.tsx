import { useTranslation } from 'react-i18next'
import { DatatableServerTable } from './datatable-server-table'
import { DatatableFilterTable } from './datatable-filter-table'
import './datatable.css'

/**
 * The data table (/datatables): the employees paged by the server on the list pattern, and below
 * them all 100 filtered in the browser.
 */
export default function DatatablesPage() {
  const { t } = useTranslation('datatable')
  return (
    <div className="page-stack">
      <header className="page-header">
        <h1>{t('page.title')}</h1>
        <p>{t('page.subtitle')}</p>
      </header>
      <DatatableServerTable />
      <DatatableFilterTable />
    </div>
  )
}
