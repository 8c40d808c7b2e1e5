/**
 * The invoice list bench (issue 15): its first visit, as run.mjs's full-visit report measures it
 * (JS weight, paint, the time to its first row, the critical chain), against its own budget.
 */
export const invoicesRoute = '/apps/invoice/list'
/** The list's main content: its first invoice row. */
export const invoicesFirstRow = '.p-datatable-tbody .invoice-id'
export const invoicesBudgets = { firstVisitJsGzipKB: 250 }
