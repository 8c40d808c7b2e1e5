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

/**
 * The columns `GET /api/datatables/data` sorts by (`sortColumn`); `id`, its default, first. The
 * picture and the empty responsive_id order nothing.
 */
export const datatableSortColumns = [
  'id',
  'full_name',
  'post',
  'email',
  'city',
  'start_date',
  'salary',
  'age',
  'experience',
  'status',
] as const
export type DatatableSortColumn = (typeof datatableSortColumns)[number]

/** The number a text starts with, past a currency sign: "$23896.35" → 23896.35, "7 Years" → 7. */
function leadingNumber(text: string): number {
  const match = /^[^\d-]*(-?\d+(?:\.\d+)?)/.exec(text.trim())
  return match ? Number(match[1]) : Number.NaN
}

/** A row's salary as an amount of US dollars ("$23896.35" → 23896.35); NaN when it is none. */
export const salaryAmount = (salary: string): number => leadingNumber(salary)

/** A row's age in years ("61" → 61); NaN when it is none. */
export const ageYears = (age: string): number => leadingNumber(age)

/** A row's experience in whole years ("7 Years" → 7); NaN when it is none. */
export const experienceYears = (experience: string): number => leadingNumber(experience)

/**
 * A row's start date ("MM/DD/YYYY") as the epoch milliseconds of that day at midnight UTC, so
 * that a formatter in UTC shows that day in any zone; NaN for a date that does not exist.
 */
export function startDateTime(date: string): number {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date.trim())
  if (!match) return Number.NaN
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  const back = new Date(time)
  // Date.UTC rolls 02/31 over into March: a day that does not exist is no date.
  return back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? time : Number.NaN
}

/** A row's start date as an ISO calendar date ("2019-04-12"), for a CSV file; "" when invalid. */
export function startDateIso(date: string): string {
  const time = startDateTime(date)
  return Number.isNaN(time) ? '' : new Date(time).toISOString().slice(0, 10)
}
