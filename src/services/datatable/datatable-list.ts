import { datatableSortColumns, type DatatableRow } from '@models/datatable/datatable-row'
import { standardPageSizes } from '@models/lists/list-params'
import type { ListSource } from '@/services/list/list-source'
import { fetchDatatablePage } from './datatable-api'

/**
 * The data table (/datatables) on the list pattern: 10 rows a page by default (SPEC.md section
 * 9), in id order, searched by the server (q on name, post, email, age, salary and start date)
 * and sorted by any column it knows. No filters: the server reads none.
 */
export const datatableList: ListSource<DatatableRow> = {
  area: 'datatable',
  shape: {
    perPage: 10,
    perPageOptions: standardPageSizes,
    sortColumn: 'id',
    sort: 'asc',
    sortColumns: datatableSortColumns,
    filters: {},
  },
  fetchPage: fetchDatatablePage,
  rowId: (row) => row.id,
}
