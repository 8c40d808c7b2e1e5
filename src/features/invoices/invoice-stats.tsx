import { useTranslation } from 'react-i18next'
import type { InvoiceSummary } from '@models/invoices'
import { useQuery } from '@/services/use-query'
import { useErrorText } from '@/services/load-error-text'
import { allInvoicesQuery } from '@/services/invoices/invoices-query'
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

/** The statistic cards above the list: how many clients and invoices, paid and unpaid amounts. */
export function InvoiceStats() {
  const { t, i18n } = useTranslation('invoices')
  const format = useInvoiceFormat()
  const { state, retry } = useQuery(allInvoicesQuery)
  const errorText = useErrorText(state.status === 'error' ? state.error : null)
  if (state.status === 'error')
    return (
      <LoadError
        look="line"
        title={t('stats.loadFailed')}
        message={errorText ?? ''}
        onRetry={retry}
      />
    )
  const figures = state.status === 'ready' ? figuresOf(state.data) : undefined
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
