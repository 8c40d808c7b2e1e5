import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'wouter'
import { firstUserByName } from '@models/users/user-view'
import { LoadError } from '@/components/load-states'
import { useQuery } from '@/services/use-query'
import { useErrorText } from '@/services/load-error-text'
import { allUsersQuery } from '@/services/users/users-query'
import { userViewPath } from './user-cells'
import { UserViewSkeleton } from './user-view-states'

/**
 * /apps/user/view without an id: opens the user the list shows first (its default order, by
 * full name) in place of this URL, so Back does not come here again.
 */
export function OpenFirstUser() {
  const { t } = useTranslation('users')
  const [, navigate] = useLocation()
  const { state, retry } = useQuery(allUsersQuery)
  const errorText = useErrorText(state.status === 'error' ? state.error : null)
  const first = state.status === 'ready' ? firstUserByName(state.data) : undefined

  useEffect(() => {
    if (first) navigate(userViewPath(first.id), { replace: true })
  }, [first, navigate])

  if (state.status === 'error') {
    return (
      <LoadError
        look="page"
        title={t('view.loadFailed')}
        message={errorText ?? ''}
        onRetry={retry}
      />
    )
  }
  if (state.status === 'ready' && !first) {
    return (
      <section className="card user-view__message">
        <i className="pi pi-users user-view__message-icon" aria-hidden="true" />
        <h2>{t('view.noUsers.title')}</h2>
        <p>{t('view.noUsers.message')}</p>
        <Link href="/apps/user/list" className="btn btn--primary">
          {t('view.backToList')}
        </Link>
      </section>
    )
  }
  return <UserViewSkeleton />
}
