import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import type { InvoiceWithPayment } from '@models/invoices/invoices'
import { invoiceIdOf } from '@/services/invoices/invoices-query'
import { allInvoicesQuery } from '@/services/invoices/invoices-query'
import { useInvoice } from '@/services/invoices/invoice-row'
import { useQuery } from '@/services/use-query'
import { useErrorText } from '@/services/load-error-text'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { invoicePaths } from './invoice-format'

/** The page while the invoice loads: grey blocks where the document and its actions go. */
export function InvoiceSkeleton() {
  const { t } = useTranslation('invoices')
  return (
    <LoadingPlaceholder className="invoice-columns" label={t('preview.loading')}>
      <div className="card invoice-skeleton">
        <SkeletonBlock className="invoice-skeleton__title" />
        {Array.from({ length: 8 }, (_, row) => (
          <SkeletonBlock className="invoice-skeleton__line" key={row} />
        ))}
      </div>
      <div className="card invoice-skeleton invoice-skeleton--side">
        {Array.from({ length: 4 }, (_, row) => (
          <SkeletonBlock className="invoice-skeleton__button" key={row} />
        ))}
      </div>
    </LoadingPlaceholder>
  )
}

/** A message in place of the invoice (not found, none yet), with the way back to the list. */
function InvoiceMessage({
  icon,
  title,
  message,
}: {
  icon: string
  title: string
  message: string
}) {
  const { t } = useTranslation('invoices')
  return (
    <section className="card invoice-message" aria-labelledby="invoice-message-title">
      <i className={`${icon} invoice-message__icon`} aria-hidden="true" />
      <h2 id="invoice-message-title">{title}</h2>
      <p>{message}</p>
      <Link href={invoicePaths.list} className="btn btn--primary">
        {t('preview.backToList')}
      </Link>
    </section>
  )
}

export function InvoiceNotFound() {
  const { t } = useTranslation('invoices')
  return (
    <InvoiceMessage
      icon="pi pi-file-excel"
      title={t('preview.notFound.title')}
      message={t('preview.notFound.message')}
    />
  )
}

/**
 * A page of one invoice (preview, edit) by the `:id` of its path: the invoice once loaded (with
 * its changes on their way), else its loading, failure or not-found state. Without an id, the
 * newest invoice opens in place of the URL, so Back does not come here again.
 */
export function WithInvoice({
  segment,
  pathOf,
  children,
}: {
  segment: string | undefined
  pathOf: (id: number) => string
  children: (invoice: InvoiceWithPayment, pending: boolean) => ReactNode
}) {
  if (segment === undefined) return <OpenNewest pathOf={pathOf} />
  const id = invoiceIdOf(segment)
  if (id === null) return <InvoiceNotFound />
  return (
    <LoadedInvoice key={id} id={id}>
      {children}
    </LoadedInvoice>
  )
}

function LoadedInvoice({
  id,
  children,
}: {
  id: number
  children: (invoice: InvoiceWithPayment, pending: boolean) => ReactNode
}) {
  const { t } = useTranslation('invoices')
  const { invoice, pending, error, notFound, retry } = useInvoice(id)
  const errorText = useErrorText(error)
  if (invoice) return children(invoice, pending)
  if (notFound) return <InvoiceNotFound />
  if (error)
    return (
      <LoadError
        look="page"
        title={t('preview.loadFailed')}
        message={errorText ?? ''}
        onRetry={retry}
      />
    )
  return <InvoiceSkeleton />
}

function OpenNewest({ pathOf }: { pathOf: (id: number) => string }) {
  const { t } = useTranslation('invoices')
  const [, navigate] = useLocation()
  const { state, retry } = useQuery(allInvoicesQuery)
  const errorText = useErrorText(state.status === 'error' ? state.error : null)
  const newest =
    state.status === 'ready' && state.data.length > 0
      ? Math.max(...state.data.map((invoice) => invoice.id))
      : undefined
  useEffect(() => {
    if (newest !== undefined) navigate(pathOf(newest), { replace: true })
  }, [newest, navigate, pathOf])
  if (state.status === 'error')
    return (
      <LoadError
        look="page"
        title={t('preview.loadFailed')}
        message={errorText ?? ''}
        onRetry={retry}
      />
    )
  if (state.status === 'ready' && newest === undefined)
    return (
      <InvoiceMessage
        icon="pi pi-file"
        title={t('preview.noInvoices.title')}
        message={t('preview.noInvoices.message')}
      />
    )
  return <InvoiceSkeleton />
}
