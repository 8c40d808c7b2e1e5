import { http, HttpResponse } from 'msw'
import type { DatatableRow } from '../../models/datatable/datatable-row.ts'
import { allDatatableRows } from './datatable.ts'
import { authorize, type Need } from '../session/tokens.ts'
import {
  compareText,
  pageOf,
  pageParams,
  queryText,
  sortById,
  sortColumn,
  sortDirection,
} from '../server/list-params.ts'

/** The data table is an admin area: `read Tables`. */
const readTables: Need = { action: 'read', subject: 'Tables' }

/** Rows per page when the client does not say (SPEC.md section 9). */
const defaultPerPage = 10

/** q matches these six fields only (SPEC.md section 7). */
const searchedFields = ['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const

const matchesQuery = (row: DatatableRow, query: string) =>
  searchedFields.some((field) => row[field].toLowerCase().includes(query))

/** Every field but the picture and the empty responsive_id can order the table. */
const sortColumns = [
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
type SortColumn = (typeof sortColumns)[number]

/** "$23896.35" → 23896.35; "7 Years" → 7; "61" → 61. */
const leadingNumber = (text: string) => Number.parseFloat(text.replace(/^[^\d.-]+/, '')) || 0

/** "MM/DD/YYYY" → YYYYMMDD, which orders like the dates. */
function dayNumber(date: string): number {
  const [month = 0, day = 0, year = 0] = date.split('/').map(Number)
  return year * 10_000 + month * 100 + day
}

/** Numbers compare as numbers (salary and age by value), start_date as a date, text ignoring case. */
const sortKeys: Record<SortColumn, (row: DatatableRow) => number | string> = {
  id: (row) => row.id,
  full_name: (row) => row.full_name,
  post: (row) => row.post,
  email: (row) => row.email,
  city: (row) => row.city,
  start_date: (row) => dayNumber(row.start_date),
  salary: (row) => leadingNumber(row.salary),
  age: (row) => leadingNumber(row.age),
  experience: (row) => leadingNumber(row.experience),
  status: (row) => row.status,
}

function byColumn(column: SortColumn) {
  const key = sortKeys[column]
  return (a: DatatableRow, b: DatatableRow): number => {
    const [left, right] = [key(a), key(b)]
    return typeof left === 'number' && typeof right === 'number'
      ? left - right
      : compareText(String(left), String(right))
  }
}

/**
 * The data table's demo rows (SPEC.md section 7, "Blog, table, ..."): every row, and one page of
 * the matches. Sorting (sort, sortColumn, default id ascending) is a demo extra the server-paged
 * table needs.
 *
 * Access: admin-only (`read Tables`): 401 without a valid token, 403 for a client or an employee.
 */
export const datatableHandlers = [
  http.get('*/api/datatables/initial-data', async ({ request }) => {
    const auth = await authorize(request, readTables)
    return auth instanceof Response ? auth : HttpResponse.json(allDatatableRows())
  }),

  http.get('*/api/datatables/data', async ({ request }) => {
    const auth = await authorize(request, readTables)
    if (auth instanceof Response) return auth
    const search = new URL(request.url).searchParams
    const query = queryText(search)
    const allData = allDatatableRows()
    const matches = query === '' ? allData : allData.filter((row) => matchesQuery(row, query))
    const column = sortColumn(search, sortColumns, 'id')
    const sorted = sortById(matches, byColumn(column), sortDirection(search))
    return HttpResponse.json({
      allData,
      invoices: pageOf(sorted, pageParams(search, defaultPerPage)),
      total: sorted.length,
    })
  }),
]
