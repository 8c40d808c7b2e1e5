import { useTranslation } from 'react-i18next'
import { draftOf } from '@models/invoices/invoice-draft'
import type { InvoiceWithPayment } from '@models/invoices/invoices'
import { useRouteParams } from '@/components/route-params'
import { InvoiceForm, InvoiceFormActions } from './invoice-form'
import { invoicePaths } from './invoice-format'
import { WithInvoice } from './invoice-states'
import { useInvoiceForm } from './use-invoice-form'
import './invoices.css'
import './invoice-form.css'

/** One invoice's fields to change (/apps/invoice/edit/:id); without an id, the newest one's. */
export default function InvoiceEditPage() {
  const { id } = useRouteParams()
  return (
    <div className="page-stack">
      <WithInvoice segment={id} pathOf={invoicePaths.edit}>
        {(invoice) => <EditInvoice invoice={invoice} />}
      </WithInvoice>
    </div>
  )
}

function EditInvoice({ invoice }: { invoice: InvoiceWithPayment }) {
  const { t } = useTranslation('invoices')
  // The draft starts from the invoice as it is now; a refresh behind it does not undo typing.
  const form = useInvoiceForm(() => draftOf(invoice), invoice.id)
  return (
    <>
      <header className="page-header">
        <h1>{t('edit.editTitle', { id: invoice.id })}</h1>
        <p>{t('edit.editSubtitle')}</p>
      </header>
      <InvoiceForm
        form={form}
        actions={
          <InvoiceFormActions
            saving={form.saving}
            saveLabel={t('edit.save')}
            back={invoicePaths.preview(invoice.id)}
            backLabel={t('edit.backToPreview')}
          />
        }
      />
    </>
  )
}
