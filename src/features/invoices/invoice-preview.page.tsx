import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useSearch } from 'wouter'
import { statusAfterPayment, type InvoicePayment } from '@models/invoices/invoices'
import type { InvoiceWithPayment } from '@models/invoices/invoices'
import { changeInvoices } from '@/services/invoices/invoice-row'
import { useChangeDialog } from '@/services/list/use-change-dialog'
import { notify } from '@/services/toast'
import { useRouteParams } from '@/components/route-params'
import { Button } from '@/components/button'
import { InvoiceDocument } from './invoice-document'
import {
  AddPaymentDrawer,
  SendInvoiceDrawer,
  useSendDraftOf,
  type PaymentDraft,
  type SendDraft,
} from './invoice-drawers'
import { invoicePaths, useInvoiceFormat } from './invoice-format'
import { WithInvoice } from './invoice-states'
import './invoices.css'
import './invoice-preview.css'

/**
 * One invoice as its client receives it (/apps/invoice/preview/:id), with what can be done with
 * it: send it (a drawer), download it (the print dialog's Save as PDF), print it (the invoice
 * alone on the page), edit it, add a payment (a drawer). `?print=1` (the list's Download) opens
 * the print dialog once the invoice shows. Without an id, the newest invoice opens.
 */
export default function InvoicePreviewPage() {
  const { id } = useRouteParams()
  return (
    <div className="page-stack invoice-preview">
      <WithInvoice segment={id} pathOf={invoicePaths.preview}>
        {(invoice, pending) => <InvoicePreview invoice={invoice} pending={pending} />}
      </WithInvoice>
    </div>
  )
}

const today = () => {
  const date = new Date()
  const two = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`
}

function InvoicePreview({ invoice, pending }: { invoice: InvoiceWithPayment; pending: boolean }) {
  const { t } = useTranslation('invoices')
  const format = useInvoiceFormat()
  const search = useSearch()
  const [path, navigate] = useLocation()
  const sendDraftOf = useSendDraftOf()

  // The list's Download: the print dialog, once, then the plain address.
  const printAsked = new URLSearchParams(search).get('print') === '1'
  useEffect(() => {
    if (!printAsked) return
    navigate(path, { replace: true })
    // After the page painted the invoice.
    const timer = window.setTimeout(() => window.print(), 100)
    return () => window.clearTimeout(timer)
  }, [printAsked, path, navigate])

  const sending = useChangeDialog(async (draft: SendDraft) => {
    const outcome = await changeInvoices({
      kind: 'update',
      id: invoice.id,
      patch: {
        message: draft,
        ...(['Draft', 'Downloaded'].includes(invoice.invoiceStatus) && { invoiceStatus: 'Sent' }),
      },
    })
    if (outcome.status === 'done')
      notify({ severity: 'success', summary: t('toast.sent', { id: invoice.id, to: draft.to }) })
    return outcome
  })

  const paying = useChangeDialog(async (draft: PaymentDraft) => {
    // The drawer checked the amount before it let the draft go.
    const payment: InvoicePayment = {
      amount: draft.amount!,
      date: draft.date,
      method: draft.method,
    }
    const balance = invoice.balance - payment.amount
    const outcome = await changeInvoices({
      kind: 'update',
      id: invoice.id,
      patch: { payment, balance, invoiceStatus: statusAfterPayment(balance) },
    })
    if (outcome.status === 'done')
      notify({
        severity: 'success',
        summary: t('toast.paymentAdded', { amount: format.money(payment.amount) }),
      })
    return outcome
  })
  const paymentDraft = (): PaymentDraft => ({
    amount: invoice.balance,
    date: today(),
    method: 'bankTransfer',
    note: '',
  })

  return (
    <>
      <header className="page-header page-header--actions invoice-preview__header">
        <div>
          <h1>{t('preview.title', { id: invoice.id })}</h1>
          <p>{t('preview.subtitle')}</p>
        </div>
        <Link href={invoicePaths.list} className="btn btn--secondary">
          <i className="pi pi-arrow-left" aria-hidden="true" />
          {t('preview.backToList')}
        </Link>
      </header>
      <div className={pending ? 'invoice-columns invoice-columns--pending' : 'invoice-columns'}>
        <InvoiceDocument invoice={invoice} />
        <aside className="card invoice-side" aria-label={t('preview.actions')}>
          <Button icon="pi pi-send" onClick={() => sending.start(null, sendDraftOf(invoice))}>
            {t('preview.send')}
          </Button>
          <Button variant="secondary" icon="pi pi-download" onClick={() => window.print()}>
            {t('preview.download')}
          </Button>
          <Button variant="secondary" icon="pi pi-print" onClick={() => window.print()}>
            {t('preview.print')}
          </Button>
          <Link href={invoicePaths.edit(invoice.id)} className="btn btn--secondary">
            <i className="pi pi-pencil" aria-hidden="true" />
            {t('preview.edit')}
          </Link>
          <Button
            variant="secondary"
            icon="pi pi-dollar"
            disabled={invoice.balance === 0}
            onClick={() => paying.start(null, paymentDraft())}
          >
            {t('preview.addPayment')}
          </Button>
        </aside>
      </div>
      {sending.shown && (
        <SendInvoiceDrawer
          invoice={invoice}
          initial={sending.shown.draft}
          server={sending.shown.server}
          onSend={(draft) => void sending.save(draft)}
          onClose={sending.close}
        />
      )}
      {paying.shown && (
        <AddPaymentDrawer
          invoice={invoice}
          initial={paying.shown.draft}
          server={paying.shown.server}
          onAdd={(payment) => void paying.save(payment)}
          onClose={paying.close}
        />
      )}
    </>
  )
}
