import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { userViewTabs, type UserViewTab } from '@models/user-view'
import { withinPage } from '@/components/route-params'
import { userViewPath } from './user-cells'

const tabIcons: Record<UserViewTab, string> = {
  account: 'pi pi-user',
  security: 'pi pi-lock',
  billing: 'pi pi-credit-card',
  notifications: 'pi pi-bell',
}

/**
 * The view's tabs as links, each to its own URL: Tab reaches them, Enter opens one, Back returns
 * to the last; the current one is marked for assistive tech too. Moving between them keeps the
 * scroll, as a tab would.
 */
export function UserViewTabs({ id, current }: { id: number; current: UserViewTab }) {
  const { t } = useTranslation('users')
  return (
    <nav className="user-tabs" aria-label={t('view.tabs.label')}>
      {userViewTabs.map((tab) => (
        <Link
          key={tab}
          href={userViewPath(id, tab)}
          {...withinPage}
          className={tab === current ? 'user-tabs__tab user-tabs__tab--current' : 'user-tabs__tab'}
          aria-current={tab === current ? 'page' : undefined}
          // The tab on show stays as it is: no second history entry for it.
          onClick={(event) => {
            if (tab === current) event.preventDefault()
          }}
        >
          <i className={tabIcons[tab]} aria-hidden="true" />
          {t(`view.tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  )
}
