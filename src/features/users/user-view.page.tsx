import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import {
  defaultUserViewTab,
  userIdOf,
  userViewTabOf,
  type UserViewTab,
} from '@models/users/user-view'
import { useRouteParams } from '@/components/route-params'
import { LoadError } from '@/components/load-states'
import { useErrorText } from '@/services/load-error-text'
import { useViewedUser } from '@/services/users/viewed-user'
import { userViewPath } from './user-cells'
import { OpenFirstUser } from './open-first-user'
import { UserProfileCard } from './user-profile-card'
import { UserViewTabs } from './user-view-tabs'
import { UserNotFound, UserViewSkeleton } from './user-view-states'
import { AccountTab } from './account-tab'
import { SecurityTab } from './security-tab'
import { BillingTab } from './billing-tab'
import { NotificationsTab } from './notifications-tab'
import './users.css'
import './user-view.css'

/**
 * One user (/apps/user/view/:id/:tab): their profile card and plan on one side, and on the other
 * the tabs account, security, billing and notifications, each at its own URL. Without an id, the
 * first user of the list opens; an id nobody has shows "user not found".
 */
export default function UserViewPage() {
  const { t } = useTranslation('users')
  const { id, tab } = useRouteParams()
  return (
    <div className="page-stack user-view">
      <header className="page-header page-header--actions">
        <div>
          <h1>{t('view.title')}</h1>
          <p>{t('view.subtitle')}</p>
        </div>
        <Link href="/apps/user/list" className="btn btn--secondary">
          <i className="pi pi-arrow-left" aria-hidden="true" />
          {t('view.backToList')}
        </Link>
      </header>
      {id === undefined ? <OpenFirstUser /> : <UserOfSegment segment={id} tabSegment={tab} />}
    </div>
  )
}

function UserOfSegment({ segment, tabSegment }: { segment: string; tabSegment?: string }) {
  const id = userIdOf(segment)
  if (id === null) return <UserNotFound />
  // Keyed: another user starts with closed dialogs and empty forms.
  return <UserView key={id} id={id} tabSegment={tabSegment} />
}

/** The tab a URL asks for; a missing or unknown one is the account tab. */
const tabOf = (segment: string | undefined): UserViewTab =>
  (segment === undefined ? null : userViewTabOf(segment)) ?? defaultUserViewTab

function UserView({ id, tabSegment }: { id: number; tabSegment: string | undefined }) {
  const { t } = useTranslation('users')
  const [, navigate] = useLocation()
  const viewed = useViewedUser(id)
  const errorText = useErrorText(viewed.error)
  const tab = tabOf(tabSegment)

  // A tab this page does not have: the account tab shows, and the URL says so.
  const unknownTab = tabSegment !== undefined && userViewTabOf(tabSegment) === null
  useEffect(() => {
    if (unknownTab) navigate(userViewPath(id, defaultUserViewTab), { replace: true })
  }, [unknownTab, id, navigate])

  const { user } = viewed
  if (!user) {
    if (viewed.notFound) return <UserNotFound />
    if (viewed.error) {
      return (
        <LoadError
          look="page"
          title={t('view.loadFailed')}
          message={errorText ?? ''}
          onRetry={viewed.retry}
        />
      )
    }
    return <UserViewSkeleton />
  }
  return (
    <div className="user-view__columns">
      <UserProfileCard user={user} pending={viewed.pending} />
      <div className="user-view__main">
        <UserViewTabs id={id} current={tab} />
        {tab === 'account' && <AccountTab user={user} />}
        {tab === 'security' && <SecurityTab user={user} />}
        {tab === 'billing' && <BillingTab user={user} />}
        {tab === 'notifications' && <NotificationsTab user={user} />}
      </div>
    </div>
  )
}
