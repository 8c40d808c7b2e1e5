import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { BlogPostSummary } from '@models/blog/blog'
import { formatShortDateIn } from '@models/format/format-date'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { blogSidebarQuery } from '@/services/blog/blog-query'
import type { ListView } from '@/services/list/use-list'
import { useQuery } from '@/services/use-query'
import { blogIcon } from './blog-icons'

/**
 * The blog list's sidebar: the search (which the list waits on while typing, then puts in the
 * URL), the recent posts and the five categories (a filter of the list, in the URL too).
 */
export function BlogSidebar({ list }: { list: ListView<BlogPostSummary> }) {
  const { t, i18n } = useTranslation('blog')
  const { state, retry } = useQuery(blogSidebarQuery)
  const recentId = useId()
  const categoriesId = useId()
  const picked = list.params.filters.category ?? ''
  return (
    <aside className="blog-sidebar" aria-label={t('sidebar.label')}>
      <div className="blog-sidebar__search">
        <i className="pi pi-search" aria-hidden="true" />
        <input
          type="search"
          className="input"
          aria-label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={list.typed}
          onChange={(event) => list.type(event.target.value)}
        />
      </div>
      {state.status === 'loading' && (
        <LoadingPlaceholder label={t('sidebar.loading')} className="blog-sidebar__loading">
          <SkeletonBlock className="blog-skeleton__line" />
          <SkeletonBlock className="blog-skeleton__line" />
        </LoadingPlaceholder>
      )}
      {state.status === 'error' && (
        <LoadError
          look="section"
          title={t('sidebar.loadFailed')}
          message={t('sidebar.loadFailedMessage')}
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && (
        <>
          <section aria-labelledby={recentId}>
            <h2 id={recentId} className="blog-sidebar__title">
              {t('sidebar.recentPosts')}
            </h2>
            <ul className="blog-recent">
              {state.data.recentPosts.map((post) => (
                <li key={post.id}>
                  <Link href={`/pages/blog/detail/${post.id}`} className="blog-recent__link">
                    <img src={post.img} alt="" width={72} height={48} />
                    <span>
                      <span className="blog-recent__title">{post.title}</span>
                      <time className="muted" dateTime={post.createdTime}>
                        {formatShortDateIn(i18n.language, post.createdTime)}
                      </time>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={categoriesId}>
            <h2 id={categoriesId} className="blog-sidebar__title">
              {t('sidebar.categories')}
            </h2>
            <ul className="blog-categories">
              <li>
                <button
                  type="button"
                  className="blog-category"
                  aria-pressed={picked === ''}
                  onClick={() => list.filter('category', '')}
                >
                  <span className="blog-category__icon" aria-hidden="true">
                    <i className="pi pi-th-large" />
                  </span>
                  {t('sidebar.allCategories')}
                </button>
              </li>
              {state.data.categories.map(({ category, icon }) => (
                <li key={category}>
                  <button
                    type="button"
                    className={`blog-category blog-category--${category}`}
                    aria-pressed={picked === category}
                    onClick={() => list.filter('category', picked === category ? '' : category)}
                  >
                    <span className="blog-category__icon" aria-hidden="true">
                      <i className={blogIcon(icon)} />
                    </span>
                    {t(`categories.${category}`, { defaultValue: category })}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </aside>
  )
}
