import { useTranslation } from 'react-i18next'
import type { DatatableRow } from '@models/datatable/datatable-row'
import { useList } from '@/services/list/use-list'
import { datatableList } from '@/services/datatable/datatable-list'
import { ListScreen, type ListColumn } from '@/components/list-screen/list-screen'
import { EmployeeCell, RowDetails, StatusChip } from './datatable-cells'
import { useDatatableCsvColumns } from './datatable-csv'
import { useDatatableFormat } from './datatable-format'

/**
 * The employees on the list pattern: the server searches, sorts and pages them, all in the URL.
 * A row opens on its details; rows picked, on any page, can be exported, and so can every match.
 */
export function DatatableServerTable() {
  const { t } = useTranslation('datatable')
  const list = useList(datatableList)
  const format = useDatatableFormat()
  const csv = useDatatableCsvColumns()

  const columns: ListColumn<DatatableRow>[] = [
    {
      field: 'full_name',
      header: t('columns.name'),
      sortable: true,
      body: (row) => <EmployeeCell row={row} />,
    },
    { field: 'post', header: t('columns.post'), sortable: true },
    { field: 'city', header: t('columns.city'), sortable: true },
    {
      field: 'start_date',
      header: t('columns.startDate'),
      sortable: true,
      body: format.startDate,
      className: 'datatable__nowrap',
    },
    {
      field: 'salary',
      header: t('columns.salary'),
      sortable: true,
      body: format.salary,
      className: 'datatable__number',
    },
    {
      field: 'age',
      header: t('columns.age'),
      sortable: true,
      body: format.age,
      className: 'datatable__number',
    },
    {
      field: 'status',
      header: t('columns.status'),
      sortable: true,
      body: (row) => <StatusChip status={row.status} />,
    },
  ]

  return (
    <ListScreen
      list={list}
      title={t('server.title')}
      subtitle={t('server.hint')}
      className="datatable"
      columns={columns}
      searchLabel={t('server.search')}
      csv={{
        fileName: 'employees.csv',
        columns: csv,
        selected: { fileName: 'employees-selected.csv', label: t('server.exportSelected') },
      }}
      empty={t('server.empty')}
      details={(row) => <RowDetails row={row} format={format} />}
      rowName="full_name"
    />
  )
}
