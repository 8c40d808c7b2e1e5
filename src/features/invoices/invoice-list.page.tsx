import { useTranslation } from 'react-i18next'
import { InvoiceStats } from './invoice-stats'
import { InvoicesTable } from './invoices-table'
import './invoices.css'

/** The invoice list (/apps/invoice/list): the figures of every invoice, and the invoices. */
export default function InvoiceListPage() {
  const { t } = useTranslation('invoices')
  return (
    <div className="page-stack">
      <header className="page-header">
        <h1>{t('list.title')}</h1>
        <p>{t('list.subtitle')}</p>
      </header>
      <InvoiceStats />
      <InvoicesTable />
    </div>
  )
}
