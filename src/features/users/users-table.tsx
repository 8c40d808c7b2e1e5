import { useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { userPlans, userRoles, userStatuses, type User } from '@models/users'
import { toCsv, type CsvColumn } from '@models/csv'
import { useList } from '@/services/list/use-list'
import { userList } from '@/services/users/user-list'
import { ListTable, type ListColumn } from '@/components/list-table/list-table'
import { ListToolbar, type ListFilter } from '@/components/list-table/list-toolbar'
import { ExportCsvButton } from '@/components/list-table/export-csv-button'
import { DeleteSelectedButton, SelectionBar } from '@/components/list-table/selection-bar'
import { Button } from '@/components/button'
import { RoleCell, StatusChip, UserCell, useBillingName, userViewPath } from './user-cells'
import { AddUserDrawer } from './add-user-drawer'
import { useAddUser } from './use-add-user'

/**
 * The users as a list (the list pattern): filters by role, plan and status and a search, all in
 * the URL; sortable columns; view and delete on each row; several rows deleted at once; the
 * matches exported as CSV; and, for whoever may, a drawer to add a user. Used by the user list
 * and the roles page.
 */
export function UsersTable({ heading }: { heading?: ReactNode }) {
  const { t } = useTranslation('users')
  const list = useList(userList)
  const billingName = useBillingName()
  const [selection, setSelection] = useState<User[]>([])
  const adder = useAddUser(list)

  const remove = (ids: number[]) => {
    setSelection((rows) => rows.filter((row) => !ids.includes(row.id)))
    void list.change({ kind: 'delete', ids })
  }

  const filters: ListFilter[] = useMemo(
    () => [
      {
        name: 'role',
        label: t('filters.role'),
        options: userRoles.map((role) => ({ value: role, label: t(`roles.${role}`) })),
      },
      {
        name: 'currentPlan',
        label: t('filters.plan'),
        options: userPlans.map((plan) => ({ value: plan, label: t(`plans.${plan}`) })),
      },
      {
        name: 'status',
        label: t('filters.status'),
        options: userStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      },
    ],
    [t],
  )

  const columns: ListColumn<User>[] = [
    {
      field: 'fullName',
      header: t('columns.user'),
      sortable: true,
      body: (user) => <UserCell user={user} />,
    },
    {
      field: 'role',
      header: t('columns.role'),
      sortable: true,
      body: (user) => <RoleCell role={user.role} />,
    },
    {
      field: 'currentPlan',
      header: t('columns.plan'),
      sortable: true,
      body: (user) => t(`plans.${user.currentPlan}`, { defaultValue: user.currentPlan }),
    },
    {
      field: 'billing',
      header: t('columns.billing'),
      sortable: true,
      body: (user) => billingName(user.billing),
    },
    {
      field: 'status',
      header: t('columns.status'),
      sortable: true,
      body: (user) => <StatusChip status={user.status} />,
    },
  ]

  const csvColumns: CsvColumn<User>[] = [
    { header: t('csv.id'), value: (user) => user.id },
    { header: t('csv.fullName'), value: (user) => user.fullName },
    { header: t('csv.username'), value: (user) => user.username },
    { header: t('csv.email'), value: (user) => user.email },
    { header: t('csv.role'), value: (user) => user.role },
    { header: t('csv.plan'), value: (user) => user.currentPlan },
    { header: t('csv.billing'), value: (user) => user.billing },
    { header: t('csv.status'), value: (user) => user.status },
    { header: t('csv.company'), value: (user) => user.company },
    { header: t('csv.country'), value: (user) => user.country },
    { header: t('csv.contact'), value: (user) => user.contact },
  ]

  return (
    <section className="card users-table" aria-labelledby="users-table-title">
      <div className="users-table__heading">
        {heading ?? <h2 id="users-table-title">{t('list.tableTitle')}</h2>}
      </div>
      <ListToolbar list={list} filters={filters} searchLabel={t('list.search')}>
        <ExportCsvButton
          source={userList}
          params={list.params}
          fileName="users.csv"
          toCsv={(rows) => toCsv(csvColumns, rows)}
        />
        <Button icon="pi pi-plus" onClick={() => adder.setOpen(true)}>
          {t('list.add')}
        </Button>
      </ListToolbar>
      <SelectionBar count={selection.length} onClear={() => setSelection([])}>
        <DeleteSelectedButton onDelete={() => remove(selection.map((user) => user.id))}>
          {t('list.deleteSelected')}
        </DeleteSelectedButton>
      </SelectionBar>
      <ListTable
        list={list}
        columns={columns}
        label={t('list.tableTitle')}
        rowName="fullName"
        empty={t('list.empty')}
        selection={selection}
        onSelectionChange={setSelection}
        rowActions={(user) => (
          <span className="row-actions">
            <Link
              href={userViewPath(user.id)}
              className="icon-button"
              aria-label={t('list.view', { name: user.fullName })}
              title={t('list.view', { name: user.fullName })}
            >
              <i className="pi pi-eye" aria-hidden="true" />
            </Link>
            <button
              type="button"
              className="icon-button"
              aria-label={t('list.delete', { name: user.fullName })}
              title={t('list.delete', { name: user.fullName })}
              onClick={() => remove([user.id])}
            >
              <i className="pi pi-trash" aria-hidden="true" />
            </button>
          </span>
        )}
      />
      {adder.open && (
        <AddUserDrawer
          draft={adder.draft}
          messages={adder.messages}
          onChange={adder.change}
          onSave={adder.save}
          onReset={adder.reset}
          onClose={() => adder.setOpen(false)}
        />
      )}
    </section>
  )
}
