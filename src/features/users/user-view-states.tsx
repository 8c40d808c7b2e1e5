import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'

/** The view while the user loads: grey blocks where the profile card, the tabs and a tab go. */
export function UserViewSkeleton() {
  const { t } = useTranslation('users')
  return (
    <LoadingPlaceholder className="user-view__columns" label={t('view.loading')}>
      <div className="card user-skeleton__profile">
        <SkeletonBlock className="user-skeleton__avatar" />
        <SkeletonBlock className="user-skeleton__name" />
        <SkeletonBlock className="user-skeleton__chip" />
        {Array.from({ length: 7 }, (_, row) => (
          <SkeletonBlock className="user-skeleton__line" key={row} />
        ))}
      </div>
      <div className="user-view__main">
        <div className="user-skeleton__tabs">
          {Array.from({ length: 4 }, (_, tab) => (
            <SkeletonBlock className="user-skeleton__tab" key={tab} />
          ))}
        </div>
        <div className="card user-skeleton__panel">
          <SkeletonBlock className="user-skeleton__title" />
          {Array.from({ length: 4 }, (_, row) => (
            <SkeletonBlock className="user-skeleton__line" key={row} />
          ))}
        </div>
      </div>
    </LoadingPlaceholder>
  )
}

/** An id nobody has (or that is no id at all): said plainly, with the way back to the list. */
export function UserNotFound() {
  const { t } = useTranslation('users')
  return (
    <section className="card user-view__message" aria-labelledby="user-not-found-title">
      <i className="pi pi-user-minus user-view__message-icon" aria-hidden="true" />
      <h2 id="user-not-found-title">{t('view.notFound.title')}</h2>
      <p>{t('view.notFound.message')}</p>
      <Link href="/apps/user/list" className="btn btn--primary">
        {t('view.backToList')}
      </Link>
    </section>
  )
}
