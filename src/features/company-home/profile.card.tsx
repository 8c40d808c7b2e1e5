import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { MeResponse, Role } from '@models/session/session'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { MalformedResponseError } from '@/services/parse-response'
import { useQuery } from '@/services/use-query'
import { profileQuery } from '@/services/company-home/profile-query'

/** What the session tells about the user at once, before the profile call answers. */
export interface ProfileUser {
  fullName: string
  avatar: string
  role: Role | null
  username?: string
  email?: string
}

function Channel({
  icon,
  name,
  id,
}: {
  icon: string
  name: string
  id: number | null | undefined
}) {
  const { t } = useTranslation()
  const connected = typeof id === 'number'
  return (
    <li className="company-channel">
      <span className="company-channel__icon" aria-hidden="true">
        <i className={icon} />
      </span>
      <span className="company-channel__name">
        {name}
        {connected && (
          <span className="company-channel__id">{t('companyHome.profile.channelId', { id })}</span>
        )}
      </span>
      <span className={`badge ${connected ? 'badge--success' : 'badge--danger'}`}>
        <i
          className={`pi ${connected ? 'pi-check-circle' : 'pi-times-circle'}`}
          aria-hidden="true"
        />
        {connected ? t('companyHome.profile.connected') : t('companyHome.profile.notConnected')}
      </span>
    </li>
  )
}

function Channels({ profile }: { profile: MeResponse['data'] }) {
  const { t } = useTranslation()
  return (
    <>
      <ul className="company-channels">
        <Channel icon="pi pi-whatsapp" name={t('companyHome.profile.whatsapp')} id={profile.waba} />
        <Channel icon="pi pi-comments" name={t('companyHome.profile.liveChat')} id={profile.mess} />
      </ul>
      {profile.extras && (
        <p className="company-profile__cart">
          <i className="pi pi-shopping-cart" aria-hidden="true" />
          {t('companyHome.profile.cartItems', { count: profile.extras.eCommerceCartItemsCount })}
        </p>
      )}
    </>
  )
}

/**
 * The client's profile: name, username, email and role from the session straight away, and the
 * messaging channels from `users/me` when that call answers.
 */
export function ProfileCard({ user }: { user: ProfileUser }) {
  const { t } = useTranslation()
  const titleId = useId()
  const channelsId = useId()
  const { state, retry } = useQuery(profileQuery)
  // A profile without a role is a client: the login helper's default (SPEC.md section 6).
  const role = user.role ?? 'client'
  const notGiven = t('companyHome.profile.notGiven')
  return (
    <section className="card company-profile" aria-labelledby={titleId}>
      <h2 className="card__title" id={titleId}>
        {t('companyHome.profile.title')}
      </h2>
      <div className="company-profile__who">
        <img
          className="avatar company-profile__avatar"
          src={user.avatar}
          alt=""
          width={72}
          height={72}
        />
        <div className="company-profile__name">
          <p className="company-profile__full-name">{user.fullName || notGiven}</p>
          <span className="badge">{t(`roles.${role}`)}</span>
        </div>
      </div>
      <dl className="company-profile__details">
        <div>
          <dt>{t('companyHome.profile.username')}</dt>
          <dd>{user.username ? `@${user.username}` : notGiven}</dd>
        </div>
        <div>
          <dt>{t('companyHome.profile.email')}</dt>
          <dd>{user.email || notGiven}</dd>
        </div>
        <div>
          <dt>{t('companyHome.profile.role')}</dt>
          <dd>{t(`roles.${role}`)}</dd>
        </div>
      </dl>
      <section
        className="company-profile__channels"
        aria-labelledby={channelsId}
        aria-busy={state.status === 'loading'}
      >
        <h3 className="company-profile__subtitle" id={channelsId}>
          {t('companyHome.profile.channels')}
        </h3>
        {state.status === 'loading' && (
          <LoadingPlaceholder className="company-skeleton" label={t('companyHome.profile.loading')}>
            <SkeletonBlock className="company-skeleton__row" />
            <SkeletonBlock className="company-skeleton__row" />
          </LoadingPlaceholder>
        )}
        {state.status === 'error' && (
          <LoadError
            look="section"
            title={t('companyHome.profile.errorTitle')}
            message={
              state.error instanceof MalformedResponseError
                ? t('companyHome.profile.errorMalformed')
                : t('companyHome.profile.errorMessage')
            }
            onRetry={retry}
          />
        )}
        {state.status === 'ready' && <Channels profile={state.data} />}
      </section>
    </section>
  )
}
