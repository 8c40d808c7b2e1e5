import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { checkBlogComment, blogCommentMaxLength } from '@models/blog/blog'
import { formatShortDateIn } from '@models/format/format-date'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { SafeHtml } from '@/components/mail/safe-html'
import { useRouteParams } from '@/components/route-params'
import { useBlogPost, type ShownComment } from '@/services/blog/blog-post'
import { blogIdOf } from '@/services/blog/blog-query'
import { reportError } from '@/services/error-catalogue'
import { isNotFound, useErrorText } from '@/services/load-error-text'
import { useCan } from '@/services/use-can'
import { BlogByline, BlogTags } from './blog-parts'
import './blog.css'

/**
 * One blog post (/pages/blog/detail/:id): its title, picture, byline and tags, its content (HTML
 * from the server, shown only through DOMPurify), a bookmark toggle, its comments and a form to
 * add one. The bookmark and the comment show at once and are taken back if the server refuses.
 */
export default function BlogDetailPage() {
  const id = blogIdOf(useRouteParams().id)
  if (id === null) return <MissingPost />
  return <BlogPost key={id} id={id} />
}

function MissingPost() {
  const { t } = useTranslation('blog')
  return (
    <section className="card blog-empty">
      <i className="pi pi-file" aria-hidden="true" />
      <h1>{t('detail.missingTitle')}</h1>
      <p>{t('detail.missingMessage')}</p>
      <Link href="/pages/blog/list" className="btn btn--primary">
        {t('detail.backToList')}
      </Link>
    </section>
  )
}

function BlogPost({ id }: { id: number }) {
  const { t } = useTranslation('blog')
  const { state, retry, post, comments, bookmarked, addComment, toggleBookmark } = useBlogPost(id)
  const canEdit = useCan('manage', 'Blog')
  const errorText = useErrorText(state.status === 'error' ? state.error : null) ?? ''
  const titleId = useId()

  if (state.status === 'error' && isNotFound(state.error)) return <MissingPost />
  if (state.status === 'error')
    return (
      <LoadError look="page" title={t('detail.loadFailed')} message={errorText} onRetry={retry} />
    )
  if (!post)
    return (
      <LoadingPlaceholder label={t('detail.loading')} className="page-stack blog-detail">
        <SkeletonBlock className="blog-skeleton__hero" />
        <SkeletonBlock className="blog-skeleton__line" />
        <SkeletonBlock className="blog-skeleton__line" />
      </LoadingPlaceholder>
    )

  const toggle = () =>
    toggleBookmark().catch((error: unknown) => reportError(error, t('detail.bookmarkFailed')))

  return (
    <div className="page-stack blog-detail">
      <article className="card blog-article" aria-labelledby={titleId}>
        <img className="blog-article__img" src={post.img} alt="" />
        <div className="blog-article__body">
          <div className="blog-article__head">
            <h1 id={titleId}>{post.title}</h1>
            <div className="blog-article__actions">
              <Button
                variant="secondary"
                size="sm"
                icon={bookmarked ? 'pi pi-bookmark-fill' : 'pi pi-bookmark'}
                aria-pressed={bookmarked}
                onClick={() => void toggle()}
              >
                {t('detail.bookmark')}
              </Button>
              {canEdit && (
                <Link href={`/pages/blog/edit/${post.id}`} className="btn btn--primary btn--sm">
                  <i className="pi pi-pencil" aria-hidden="true" />
                  {t('detail.edit')}
                </Link>
              )}
            </div>
          </div>
          <BlogByline avatar={post.avatar} name={post.userFullName} posted={post.blogPosted} />
          <BlogTags tags={post.tags} />
          <SafeHtml html={post.content} className="blog-article__content" />
        </div>
      </article>
      <Comments comments={comments} onAdd={addComment} />
    </div>
  )
}

function Comments({
  comments,
  onAdd,
}: {
  comments: readonly ShownComment[]
  onAdd: (text: string) => Promise<void>
}) {
  const { t, i18n } = useTranslation('blog')
  const headingId = useId()
  const formHeadingId = useId()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = checkBlogComment(text)
    if (found) {
      setProblem(t(`comments.${found}`, { max: blogCommentMaxLength }))
      return
    }
    setProblem(null)
    const sent = text
    setText('')
    onAdd(sent).catch((error: unknown) => {
      // Nothing typed is lost: the text comes back unless something new was typed meanwhile.
      setText((current) => (current === '' ? sent : current))
      void reportError(error, t('comments.failed'))
    })
  }

  return (
    <>
      <section className="card blog-comments" aria-labelledby={headingId}>
        <h2 id={headingId}>{t('comments.title', { count: comments.length })}</h2>
        {comments.length === 0 ? (
          <p className="muted">{t('comments.none')}</p>
        ) : (
          <ul className="blog-comments__list">
            {comments.map((comment) => (
              <li
                key={comment.id}
                className={`blog-comment${comment.pending ? ' blog-comment--pending' : ''}`}
              >
                {comment.avatar ? (
                  <img className="blog-byline__avatar" src={comment.avatar} alt="" />
                ) : (
                  <span className="blog-byline__avatar" aria-hidden="true" />
                )}
                <div>
                  <p className="blog-comment__who">
                    <strong>{comment.userFullName}</strong>{' '}
                    <span className="muted">
                      {comment.pending
                        ? t('comments.sending')
                        : formatShortDateIn(i18n.language, comment.commentedAt)}
                    </span>
                  </p>
                  <p className="blog-comment__text">{comment.commentText}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card blog-comment-form" aria-labelledby={formHeadingId}>
        <h2 id={formHeadingId}>{t('comments.leave')}</h2>
        <form noValidate onSubmit={submit}>
          <FormField label={t('comments.label')} error={problem}>
            {(control) => (
              <textarea
                {...control}
                className="input"
                rows={4}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </FormField>
          <Button type="submit" icon="pi pi-send">
            {t('comments.post')}
          </Button>
        </form>
      </section>
    </>
  )
}
