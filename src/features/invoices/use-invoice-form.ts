import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'wouter'
import {
  checkDraft,
  draftTotals,
  emptyLine,
  inputOf,
  type DraftLine,
  type InvoiceDraft,
} from '@models/invoices/invoice-draft'
import type { InvoiceSummary } from '@models/invoices/invoices'
import { fieldErrorsOf } from '@/services/error-catalogue'
import { notify } from '@/services/toast'
import { changeInvoices, invoiceAnswer } from '@/services/invoices/invoice-row'
import { invoicePaths } from './invoice-format'

export type FormMessages = Record<string, string>

/**
 * The add and edit forms' state: the draft as typed, the totals computed as it is typed, the
 * client's check once the user tried to save, the server's words by field. Saving sends the
 * invoice through the list pattern's change (an add, or an update of `id`) and waits: when the
 * server keeps it, the preview opens; when it refuses, the form stays with everything typed and
 * the server's words under the fields, and the catalogue's toast says why.
 */
export function useInvoiceForm(initial: () => InvoiceDraft, id?: number) {
  const { t } = useTranslation('invoices')
  const [, navigate] = useLocation()
  const [draft, setDraft] = useState(initial)
  const [checked, setChecked] = useState(false)
  const [saving, setSaving] = useState(false)
  const [server, setServer] = useState<FormMessages>({})

  const problems = checked ? checkDraft(draft) : {}
  const messages: FormMessages = { ...server }
  for (const [field, problem] of Object.entries(problems))
    messages[field] = t(`edit.problems.${problem}`)

  /** Changes the draft; the server's words on `fields` hold no longer. */
  const update = (next: (current: InvoiceDraft) => InvoiceDraft, fields: readonly string[]) => {
    setDraft(next)
    setServer((current) =>
      Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))),
    )
  }

  const set = <Field extends keyof InvoiceDraft>(field: Field, value: InvoiceDraft[Field]) =>
    update(
      (current) => ({ ...current, [field]: value }),
      [field === 'discountPercent' ? 'discountRate' : field === 'taxPercent' ? 'taxRate' : field],
    )

  const setLine = (key: number, patch: Partial<DraftLine>) => {
    const index = draft.lines.findIndex((line) => line.key === key)
    update(
      (current) => ({
        ...current,
        lines: current.lines.map((line) => (line.key === key ? { ...line, ...patch } : line)),
      }),
      Object.keys(patch).map((field) => `lines.${index}.${field}`),
    )
  }

  const lineFields = Object.keys(server).filter((field) => field.startsWith('lines'))
  const addLine = () =>
    update((current) => ({ ...current, lines: [...current.lines, emptyLine()] }), ['lines'])
  // The server named lines by their place: once one goes, its words fit no line any more.
  const removeLine = (key: number) =>
    update(
      (current) => ({ ...current, lines: current.lines.filter((line) => line.key !== key) }),
      lineFields,
    )

  /** False when the draft has a problem to fix first (nothing is sent). */
  const save = async (): Promise<boolean> => {
    setChecked(true)
    if (Object.keys(checkDraft(draft)).length > 0) return false
    const input = inputOf(draft)
    const { total } = draftTotals(draft)
    // What the lists show of it until the server answers.
    const shown: Partial<InvoiceSummary> = {
      client: input.client,
      issuedDate: input.issuedDate,
      dueDate: input.dueDate,
      service: input.lines[0]?.item ?? '',
      total,
    }
    setSaving(true)
    const outcome = await changeInvoices(
      id === undefined
        ? { kind: 'add', draft: { ...shown, balance: total, input } }
        : { kind: 'update', id, patch: { ...shown, input } },
    )
    setSaving(false)
    const saved = outcome.status === 'done' ? invoiceAnswer(outcome.result) : undefined
    if (saved) {
      notify({
        severity: 'success',
        summary: t(id === undefined ? 'toast.created' : 'toast.saved', { id: saved.id }),
      })
      navigate(invoicePaths.preview(saved.id))
    } else if (outcome.status === 'failed') {
      setServer(await fieldErrorsOf(outcome.error))
    }
    return true
  }

  return {
    draft,
    totals: draftTotals(draft),
    messages,
    /** The user tried to save and some field is wrong. */
    showProblems: checked && Object.keys(messages).length > 0,
    saving,
    set,
    setLine,
    addLine,
    removeLine,
    save,
  }
}

export type InvoiceForm = ReturnType<typeof useInvoiceForm>
