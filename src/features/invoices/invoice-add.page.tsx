import { useTranslation } from 'react-i18next'
import { emptyInvoiceDraft } from '@models/invoices/invoice-draft'
import { InvoiceForm, InvoiceFormActions } from './invoice-form'
import { invoicePaths } from './invoice-format'
import { useInvoiceForm } from './use-invoice-form'
import './invoices.css'
import './invoice-form.css'

const day = (offset: number) => {
  const date = new Date()
  date.setDate(date.getDate() + offset)
  const two = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`
}

/** A new invoice (/apps/invoice/add): issued today, due in 30 days, one empty line. */
export default function InvoiceAddPage() {
  const { t } = useTranslation('invoices')
  const form = useInvoiceForm(() => emptyInvoiceDraft(day(0), day(30)))
  return (
    <div className="page-stack">
      <header className="page-header">
        <h1>{t('edit.addTitle')}</h1>
        <p>{t('edit.addSubtitle')}</p>
      </header>
      <InvoiceForm
        form={form}
        actions={
          <InvoiceFormActions
            saving={form.saving}
            saveLabel={t('edit.create')}
            back={invoicePaths.list}
            backLabel={t('edit.cancel')}
          />
        }
      />
    </div>
  )
}
