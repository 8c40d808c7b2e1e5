import { useTranslation } from 'react-i18next'
import { invoiceTotals, lineAmount } from '@models/invoices/invoice-totals'
import type { InvoiceWithPayment } from '@models/invoices/invoices'
import { statusLook, useInvoiceFormat } from './invoice-format'

/**
 * The invoice as its client receives it, on screen and on paper: the company and the invoice's
 * number and dates, who it is to and where to pay, the lines, the totals and the note. The
 * totals come from the lines (integer cents), as the server's do.
 */
export function InvoiceDocument({ invoice }: { invoice: InvoiceWithPayment }) {
  const { t } = useTranslation('invoices')
  const format = useInvoiceFormat()
  const totals = invoiceTotals(invoice.lines, invoice.discountRate, invoice.taxRate)
  const { client, paymentDetails } = invoice
  const { tone } = statusLook(invoice.invoiceStatus)
  return (
    <article className="card invoice-document" aria-labelledby="invoice-document-title">
      <header className="invoice-document__head">
        <div className="invoice-document__company">
          <p className="invoice-document__brand">{t('preview.company.name')}</p>
          <p>{t('preview.company.address')}</p>
          <p>{t('preview.company.city')}</p>
          <p>{t('preview.company.phone')}</p>
        </div>
        <div className="invoice-document__meta">
          <h2 id="invoice-document-title">{t('preview.invoiceNumber', { id: invoice.id })}</h2>
          <dl className="invoice-pairs">
            <dt>{t('preview.dateIssued')}</dt>
            <dd>{format.date(invoice.issuedDate)}</dd>
            <dt>{t('preview.dueDate')}</dt>
            <dd>{format.date(invoice.dueDate)}</dd>
            <dt>{t('preview.status')}</dt>
            <dd>
              <span className={`status-chip tone--${tone}`}>
                {format.status(invoice.invoiceStatus)}
              </span>
            </dd>
          </dl>
        </div>
      </header>
      <div className="invoice-document__parties">
        <section aria-labelledby="invoice-to">
          <h3 id="invoice-to">{t('preview.invoiceTo')}</h3>
          <address>
            <strong>{client.name}</strong>
            {[client.company, client.address, client.country, client.contact, client.companyEmail]
              .filter(Boolean)
              .map((line) => (
                <span key={line}>{line}</span>
              ))}
          </address>
        </section>
        <section aria-labelledby="invoice-bill-to">
          <h3 id="invoice-bill-to">{t('preview.billTo')}</h3>
          <dl className="invoice-pairs">
            <dt>{t('preview.totalDue')}</dt>
            <dd className="invoice-document__due">{format.money(paymentDetails.totalDue)}</dd>
            <dt>{t('preview.bankName')}</dt>
            <dd>{paymentDetails.bankName}</dd>
            <dt>{t('preview.country')}</dt>
            <dd>{paymentDetails.country}</dd>
            <dt>{t('preview.iban')}</dt>
            <dd>{paymentDetails.iban}</dd>
            <dt>{t('preview.swiftCode')}</dt>
            <dd>{paymentDetails.swiftCode}</dd>
          </dl>
        </section>
      </div>
      <div className="invoice-document__lines">
        <table>
          <caption className="visually-hidden">{t('preview.lines', { id: invoice.id })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('preview.item')}</th>
              <th scope="col">{t('preview.description')}</th>
              <th scope="col" className="invoice-number">
                {t('preview.cost')}
              </th>
              <th scope="col" className="invoice-number">
                {t('preview.qty')}
              </th>
              <th scope="col" className="invoice-number">
                {t('preview.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <td data-label={t('preview.item')}>{line.item}</td>
                <td data-label={t('preview.description')}>{line.description}</td>
                <td data-label={t('preview.cost')} className="invoice-number">
                  {format.money(line.cost)}
                </td>
                <td data-label={t('preview.qty')} className="invoice-number">
                  {line.qty}
                </td>
                <td data-label={t('preview.price')} className="invoice-number">
                  {format.money(lineAmount(line))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="invoice-document__foot">
        <div>
          {invoice.salesperson && (
            <p>
              <strong>{t('preview.salesperson')}</strong> {invoice.salesperson}
            </p>
          )}
          <p>{t('preview.thanks')}</p>
        </div>
        <dl className="invoice-pairs invoice-document__totals">
          <dt>{t('preview.subtotal')}</dt>
          <dd data-total="subtotal">{format.money(totals.subtotal)}</dd>
          <dt>{t('preview.discount', { rate: format.rate(invoice.discountRate) })}</dt>
          <dd data-total="discount">
            {totals.discount > 0 ? `−${format.money(totals.discount)}` : format.money(0)}
          </dd>
          <dt>{t('preview.tax', { rate: format.rate(invoice.taxRate) })}</dt>
          <dd data-total="tax">{format.money(totals.tax)}</dd>
          <dt className="invoice-totals__total">{t('preview.total')}</dt>
          <dd className="invoice-totals__total" data-total="total">
            {format.money(totals.total)}
          </dd>
          <dt>{t('preview.paid')}</dt>
          <dd data-total="paid">{format.money(invoice.total - invoice.balance)}</dd>
          <dt>{t('preview.balance')}</dt>
          <dd data-total="balance">{format.money(invoice.balance)}</dd>
        </dl>
      </div>
      {invoice.note && (
        <p className="invoice-document__note">
          <strong>{t('preview.note')}</strong> {invoice.note}
        </p>
      )}
    </article>
  )
}
