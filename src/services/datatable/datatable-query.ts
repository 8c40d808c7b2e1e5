import type { DatatableRow } from '@models/datatable/datatable-row'
import { queryCache } from '@/services/app-query-cache'
import type { Query } from '@/services/query-cache'
import { prefetchList } from '@/services/list/list-query'
import { fetchAllDatatableRows } from './datatable-api'
import { datatableList } from './datatable-list'

/** Every row, for the tables filtered in the browser (/datatables) and the basic tables (/tables). */
export const allDatatableRowsQuery: Query<DatatableRow[]> = {
  key: [datatableList.area, 'all'],
  load: fetchAllDatatableRows,
}

/** The data table route's prefetch: the page its URL asks for and every row. */
export function prefetchDatatables(search: string): void {
  prefetchList(datatableList, search)
  queryCache.prefetch(allDatatableRowsQuery)
}

/** The basic tables route's prefetch: every row (it shows the first ones). */
export function prefetchTables(): void {
  queryCache.prefetch(allDatatableRowsQuery)
}
