import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { userPlans, userRoles, userStatuses, type User } from '@models/users/users'
import type { CsvColumn } from '@models/lists/csv'
import { useList } from '@/services/list/use-list'
import { userList } from '@/services/users/user-list'
import { ListScreen, type ListColumn, type ListFilter } from '@/components/list-screen/list-screen'
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
export function UsersTable({ title, subtitle }: { title?: string; subtitle?: string }) {
  const { t } = useTranslation('users')
  const list = useList(userList)
  const billingName = useBillingName()
  const adder = useAddUser(list)

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
    <>
      <ListScreen
        list={list}
        title={title ?? t('list.tableTitle')}
        subtitle={subtitle}
        label={t('list.tableTitle')}
        className="users-table"
        columns={columns}
        filters={filters}
        searchLabel={t('list.search')}
        actions={
          <Button icon="pi pi-plus" onClick={() => adder.setOpen(true)}>
            {t('list.add')}
          </Button>
        }
        rowActions={[
          {
            icon: 'pi pi-eye',
            label: (user) => t('list.view', { name: user.fullName }),
            href: (user) => userViewPath(user.id),
          },
        ]}
        remove={{
          label: (user) => t('list.delete', { name: user.fullName }),
          selectedLabel: t('list.deleteSelected'),
        }}
        csv={{ fileName: 'users.csv', columns: csvColumns }}
        empty={t('list.empty')}
        rowName="fullName"
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
    </>
  )
}
