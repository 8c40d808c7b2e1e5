import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { invoiceStatuses, type InvoiceSummary } from '@models/invoices'
import { toCsv, type CsvColumn } from '@models/csv'
import type { ListView } from '@/services/list/use-list'
import { invoiceList, type InvoiceChange } from '@/services/invoices/invoice-list'
import { notify } from '@/services/toast'
import { ListTable, type ListColumn } from '@/components/list-table/list-table'
import { ListToolbar, type ListFilter } from '@/components/list-table/list-toolbar'
import { ExportCsvButton } from '@/components/list-table/export-csv-button'
import { DeleteSelectedButton, SelectionBar } from '@/components/list-table/selection-bar'
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
  const [selection, setSelection] = useState<InvoiceSummary[]>([])

  const remove = (ids: number[]) => {
    setSelection((rows) => rows.filter((row) => !ids.includes(row.id)))
    void list.change({ kind: 'delete', ids })
  }

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

  const action = (label: string, icon: string, onClick: () => void) => (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <i className={icon} aria-hidden="true" />
    </button>
  )
  const link = (label: string, icon: string, href: string) => (
    <Link href={href} className="icon-button" aria-label={label} title={label}>
      <i className={icon} aria-hidden="true" />
    </Link>
  )

  return (
    <section className="card invoices-table" aria-labelledby="invoices-table-title">
      <h2 id="invoices-table-title" className="invoices-table__title">
        {t('list.tableTitle')}
      </h2>
      <ListToolbar list={list} filters={filters} searchLabel={t('list.search')}>
        <ExportCsvButton
          source={invoiceList}
          params={list.params}
          fileName="invoices.csv"
          toCsv={(rows) => toCsv(csvColumns, rows)}
        />
        <Link href={invoicePaths.add} className="btn btn--primary">
          <i className="pi pi-plus" aria-hidden="true" />
          {t('list.add')}
        </Link>
      </ListToolbar>
      <SelectionBar count={selection.length} onClear={() => setSelection([])}>
        <DeleteSelectedButton onDelete={() => remove(selection.map((invoice) => invoice.id))}>
          {t('list.deleteSelected')}
        </DeleteSelectedButton>
      </SelectionBar>
      <ListTable
        list={list}
        columns={columns}
        label={t('list.tableTitle')}
        rowName="id"
        empty={t('list.empty')}
        selection={selection}
        onSelectionChange={setSelection}
        rowActions={(invoice) => (
          <span className="row-actions">
            {link(
              t('list.preview', { id: invoice.id }),
              'pi pi-eye',
              invoicePaths.preview(invoice.id),
            )}
            {link(
              t('list.edit', { id: invoice.id }),
              'pi pi-pencil',
              invoicePaths.edit(invoice.id),
            )}
            {link(
              t('list.download', { id: invoice.id }),
              'pi pi-download',
              invoicePaths.download(invoice.id),
            )}
            {action(
              t('list.duplicate', { id: invoice.id }),
              'pi pi-copy',
              () => void duplicate(invoice),
            )}
            {action(t('list.delete', { id: invoice.id }), 'pi pi-trash', () =>
              remove([invoice.id]),
            )}
          </span>
        )}
      />
    </section>
  )
}
