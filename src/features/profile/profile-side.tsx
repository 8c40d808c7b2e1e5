import { useTranslation } from 'react-i18next'
import type { ProfileData, ProfilePoll } from '@models/account-settings/profile'
import { formatShortDate } from '@models/format/format-date'
import { formatCount } from '@models/format/format-count'

/** The column beside the feed: about, suggested pages, polls, photos and suggestions. */
export function ProfileSide({
  data,
  polls,
  onVote,
}: {
  data: ProfileData
  polls: ProfilePoll[]
  onVote: (poll: ProfilePoll, option: string) => void
}) {
  const { t } = useTranslation('profile')
  return (
    <div className="profile__side">
      <section
        className="card profile-card"
        id="profile-about"
        aria-labelledby="profile-about-title"
      >
        <h2 className="card__title" id="profile-about-title">
          {t('about.title')}
        </h2>
        <p>{data.about.text}</p>
        <dl className="profile-facts">
          <dt>{t('about.joined')}</dt>
          <dd>{formatShortDate(data.about.joined)}</dd>
          <dt>{t('about.lives')}</dt>
          <dd>{data.about.lives}</dd>
          <dt>{t('about.email')}</dt>
          <dd>{data.about.email}</dd>
          <dt>{t('about.website')}</dt>
          <dd>
            <a href={data.about.website} rel="noreferrer" target="_blank">
              {data.about.website}
            </a>
          </dd>
        </dl>
      </section>

      <section className="card profile-card" aria-labelledby="profile-pages-title">
        <h2 className="card__title" id="profile-pages-title">
          {t('pages.title')}
        </h2>
        <ul className="profile-people">
          {data.suggestedPages.map((page) => (
            <li key={page.id} className="profile-people__row">
              <img src={page.avatar} alt="" width={36} height={36} />
              <div>
                <span className="profile-people__name">{page.name}</span>
                <span className="muted">{page.subtitle}</span>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {polls.map((poll) => {
        const votes = poll.options.reduce((sum, option) => sum + option.votes, 0)
        return (
          <section
            key={poll.id}
            className="card profile-card"
            aria-labelledby={`profile-poll-${poll.id}`}
          >
            <h2 className="card__title" id={`profile-poll-${poll.id}`}>
              {t('polls.title')}
            </h2>
            <fieldset className="profile-poll">
              <legend>{poll.question}</legend>
              {poll.options.map((option) => {
                const share = votes === 0 ? 0 : Math.round((option.votes / votes) * 100)
                return (
                  <label key={option.id} className="profile-poll__option">
                    <input
                      type="radio"
                      name={`poll-${poll.id}`}
                      checked={poll.yourVote === option.id}
                      onChange={() => onVote(poll, option.id)}
                    />
                    <span className="profile-poll__label">{option.label}</span>
                    <span className="profile-poll__share">{share}%</span>
                    <span className="profile-poll__bar" aria-hidden="true">
                      <span style={{ width: `${share}%` }} />
                    </span>
                  </label>
                )
              })}
              <p className="muted profile-poll__total">
                {t('polls.votes', { count: votes, formatted: formatCount(votes) })}
              </p>
            </fieldset>
          </section>
        )
      })}

      <section
        className="card profile-card"
        id="profile-photos"
        aria-labelledby="profile-photos-title"
      >
        <h2 className="card__title" id="profile-photos-title">
          {t('photos.title')}
        </h2>
        <ul className="profile-photos">
          {data.photos.map((photo, index) => (
            <li key={photo.id}>
              <img src={photo.src} alt={t('photos.alt', { number: index + 1 })} />
            </li>
          ))}
        </ul>
      </section>

      <section className="card profile-card" aria-labelledby="profile-suggestions-title">
        <h2 className="card__title" id="profile-suggestions-title">
          {t('suggestions.title')}
        </h2>
        <ul className="profile-people">
          {data.suggestions.map((person) => (
            <li key={person.id} className="profile-people__row">
              <img src={person.avatar} alt="" width={36} height={36} />
              <div>
                <span className="profile-people__name">{person.name}</span>
                <span className="muted">
                  {t('suggestions.mutual', { count: person.mutualFriends })}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
