import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { InvoiceSummary } from '@models/invoices/invoices'
import { PersonCell } from '@/components/person-cell/person-cell'
import { invoicePaths, statusLook, useInvoiceFormat } from './invoice-format'

const saved = (invoice: InvoiceSummary) => typeof invoice.id === 'number'

/** The invoice's number, a link to its preview once the server has it. */
export function InvoiceIdCell({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation('invoices')
  if (!saved(invoice)) return <span className="invoice-id">#…</span>
  return (
    <Link
      href={invoicePaths.preview(invoice.id)}
      className="invoice-id"
      aria-label={t('list.preview', { id: invoice.id })}
    >
      #{invoice.id}
    </Link>
  )
}

/**
 * The status as an icon in its tone; its tooltip (on hover and on keyboard focus) says the
 * status, the balance and the due date.
 */
export function InvoiceStatusIcon({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation('invoices')
  const format = useInvoiceFormat()
  const tipId = useId()
  const { icon, tone } = statusLook(invoice.invoiceStatus)
  return (
    <span
      className={`invoice-status tone--${tone}`}
      role="img"
      tabIndex={0}
      aria-label={format.status(invoice.invoiceStatus)}
      aria-describedby={tipId}
    >
      <i className={icon} aria-hidden="true" />
      <span role="tooltip" id={tipId} className="invoice-status__tip">
        {t('list.statusTip', {
          status: format.status(invoice.invoiceStatus),
          balance: format.money(invoice.balance),
          due: format.date(invoice.dueDate),
        })}
      </span>
    </span>
  )
}

/** The client: picture or initials, the name and the email. */
export function InvoiceClientCell({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <PersonCell
      name={invoice.client.name}
      avatar={invoice.avatar}
      detail={invoice.client.companyEmail}
    />
  )
}

/** The balance still owed, or a Paid chip when nothing is. */
export function InvoiceBalanceCell({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation('invoices')
  const format = useInvoiceFormat()
  if (invoice.balance === 0)
    return <span className="status-chip tone--success">{t('list.paid')}</span>
  return <span className="invoice-amount">{format.money(invoice.balance)}</span>
}
