import { useTranslation } from 'react-i18next'
import type { InvoiceSummary } from '@models/invoices/invoices'
import { useErrorText } from '@/services/load-error-text'
import type { ListView } from '@/services/list/use-list'
import { allInvoicesOf } from '@/services/invoices/invoice-list'
import { FigureCard } from '@/components/figure-card/figure-card'
import { LoadError } from '@/components/load-states'
import { useInvoiceFormat } from './invoice-format'

/** The figures of the cards: clients, invoices, what was paid and what is still owed. */
function figuresOf(invoices: readonly InvoiceSummary[]) {
  return {
    clients: new Set(invoices.map((invoice) => invoice.client.name)).size,
    invoices: invoices.length,
    drafts: invoices.filter((invoice) => invoice.invoiceStatus === 'Draft').length,
    paid: invoices.reduce((sum, invoice) => sum + invoice.total - invoice.balance, 0),
    unpaid: invoices.reduce((sum, invoice) => sum + invoice.balance, 0),
    pastDue: invoices.filter((invoice) => invoice.invoiceStatus === 'Past Due').length,
  }
}

/**
 * The statistic cards above the list: how many clients and invoices, paid and unpaid amounts.
 * Every answer of the list carries every invoice (`allData`), so the cards read the list's last
 * answer, and the list's first visit asks the server once. They keep their figures while the next
 * page loads or when it fails; they say so only when no answer came at all.
 */
export function InvoiceStats({ list }: { list: ListView<InvoiceSummary> }) {
  const { t, i18n } = useTranslation('invoices')
  const format = useInvoiceFormat()
  const invoices = allInvoicesOf(list.loaded)
  const failed = invoices === undefined && list.status === 'failed'
  const errorText = useErrorText(failed ? list.error : null)
  if (failed)
    return (
      <LoadError
        look="line"
        title={t('stats.loadFailed')}
        message={errorText ?? ''}
        onRetry={list.retry}
      />
    )
  const figures = invoices && figuresOf(invoices)
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <div className="grid invoice-stats">
      <FigureCard
        label={t('stats.clients')}
        figure={figures && number.format(figures.clients)}
        caption={t('stats.clientsCaption')}
        icon="pi pi-users"
        tone="primary"
      />
      <FigureCard
        label={t('stats.invoices')}
        figure={figures && number.format(figures.invoices)}
        caption={figures && t('stats.invoicesCaption', { drafts: figures.drafts })}
        icon="pi pi-file"
        tone="info"
      />
      <FigureCard
        label={t('stats.paid')}
        figure={figures && format.money(figures.paid)}
        caption={t('stats.paidCaption')}
        icon="pi pi-check-circle"
        tone="success"
      />
      <FigureCard
        label={t('stats.unpaid')}
        figure={figures && format.money(figures.unpaid)}
        caption={figures && t('stats.unpaidCaption', { count: figures.pastDue })}
        icon="pi pi-exclamation-circle"
        tone="danger"
      />
    </div>
  )
}
