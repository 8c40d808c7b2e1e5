import { datatableSortColumns, type DatatableRow } from '@models/datatable-row'
import { standardPageSizes } from '@models/list-params'
import type { ListSource } from '@/services/list/list-source'
import { fetchDatatablePage } from './datatable-api'

/** The data table changes nothing: its screens offer no change, and one sent anyway stops here. */
const readOnly = 'datatable:readOnly'

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
  sendChange: () => Promise.reject(new Error('The data table is read-only.')),
  rowId: (row) => row.id,
  draftRow: (draft, id) => ({ ...draft, id }) as unknown as DatatableRow,
  messages: { deleted: readOnly, refused: { add: readOnly, update: readOnly, delete: readOnly } },
}
