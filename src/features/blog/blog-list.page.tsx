import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { ListPaginator } from '@/components/list-table/list-paginator'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { blogList } from '@/services/blog/blog-list'
import { useList } from '@/services/list/use-list'
import { useErrorText } from '@/services/load-error-text'
import { BlogByline, BlogTags } from './blog-parts'
import { BlogSidebar } from './blog-sidebar'
import './blog.css'

/**
 * The blog (/pages/blog/list): the posts as cards, six a page, on the list pattern (the search,
 * the category and the page in the URL), beside a sidebar with the search, the recent posts and
 * the categories.
 */
export default function BlogListPage() {
  const { t } = useTranslation('blog')
  const list = useList(blogList)
  const errorText = useErrorText(list.error) ?? ''
  const { page } = list
  const category = list.params.filters.category

  return (
    <div className="page-stack blog-page">
      <header className="page-header">
        <h1>{t('list.title')}</h1>
        <p>{t('list.subtitle')}</p>
      </header>
      <div className="blog-layout">
        <div className="blog-layout__main">
          {page && (
            <p className="blog-count muted" role="status">
              {category
                ? t('list.countIn', {
                    count: page.total,
                    category: t(`categories.${category}`, { defaultValue: category }),
                  })
                : t('list.count', { count: page.total })}
            </p>
          )}
          {list.status === 'failed' && (
            <LoadError
              look={page ? 'line' : 'page'}
              title={t(page ? 'list.refreshFailed' : 'list.loadFailed')}
              message={errorText}
              onRetry={list.retry}
            />
          )}
          {!page && list.status !== 'failed' && (
            <LoadingPlaceholder label={t('list.loading')} className="blog-grid">
              {Array.from({ length: 4 }, (_, index) => (
                <SkeletonBlock key={index} className="blog-skeleton__card" />
              ))}
            </LoadingPlaceholder>
          )}
          {page && page.rows.length === 0 && (
            <section className="card blog-empty">
              <i className="pi pi-search" aria-hidden="true" />
              <h2>{t('list.emptyTitle')}</h2>
              <p>
                {list.params.q
                  ? t('list.emptySearch', { search: list.params.q })
                  : t('list.emptyMessage')}
              </p>
            </section>
          )}
          {page && page.rows.length > 0 && (
            <ul
              className={`blog-grid${list.dimmed ? ' blog-grid--dimmed' : ''}`}
              aria-label={t('list.posts')}
              aria-busy={list.status === 'loading'}
            >
              {page.rows.map((post) => (
                <li key={post.id} className="card blog-card">
                  <Link href={`/pages/blog/detail/${post.id}`} tabIndex={-1} aria-hidden="true">
                    <img className="blog-card__img" src={post.img} alt="" />
                  </Link>
                  <div className="blog-card__body">
                    <h2 className="blog-card__title">
                      <Link href={`/pages/blog/detail/${post.id}`}>{post.title}</Link>
                    </h2>
                    <BlogByline
                      avatar={post.avatar}
                      name={post.userFullName}
                      posted={post.blogPosted}
                    />
                    <BlogTags tags={post.tags} />
                    <p className="blog-card__excerpt">{post.excerpt}</p>
                    <p className="blog-card__footer">
                      <span className="muted">
                        <i className="pi pi-comments" aria-hidden="true" />{' '}
                        {t('list.comments', { count: post.comment })}
                      </span>
                      <Link href={`/pages/blog/detail/${post.id}`} className="blog-card__more">
                        {t('list.readMore')}
                        <span className="visually-hidden">: {post.title}</span>
                      </Link>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <ListPaginator list={list} />
        </div>
        <BlogSidebar list={list} />
      </div>
    </div>
  )
}
