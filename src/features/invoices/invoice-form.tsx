import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { InvoiceClient } from '@models/invoices/invoices'
import { lineAmount, maxLineQty } from '@models/invoices/invoice-totals'
import { useQuery } from '@/services/use-query'
import { invoiceClientsQuery } from '@/services/invoices/invoices-query'
import { Button } from '@/components/button'
import { DatePicker } from '@/components/pickers/date-picker'
import { FormField } from '@/components/form-field/form-field'
import { AddClientDrawer } from './add-client-drawer'
import { MoneyInput, NumberInput } from '@/components/number-input/number-input'
import { useInvoiceFormat } from './invoice-format'
import type { InvoiceForm as Form } from './use-invoice-form'

const sameClient = (a: InvoiceClient, b: InvoiceClient) =>
  a.name === b.name && a.companyEmail === b.companyEmail

/**
 * An invoice's fields as a document: the client (one of the five, or a new one from a drawer),
 * the dates, the lines (each quantity × cost), the discount and tax with the totals computed as
 * they are typed, the salesperson and the note. `actions` are the buttons beside it.
 */
export function InvoiceForm({ form, actions }: { form: Form; actions: ReactNode }) {
  const { t } = useTranslation('invoices')
  const format = useInvoiceFormat()
  const { state } = useQuery(invoiceClientsQuery)
  const [adding, setAdding] = useState(false)
  const { draft, messages, totals } = form

  const known = state.status === 'ready' ? state.data : []
  const clients =
    draft.client && !known.some((client) => sameClient(client, draft.client!))
      ? [draft.client, ...known]
      : known
  const clientIndex = draft.client
    ? clients.findIndex((client) => sameClient(client, draft.client!))
    : -1

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (form.saving) return
    const element = event.currentTarget
    void form.save().then((sent) => {
      if (!sent) element.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })
  }

  return (
    <form
      id="invoice-form"
      className="invoice-form"
      noValidate
      onSubmit={submit}
      aria-busy={form.saving}
    >
      <div className="card invoice-form__document">
        {form.showProblems && (
          <p className="invoice-form__alert" role="alert">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" />
            {t('edit.problemsTitle')}
          </p>
        )}
        <div className="invoice-form__head">
          <fieldset className="invoice-form__group">
            <legend>{t('edit.clientLegend')}</legend>
            <FormField label={t('edit.client')} error={messages.client}>
              {(control) => (
                <select
                  {...control}
                  className="input"
                  value={clientIndex === -1 ? '' : String(clientIndex)}
                  onChange={(event) =>
                    form.set('client', clients[Number(event.target.value)] ?? null)
                  }
                >
                  <option value="">{t('edit.chooseClient')}</option>
                  {clients.map((client, index) => (
                    <option key={`${client.name}|${client.companyEmail}`} value={index}>
                      {client.company ? `${client.name} (${client.company})` : client.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <Button variant="text" icon="pi pi-user-plus" onClick={() => setAdding(true)}>
              {t('edit.addClient')}
            </Button>
            {draft.client && (
              <address className="invoice-form__client">
                {[
                  draft.client.company,
                  draft.client.address,
                  draft.client.country,
                  draft.client.contact,
                  draft.client.companyEmail,
                ]
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line}>{line}</span>
                  ))}
              </address>
            )}
          </fieldset>
          <div className="invoice-form__dates">
            <FormField label={t('edit.issuedDate')} error={messages.issuedDate}>
              {(control) => (
                <DatePicker
                  control={control}
                  value={draft.issuedDate}
                  onChange={(value) => form.set('issuedDate', value)}
                />
              )}
            </FormField>
            <FormField label={t('edit.dueDate')} error={messages.dueDate}>
              {(control) => (
                <DatePicker
                  control={control}
                  value={draft.dueDate}
                  onChange={(value) => form.set('dueDate', value)}
                />
              )}
            </FormField>
          </div>
        </div>

        <fieldset className="invoice-form__group invoice-lines">
          <legend>{t('edit.linesLegend')}</legend>
          {messages.lines && (
            <p className="form-field__error" role="alert">
              {messages.lines}
            </p>
          )}
          <ol className="invoice-lines__list">
            {draft.lines.map((line, index) => {
              const at = (field: string) => messages[`lines.${index}.${field}`]
              const number = index + 1
              return (
                <li
                  key={line.key}
                  className="invoice-line"
                  aria-label={t('edit.lineLabel', { number })}
                >
                  <FormField
                    label={t('edit.item')}
                    error={at('item')}
                    className="invoice-line__item"
                  >
                    {(control) => (
                      <input
                        {...control}
                        className="input"
                        maxLength={120}
                        value={line.item}
                        onChange={(event) => form.setLine(line.key, { item: event.target.value })}
                      />
                    )}
                  </FormField>
                  <FormField
                    label={t('edit.description')}
                    error={at('description')}
                    className="invoice-line__description"
                  >
                    {(control) => (
                      <textarea
                        {...control}
                        className="input"
                        rows={2}
                        maxLength={500}
                        value={line.description}
                        onChange={(event) =>
                          form.setLine(line.key, { description: event.target.value })
                        }
                      />
                    )}
                  </FormField>
                  <FormField
                    label={t('edit.cost')}
                    error={at('cost')}
                    className="invoice-line__cost"
                  >
                    {(control) => (
                      <MoneyInput
                        control={control}
                        value={line.cost}
                        onChange={(cost) => form.setLine(line.key, { cost })}
                      />
                    )}
                  </FormField>
                  <FormField label={t('edit.qty')} error={at('qty')} className="invoice-line__qty">
                    {(control) => (
                      <NumberInput
                        control={control}
                        value={line.qty}
                        max={maxLineQty}
                        onChange={(qty) => form.setLine(line.key, { qty })}
                      />
                    )}
                  </FormField>
                  <div className="invoice-line__price">
                    <span className="form-field__label">{t('edit.price')}</span>
                    <output className="invoice-line__amount">
                      {format.money(lineAmount({ cost: line.cost ?? 0, qty: line.qty ?? 0 }))}
                    </output>
                  </div>
                  <button
                    type="button"
                    className="icon-button invoice-line__remove"
                    aria-label={t('edit.removeLine', { number })}
                    title={t('edit.removeLine', { number })}
                    onClick={() => form.removeLine(line.key)}
                  >
                    <i className="pi pi-times" aria-hidden="true" />
                  </button>
                </li>
              )
            })}
          </ol>
          <Button variant="secondary" icon="pi pi-plus" onClick={form.addLine}>
            {t('edit.addLine')}
          </Button>
        </fieldset>

        <div className="invoice-form__foot">
          <div className="invoice-form__people">
            <FormField label={t('edit.salesperson')} error={messages.salesperson}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  maxLength={120}
                  value={draft.salesperson}
                  onChange={(event) => form.set('salesperson', event.target.value)}
                />
              )}
            </FormField>
            <div className="invoice-form__rates">
              <FormField label={t('edit.discount')} error={messages.discountRate}>
                {(control) => (
                  <NumberInput
                    control={control}
                    value={draft.discountPercent}
                    decimals={2}
                    max={100}
                    onChange={(value) => form.set('discountPercent', value)}
                  />
                )}
              </FormField>
              <FormField label={t('edit.tax')} error={messages.taxRate}>
                {(control) => (
                  <NumberInput
                    control={control}
                    value={draft.taxPercent}
                    decimals={2}
                    max={100}
                    onChange={(value) => form.set('taxPercent', value)}
                  />
                )}
              </FormField>
            </div>
          </div>
          <dl className="invoice-totals" aria-live="polite">
            <dt>{t('edit.subtotal')}</dt>
            <dd>{format.money(totals.subtotal)}</dd>
            <dt>{t('edit.discountAmount')}</dt>
            <dd>{totals.discount > 0 ? `−${format.money(totals.discount)}` : format.money(0)}</dd>
            <dt>{t('edit.taxAmount')}</dt>
            <dd>{format.money(totals.tax)}</dd>
            <dt className="invoice-totals__total">{t('edit.total')}</dt>
            <dd className="invoice-totals__total">{format.money(totals.total)}</dd>
          </dl>
        </div>
        <FormField label={t('edit.note')} error={messages.note}>
          {(control) => (
            <textarea
              {...control}
              className="input"
              rows={3}
              maxLength={1000}
              value={draft.note}
              onChange={(event) => form.set('note', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <aside className="card invoice-side">{actions}</aside>
      {adding && (
        <AddClientDrawer
          onClose={() => setAdding(false)}
          onAdded={(client) => {
            setAdding(false)
            form.set('client', client)
          }}
        />
      )}
    </form>
  )
}

/** The buttons of the form's side: save (busy while the server is asked) and the way back. */
export function InvoiceFormActions({
  saving,
  saveLabel,
  back,
  backLabel,
}: {
  saving: boolean
  saveLabel: string
  back: string
  backLabel: string
}) {
  const { t } = useTranslation('invoices')
  return (
    <>
      <Button
        type="submit"
        form="invoice-form"
        icon={saving ? 'pi pi-spin pi-spinner' : 'pi pi-check'}
        aria-disabled={saving}
      >
        {saving ? t('edit.saving') : saveLabel}
      </Button>
      <Link href={back} className="btn btn--secondary">
        {backLabel}
      </Link>
    </>
  )
}
