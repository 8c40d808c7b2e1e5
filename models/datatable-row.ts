import * as z from 'zod/mini'

/** The data table's demo rows (SPEC.md section 3: "Datatable row"). */

/** The five statuses a row's numeric `status` stands for, 1 to 5, in that order. */
export const datatableStatuses = [
  'current',
  'professional',
  'rejected',
  'resigned',
  'applied',
] as const
export type DatatableStatus = (typeof datatableStatuses)[number]

/** The name of a row's numeric status; undefined for a number outside 1 to 5. */
export function datatableStatusOf(status: number): DatatableStatus | undefined {
  return datatableStatuses[status - 1]
}

export const datatableRowSchema = z.object({
  id: z.number(),
  responsive_id: z.string(),
  /** An image URL, or "" for a row without a picture (screens show initials). */
  avatar: z.string(),
  full_name: z.string(),
  post: z.string(),
  email: z.string(),
  city: z.string(),
  /** "MM/DD/YYYY", as the template's data has it. */
  start_date: z.string(),
  /** With its currency sign, as the template's data has it: "$23896.35". */
  salary: z.string(),
  age: z.string(),
  experience: z.string(),
  status: z.number(),
})
export type DatatableRow = z.infer<typeof datatableRowSchema>

/** `GET /api/datatables/initial-data`: every row. */
export const allDatatableRowsSchema = z.array(datatableRowSchema)

/**
 * `GET /api/datatables/data`: `invoices` is the page of rows that match (the template's name for
 * it), `total` how many match, `allData` every row.
 */
export const datatablePageSchema = z.object({
  allData: z.array(datatableRowSchema),
  invoices: z.array(datatableRowSchema),
  total: z.number(),
})
export type DatatablePage = z.infer<typeof datatablePageSchema>
