import {
  allDatatableRowsSchema,
  datatablePageSchema,
  type DatatableRow,
} from '@models/datatable/datatable-row'
import { requestParams, type ListPage, type ListParams } from '@models/lists/list-params'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/** One page of the rows that match (`GET /api/datatables/data`, the page is `invoices`). */
export async function fetchDatatablePage(
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListPage<DatatableRow>> {
  const body = await http
    .get('api/datatables/data', { signal, searchParams: requestParams(params) })
    .json()
  const { invoices, total } = parseResponse(datatablePageSchema, body, 'data table')
  return { rows: invoices, total }
}

/** Every row (`GET /api/datatables/initial-data`), for the tables filtered in the browser. */
export async function fetchAllDatatableRows(signal?: AbortSignal): Promise<DatatableRow[]> {
  const body = await http.get('api/datatables/initial-data', { signal }).json()
  return parseResponse(allDatatableRowsSchema, body, 'data table rows')
}
