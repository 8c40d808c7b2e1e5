import { useTranslation } from 'react-i18next'
import { useList } from '@/services/list/use-list'
import { invoiceList } from '@/services/invoices/invoice-list'
import { InvoiceStats } from './invoice-stats'
import { InvoicesTable } from './invoices-table'
import './invoices.css'

/**
 * The invoice list (/apps/invoice/list): the figures of every invoice, and the invoices. Both
 * read one list, so that one request answers them.
 */
export default function InvoiceListPage() {
  const { t } = useTranslation('invoices')
  const list = useList(invoiceList)
  return (
    <div className="page-stack">
      <header className="page-header">
        <h1>{t('list.title')}</h1>
        <p>{t('list.subtitle')}</p>
      </header>
      <InvoiceStats list={list} />
      <InvoicesTable list={list} />
    </div>
  )
}
