import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { invoiceStatuses, type InvoiceSummary } from '@models/invoices/invoices'
import type { CsvColumn } from '@models/lists/csv'
import type { ListView } from '@/services/list/use-list'
import type { InvoiceChange } from '@/services/invoices/invoice-list'
import { notify } from '@/services/toast'
import { ListScreen, type ListColumn, type ListFilter } from '@/components/list-screen/list-screen'
import {
  InvoiceBalanceCell,
  InvoiceClientCell,
  InvoiceIdCell,
  InvoiceStatusIcon,
} from './invoice-cells'
import { invoiceAnswer } from '@/services/invoices/invoice-row'
import { duplicateDraft, invoicePaths, useInvoiceFormat } from './invoice-format'

/**
 * The invoices as a list (the list pattern): a status filter and a search, the sort and the page,
 * all in the URL; on each row preview, edit, download, duplicate and delete (behind its Undo);
 * several rows deleted at once; the matches exported as CSV.
 */
export function InvoicesTable({ list }: { list: ListView<InvoiceSummary, InvoiceChange> }) {
  const { t } = useTranslation('invoices')
  const format = useInvoiceFormat()

  const duplicate = async (invoice: InvoiceSummary) => {
    const outcome = await list.change({ kind: 'add', draft: duplicateDraft(invoice) })
    const copy = outcome.status === 'done' ? invoiceAnswer(outcome.result) : undefined
    if (copy)
      notify({
        severity: 'success',
        summary: t('toast.duplicated', { id: invoice.id, copy: copy.id }),
      })
  }

  const filters: ListFilter[] = useMemo(
    () => [
      {
        name: 'status',
        label: t('filters.status'),
        options: invoiceStatuses.map((status) => ({ value: status, label: format.status(status) })),
      },
    ],
    [t, format],
  )

  const columns: ListColumn<InvoiceSummary>[] = [
    {
      field: 'id',
      header: t('columns.id'),
      sortable: true,
      body: (invoice) => <InvoiceIdCell invoice={invoice} />,
    },
    {
      field: 'invoiceStatus',
      header: t('columns.status'),
      sortable: true,
      className: 'invoice-table__status',
      body: (invoice) => <InvoiceStatusIcon invoice={invoice} />,
    },
    {
      field: 'client',
      header: t('columns.client'),
      sortable: true,
      className: 'invoice-table__client',
      body: (invoice) => <InvoiceClientCell invoice={invoice} />,
    },
    {
      field: 'total',
      header: t('columns.total'),
      sortable: true,
      className: 'invoice-table__amount',
      body: (invoice) => format.money(invoice.total),
    },
    {
      field: 'issuedDate',
      header: t('columns.issuedDate'),
      sortable: true,
      className: 'invoice-table__amount',
      body: (invoice) => format.date(invoice.issuedDate),
    },
    {
      field: 'balance',
      header: t('columns.balance'),
      sortable: true,
      className: 'invoice-table__amount',
      body: (invoice) => <InvoiceBalanceCell invoice={invoice} />,
    },
  ]

  const csvColumns: CsvColumn<InvoiceSummary>[] = [
    { header: t('csv.id'), value: (invoice) => invoice.id },
    { header: t('csv.status'), value: (invoice) => invoice.invoiceStatus },
    { header: t('csv.client'), value: (invoice) => invoice.client.name },
    { header: t('csv.email'), value: (invoice) => invoice.client.companyEmail },
    { header: t('csv.service'), value: (invoice) => invoice.service },
    { header: t('csv.total'), value: (invoice) => (invoice.total / 100).toFixed(2) },
    { header: t('csv.issuedDate'), value: (invoice) => invoice.issuedDate },
    { header: t('csv.dueDate'), value: (invoice) => invoice.dueDate },
    { header: t('csv.balance'), value: (invoice) => (invoice.balance / 100).toFixed(2) },
  ]

  return (
    <ListScreen
      list={list}
      title={t('list.tableTitle')}
      className="invoices-table"
      columns={columns}
      filters={filters}
      searchLabel={t('list.search')}
      actions={
        <Link href={invoicePaths.add} className="btn btn--primary">
          <i className="pi pi-plus" aria-hidden="true" />
          {t('list.add')}
        </Link>
      }
      rowActions={[
        {
          icon: 'pi pi-eye',
          label: (invoice) => t('list.preview', { id: invoice.id }),
          href: (invoice) => invoicePaths.preview(invoice.id),
        },
        {
          icon: 'pi pi-pencil',
          label: (invoice) => t('list.edit', { id: invoice.id }),
          href: (invoice) => invoicePaths.edit(invoice.id),
        },
        {
          icon: 'pi pi-download',
          label: (invoice) => t('list.download', { id: invoice.id }),
          href: (invoice) => invoicePaths.download(invoice.id),
        },
        {
          icon: 'pi pi-copy',
          label: (invoice) => t('list.duplicate', { id: invoice.id }),
          run: (invoice) => void duplicate(invoice),
        },
      ]}
      remove={{
        label: (invoice) => t('list.delete', { id: invoice.id }),
        selectedLabel: t('list.deleteSelected'),
      }}
      csv={{ fileName: 'invoices.csv', columns: csvColumns }}
      empty={t('list.empty')}
      rowName="id"
    />
  )
}
