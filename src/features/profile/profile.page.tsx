import { useTranslation } from 'react-i18next'
import type { ProfileData } from '@models/account-settings/profile'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { useErrorText } from '@/services/load-error-text'
import { profilePageQuery } from '@/services/profile/profile-query'
import { useProfileFeed } from '@/services/profile/use-profile-feed'
import { useQuery } from '@/services/use-query'
import { ProfileFeed } from './profile-feed'
import { ProfileHeader } from './profile-header'
import { ProfileSide } from './profile-side'
import './profile.css'

/** The signed-in user's profile (SPEC.md section 3 "Profile"), from `GET /profile/data`. */
export default function ProfilePage() {
  const { t } = useTranslation('profile')
  const { state, retry } = useQuery(profilePageQuery)
  const reason = useErrorText(state.status === 'error' ? state.error : undefined)

  return (
    <div className="page-stack profile">
      {state.status === 'loading' && (
        <>
          <h1 className="visually-hidden">{t('title')}</h1>
          <LoadingPlaceholder className="profile-skeleton" label={t('loading')}>
            <SkeletonBlock className="profile-skeleton__cover" />
            <SkeletonBlock className="profile-skeleton__block" />
          </LoadingPlaceholder>
        </>
      )}
      {state.status === 'error' && (
        <>
          <h1 className="visually-hidden">{t('title')}</h1>
          <LoadError
            look="page"
            title={t('loadError')}
            message={reason ?? t('tryAgain')}
            onRetry={retry}
          />
        </>
      )}
      {state.status === 'ready' && <Profile data={state.data} />}
    </div>
  )
}

function Profile({ data }: { data: ProfileData }) {
  const { t } = useTranslation('profile')
  const feed = useProfileFeed(data, {
    likeFailed: t('feed.likeFailed'),
    voteFailed: t('polls.voteFailed'),
    loadFailed: t('feed.loadFailed'),
  })
  return (
    <>
      <ProfileHeader header={data.header} />
      <div className="profile__columns">
        <ProfileSide
          data={data}
          polls={feed.polls}
          onVote={(poll, option) => void feed.vote(poll, option)}
        />
        <ProfileFeed feed={feed} />
      </div>
    </>
  )
}
