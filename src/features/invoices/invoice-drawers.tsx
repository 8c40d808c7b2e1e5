import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { paymentMethods, type InvoiceMessage } from '@models/invoices/invoices'
import { useDialogDraft } from '@/services/list/use-change-dialog'
import type { InvoiceWithPayment } from '@models/invoices/invoices'
import { Modal } from '@/components/modal/modal'
import { Button } from '@/components/button'
import { DatePicker } from '@/components/pickers/date-picker'
import { FormField } from '@/components/form-field/form-field'
import { MoneyInput } from '@/components/number-input/number-input'
import { useInvoiceFormat } from './invoice-format'

/** A drawer's form: its fields, Cancel and the submit button; a wrong field takes the focus. */
function DrawerForm({
  id,
  title,
  submitLabel,
  cancelLabel,
  onSubmit,
  onClose,
  children,
}: {
  id: string
  title: string
  submitLabel: string
  cancelLabel: string
  onSubmit: () => boolean
  onClose: () => void
  children: ReactNode
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (!onSubmit())
      queueMicrotask(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }
  return (
    <Modal
      variant="drawer"
      title={title}
      onClose={onClose}
      initialFocus={() =>
        document.querySelector<HTMLElement>(`#${id} [aria-invalid="true"]`) ??
        document.querySelector<HTMLElement>(`#${id} input`)
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={id} icon="pi pi-check">
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={id} className="invoice-drawer-form" noValidate onSubmit={submit}>
        {children}
      </form>
    </Modal>
  )
}

export type SendDraft = InvoiceMessage

/** The message of an invoice as the send drawer first shows it. */
export function useSendDraftOf() {
  const { t } = useTranslation('invoices')
  const format = useInvoiceFormat()
  return (invoice: InvoiceWithPayment): SendDraft => ({
    to: invoice.client.companyEmail,
    subject: t('send.subjectText', { id: invoice.id }),
    message: t('send.messageText', {
      id: invoice.id,
      name: invoice.client.name,
      total: format.money(invoice.balance),
      due: format.date(invoice.dueDate),
    }),
  })
}

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function checkSend(draft: SendDraft) {
  return {
    to: !draft.to.trim() ? 'required' : !emailShape.test(draft.to.trim()) ? 'email' : undefined,
    subject: draft.subject.trim() ? undefined : 'required',
  }
}

/** Send an invoice: to, subject and message, in a drawer. */
export function SendInvoiceDrawer({
  invoice,
  initial,
  server,
  onSend,
  onClose,
}: {
  invoice: InvoiceWithPayment
  initial: SendDraft
  server: Readonly<Record<string, string>>
  onSend: (draft: SendDraft) => void
  onClose: () => void
}) {
  const { t } = useTranslation('invoices')
  const form = useDialogDraft({ initial, server, check: checkSend, onSave: onSend })
  const error = (field: keyof SendDraft) => {
    const problem = form.problems[field]
    return problem ? t(`edit.problems.${problem}`) : form.server[field]
  }
  return (
    <DrawerForm
      id="send-invoice-form"
      title={t('send.title')}
      submitLabel={t('send.submit')}
      cancelLabel={t('send.cancel')}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <FormField label={t('send.to')} error={error('to')}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="email"
            autoComplete="off"
            value={form.draft.to}
            onChange={(event) => form.change({ ...form.draft, to: event.target.value }, ['to'])}
          />
        )}
      </FormField>
      <FormField label={t('send.subject')} error={error('subject')}>
        {(control) => (
          <input
            {...control}
            className="input"
            maxLength={200}
            value={form.draft.subject}
            onChange={(event) =>
              form.change({ ...form.draft, subject: event.target.value }, ['subject'])
            }
          />
        )}
      </FormField>
      <FormField label={t('send.message')} error={error('message')}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={9}
            value={form.draft.message}
            onChange={(event) =>
              form.change({ ...form.draft, message: event.target.value }, ['message'])
            }
          />
        )}
      </FormField>
      <p className="invoice-drawer-form__attachment">
        <i className="pi pi-paperclip" aria-hidden="true" />
        {t('send.attachment', { id: invoice.id })}
      </p>
    </DrawerForm>
  )
}

export interface PaymentDraft {
  amount: number | null
  date: string
  method: string
  note: string
}

/** Record a payment: the amount (up to the balance), its day and how it was paid. */
export function AddPaymentDrawer({
  invoice,
  initial,
  server,
  onAdd,
  onClose,
}: {
  invoice: InvoiceWithPayment
  initial: PaymentDraft
  server: Readonly<Record<string, string>>
  onAdd: (draft: PaymentDraft) => void
  onClose: () => void
}) {
  const { t } = useTranslation('invoices')
  const format = useInvoiceFormat()
  const check = (draft: PaymentDraft) => ({
    amount:
      draft.amount === null || draft.amount < 1 || draft.amount > invoice.balance
        ? 'amount'
        : undefined,
    date: draft.date ? undefined : 'date',
    method: draft.method ? undefined : 'method',
  })
  const form = useDialogDraft({
    initial,
    server,
    check,
    onSave: onAdd,
  })
  const error = (field: keyof PaymentDraft) => {
    const problem = form.problems[field as 'amount']
    return problem ? t(`payment.problems.${problem}`) : form.server[field]
  }
  return (
    <DrawerForm
      id="add-payment-form"
      title={t('payment.title')}
      submitLabel={t('payment.submit')}
      cancelLabel={t('payment.cancel')}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <p className="invoice-drawer-form__balance">
        {t('payment.balance', { balance: format.money(invoice.balance) })}
      </p>
      <FormField label={t('payment.amount')} error={error('amount')}>
        {(control) => (
          <MoneyInput
            control={control}
            value={form.draft.amount}
            min={0}
            onChange={(amount) => form.change({ ...form.draft, amount }, ['amount'])}
          />
        )}
      </FormField>
      <FormField label={t('payment.date')} error={error('date')}>
        {(control) => (
          <DatePicker
            control={control}
            value={form.draft.date}
            onChange={(date) => form.change({ ...form.draft, date }, ['date'])}
          />
        )}
      </FormField>
      <FormField label={t('payment.method')} error={error('method')}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={form.draft.method}
            onChange={(event) =>
              form.change({ ...form.draft, method: event.target.value }, ['method'])
            }
          >
            {paymentMethods.map((method) => (
              <option key={method} value={method}>
                {t(`payment.methods.${method}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('payment.note')}>
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={3}
            maxLength={500}
            value={form.draft.note}
            onChange={(event) => form.change({ ...form.draft, note: event.target.value }, [])}
          />
        )}
      </FormField>
    </DrawerForm>
  )
}
