import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DatatableRow } from '@models/datatable-row'
import { useList } from '@/services/list/use-list'
import { datatableList } from '@/services/datatable/datatable-list'
import { ListTable, type ListColumn } from '@/components/list-table/list-table'
import { ListToolbar } from '@/components/list-table/list-toolbar'
import { downloadCsv, ExportCsvButton } from '@/components/list-table/export-csv-button'
import { SelectionBar } from '@/components/list-table/selection-bar'
import { Button } from '@/components/button'
import { EmployeeCell, RowDetails, StatusChip } from './datatable-cells'
import { useDatatableCsv } from './datatable-csv'
import { useDatatableFormat } from './datatable-format'

/**
 * The employees on the list pattern: the server searches, sorts and pages them, all in the URL.
 * A row opens on its details; rows picked, on any page, can be exported, and so can every match.
 */
export function DatatableServerTable() {
  const { t } = useTranslation('datatable')
  const list = useList(datatableList)
  const format = useDatatableFormat()
  const csv = useDatatableCsv()
  const [selection, setSelection] = useState<DatatableRow[]>([])
  const [expanded, setExpanded] = useState<DatatableRow[]>([])

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
    <section className="card datatable" aria-labelledby="datatable-server-title">
      <header className="datatable__heading">
        <h2 id="datatable-server-title">{t('server.title')}</h2>
        <p>{t('server.hint')}</p>
      </header>
      <ListToolbar list={list} searchLabel={t('server.search')}>
        <ExportCsvButton
          source={datatableList}
          params={list.params}
          fileName="employees.csv"
          toCsv={csv}
        />
      </ListToolbar>
      <SelectionBar count={selection.length} onClear={() => setSelection([])}>
        <Button
          variant="secondary"
          icon="pi pi-download"
          onClick={() => downloadCsv('employees-selected.csv', csv(selection))}
        >
          {t('server.exportSelected')}
        </Button>
      </SelectionBar>
      <ListTable
        list={list}
        columns={columns}
        label={t('server.title')}
        rowName="full_name"
        empty={t('server.empty')}
        selection={selection}
        onSelectionChange={setSelection}
        details={(row) => <RowDetails row={row} format={format} />}
        expanded={expanded}
        onExpandedChange={setExpanded}
      />
    </section>
  )
}
