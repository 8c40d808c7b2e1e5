import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCents } from '@models/format/money'
import { formatShortDateIn } from '@models/format/format-date'
import type { InvoiceAddDraft } from '@/services/invoices/invoice-list'
import type { FigureTone } from '@/components/figure-card/figure-card'

/** The icon and tone of each status, as the list's status column and the preview show it. */
const statusLooks: Record<string, { icon: string; tone: FigureTone }> = {
  Paid: { icon: 'pi pi-check-circle', tone: 'success' },
  Downloaded: { icon: 'pi pi-download', tone: 'info' },
  Sent: { icon: 'pi pi-send', tone: 'primary' },
  Draft: { icon: 'pi pi-file-edit', tone: 'neutral' },
  'Partial Payment': { icon: 'pi pi-chart-pie', tone: 'warning' },
  'Past Due': { icon: 'pi pi-exclamation-circle', tone: 'danger' },
}

export const statusLook = (status: string) =>
  statusLooks[status] ?? { icon: 'pi pi-question-circle', tone: 'neutral' as const }

/** Where each invoice page is. */
export const invoicePaths = {
  list: '/apps/invoice/list',
  add: '/apps/invoice/add',
  preview: (id: number | string) => `/apps/invoice/preview/${id}`,
  edit: (id: number | string) => `/apps/invoice/edit/${id}`,
  /** The preview, opening the print dialog (Save as PDF) once it shows. */
  download: (id: number | string) => `/apps/invoice/preview/${id}?print=1`,
}

/** How the invoice pages write money, dates, rates and statuses in the chosen language. */
export function useInvoiceFormat() {
  const { t, i18n } = useTranslation('invoices')
  const language = i18n.resolvedLanguage ?? i18n.language
  return useMemo(() => {
    const percent = new Intl.NumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 2,
    })
    return {
      /** Integer cents as money: "$1,234.50", "1 234,50 $US". */
      money: (cents: number) => formatCents(cents, language),
      /** A day "YYYY-MM-DD" in the language's short form ("Apr 12, 2026", "12 avr. 2026"). */
      date: (iso: string) => formatShortDateIn(language, iso) || iso,
      /** A rate in basis points as a percentage: 2150 → "21.5%". */
      rate: (basisPoints: number) => percent.format(basisPoints / 10_000),
      status: (status: string) => t(`statuses.${status}`, { defaultValue: status }),
    }
  }, [language, t])
}

/** The row a duplicate shows until the server has it: a draft copy with nothing paid. */
export function duplicateDraft(invoice: { id: number; total: number }): InvoiceAddDraft {
  return { ...invoice, duplicateOf: invoice.id, invoiceStatus: 'Draft', balance: invoice.total }
}
