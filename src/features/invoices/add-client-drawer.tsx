import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { checkInvoiceClient, type InvoiceClient } from '@models/invoices/invoices'
import { trimInvisible } from '@models/format/visible-text'
import { fieldErrorsOf, reportError } from '@/services/error-catalogue'
import { notify } from '@/services/toast'
import { addClient } from '@/services/invoices/invoice-row'
import { useDialogDraft } from '@/services/list/use-change-dialog'
import { Modal } from '@/components/modal/modal'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'

const fields: { field: keyof InvoiceClient; type?: string; autoComplete?: string }[] = [
  { field: 'name' },
  { field: 'company' },
  { field: 'companyEmail', type: 'email' },
  { field: 'address' },
  { field: 'country' },
  { field: 'contact', type: 'tel' },
]

const emptyClient: InvoiceClient = {
  name: '',
  company: '',
  address: '',
  country: '',
  contact: '',
  companyEmail: '',
}

/**
 * A drawer that adds a client and gives it to the form. It stays open while the server is
 * asked, and keeps what was typed with the server's words when it refuses.
 */
export function AddClientDrawer({
  onAdded,
  onClose,
}: {
  onAdded: (client: InvoiceClient) => void
  onClose: () => void
}) {
  const { t } = useTranslation('invoices')
  const [busy, setBusy] = useState(false)
  const [refused, setRefused] = useState<Record<string, string>>({})
  const form = useDialogDraft({
    initial: emptyClient,
    server: {},
    check: checkInvoiceClient,
    onSave: async (draft: InvoiceClient) => {
      setBusy(true)
      try {
        const client: InvoiceClient = {
          name: trimInvisible(draft.name),
          company: trimInvisible(draft.company),
          address: trimInvisible(draft.address),
          country: trimInvisible(draft.country),
          contact: trimInvisible(draft.contact),
          companyEmail: trimInvisible(draft.companyEmail),
        }
        const added = await addClient(client)
        notify({ severity: 'success', summary: t('toast.clientAdded', { name: added.name }) })
        onAdded(added)
      } catch (error) {
        setRefused(await fieldErrorsOf(error))
        void reportError(error, t('toast.clientRefused'))
        setBusy(false)
      }
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const formElement = event.currentTarget
    if (!form.submit())
      queueMicrotask(() => formElement.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }
  return (
    <Modal
      variant="drawer"
      title={t('client.title')}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('client.cancel')}
          </Button>
          <Button type="submit" form="add-client-form" icon="pi pi-check" aria-disabled={busy}>
            {t('client.save')}
          </Button>
        </>
      }
    >
      <form id="add-client-form" className="invoice-drawer-form" noValidate onSubmit={submit}>
        {fields.map(({ field, type = 'text' }) => (
          <FormField
            key={field}
            label={t(`client.${field}`)}
            error={
              form.problems[field]
                ? t(`edit.problems.${form.problems[field]}`)
                : (refused[field] ?? form.server[field])
            }
          >
            {(control) => (
              <input
                {...control}
                className="input"
                type={type}
                autoComplete="off"
                maxLength={120}
                value={form.draft[field]}
                onChange={(event) => {
                  setRefused(({ [field]: _gone, ...rest }) => rest)
                  form.change({ ...form.draft, [field]: event.target.value }, [field])
                }}
              />
            )}
          </FormField>
        ))}
      </form>
    </Modal>
  )
}
