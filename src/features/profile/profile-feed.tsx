import { useTranslation } from 'react-i18next'
import { formatCount } from '@models/format/format-count'
import { formatShortDate } from '@models/format/format-date'
import { Button } from '@/components/button'
import type { useProfileFeed } from '@/services/profile/use-profile-feed'

/** The feed of posts, each with its like (a toggle) and comment counts; "Load more" below. */
export function ProfileFeed({ feed }: { feed: ReturnType<typeof useProfileFeed> }) {
  const { t } = useTranslation('profile')
  return (
    <section className="profile__feed" id="profile-feed" aria-labelledby="profile-feed-title">
      <h2 className="visually-hidden" id="profile-feed-title">
        {t('feed.title')}
      </h2>
      {feed.posts.length === 0 && <p className="card profile-card muted">{t('feed.empty')}</p>}
      {feed.posts.map((post) => (
        <article
          key={post.id}
          className="card profile-post"
          aria-labelledby={`profile-post-${post.id}`}
        >
          <header className="profile-post__head">
            <img src={post.avatar} alt="" width={40} height={40} />
            <div>
              <h3 className="profile-post__author" id={`profile-post-${post.id}`}>
                {post.author}
              </h3>
              <time className="muted" dateTime={post.postedAt}>
                {formatShortDate(post.postedAt)}
              </time>
            </div>
          </header>
          <p>{post.text}</p>
          {post.image && <img className="profile-post__image" src={post.image} alt="" />}
          <footer className="profile-post__counts">
            <button
              type="button"
              className={post.youLiked ? 'profile-like profile-like--on' : 'profile-like'}
              aria-pressed={post.youLiked}
              aria-label={t('feed.like', { count: post.likes, formatted: formatCount(post.likes) })}
              onClick={() => void feed.toggleLike(post)}
            >
              <i
                className={post.youLiked ? 'pi pi-heart-fill' : 'pi pi-heart'}
                aria-hidden="true"
              />
              <span aria-hidden="true">{formatCount(post.likes)}</span>
            </button>
            <span className="profile-post__comments">
              <i className="pi pi-comments" aria-hidden="true" />
              {t('feed.comments', { count: post.comments, formatted: formatCount(post.comments) })}
            </span>
          </footer>
        </article>
      ))}
      {feed.hasMore && (
        <div className="profile__more">
          <Button
            variant="secondary"
            icon="pi pi-angle-down"
            loading={feed.loading}
            onClick={() => void feed.loadMore()}
          >
            {feed.loading ? t('feed.loadingMore') : t('feed.loadMore')}
          </Button>
        </div>
      )}
    </section>
  )
}
