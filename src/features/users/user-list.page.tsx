import { useTranslation } from 'react-i18next'
import { UserStats } from './user-stats'
import { UsersTable } from './users-table'
import './users.css'

/** The user list (/apps/user/list): how many users there are, and the users as a list. */
export default function UserListPage() {
  const { t } = useTranslation('users')
  return (
    <div className="page-stack">
      <header className="page-header">
        <h1>{t('list.title')}</h1>
        <p>{t('list.subtitle')}</p>
      </header>
      <UserStats />
      <UsersTable />
    </div>
  )
}
