import { useTranslation } from 'react-i18next'
import { userViewTabs, type UserViewTab } from '@models/users/user-view'
import { LinkTabs } from '@/components/link-tabs'
import { userViewPath } from './user-cells'

const tabIcons: Record<UserViewTab, string> = {
  account: 'pi pi-user',
  security: 'pi pi-lock',
  billing: 'pi pi-credit-card',
  notifications: 'pi pi-bell',
}

/** The view's tabs, each a link to its own URL. */
export function UserViewTabs({ id, current }: { id: number; current: UserViewTab }) {
  const { t } = useTranslation('users')
  return (
    <LinkTabs
      className="user-tabs"
      label={t('view.tabs.label')}
      current={current}
      tabs={userViewTabs.map((tab) => ({
        key: tab,
        href: userViewPath(id, tab),
        icon: tabIcons[tab],
        label: t(`view.tabs.${tab}`),
      }))}
    />
  )
}
