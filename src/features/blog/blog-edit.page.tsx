import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import {
  blogCategoryValues,
  blogExcerptMaxLength,
  blogStatuses,
  blogTitleMaxLength,
  checkBlogEdit,
  checkBlogImage,
  slugify,
  type BlogEdit,
  type BlogStatus,
} from '@models/blog/blog'
import { formatFileSize } from '@models/format/format-file-size'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { MultiPicker } from '@/components/pickers/multi-picker'
import { useRouteParams } from '@/components/route-params'
import { saveBlogPost } from '@/services/blog/blog-post'
import { blogEditQuery, blogIdOf } from '@/services/blog/blog-query'
import { fieldErrorsOf, reportError } from '@/services/error-catalogue'
import { isNotFound, useErrorText } from '@/services/load-error-text'
import { notify } from '@/services/toast'
import { useQuery } from '@/services/use-query'
import './blog.css'

type Field = 'blogTitle' | 'slug' | 'blogCategories' | 'status' | 'excerpt' | 'featuredImage'
const fieldOrder: readonly Field[] = [
  'blogTitle',
  'slug',
  'blogCategories',
  'status',
  'excerpt',
  'featuredImage',
]

interface Draft {
  blogTitle: string
  slug: string
  /** The slug is made from the title until the user edits it by hand. */
  slugFollowsTitle: boolean
  categories: string[]
  status: BlogStatus
  excerpt: string
  featuredImage: string
}

const draftOf = (post: BlogEdit): Draft => ({
  blogTitle: post.blogTitle,
  slug: post.slug,
  slugFollowsTitle: post.slug === slugify(post.blogTitle),
  categories: post.blogCategories.map((category) => category.value),
  status: post.status,
  excerpt: post.excerpt,
  featuredImage: post.featuredImage,
})

/**
 * The edit form of a blog post (/pages/blog/edit/:id, the admin's): title, a slug that follows the
 * title until edited by hand, categories, status, excerpt and a featured image (images only, 2 MB
 * at most, previewed). Each field's problem shows under it, the server's too; a failed save keeps
 * everything typed.
 */
export default function BlogEditPage() {
  const id = blogIdOf(useRouteParams().id)
  return <PostEdit key={id ?? 'none'} id={id} />
}

function PostEdit({ id }: { id: number | null }) {
  const { t } = useTranslation('blog')
  const { state, retry } = useQuery(blogEditQuery(id ?? 0))
  const errorText = useErrorText(state.status === 'error' ? state.error : null) ?? ''
  if (id === null || (state.status === 'error' && isNotFound(state.error)))
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
  if (state.status === 'error')
    return (
      <LoadError look="page" title={t('edit.loadFailed')} message={errorText} onRetry={retry} />
    )
  if (state.status === 'loading')
    return (
      <LoadingPlaceholder label={t('edit.loading')} className="card blog-edit">
        <SkeletonBlock className="blog-skeleton__line" />
        <SkeletonBlock className="blog-skeleton__hero" />
      </LoadingPlaceholder>
    )
  return <EditForm post={state.data} />
}

function EditForm({ post }: { post: BlogEdit }) {
  const { t } = useTranslation('blog')
  const formId = useId()
  const [draft, setDraft] = useState(() => draftOf(post))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [saving, setSaving] = useState(false)
  const idOf = (field: Field) => `${formId}-${field}`

  const clearErrors = (fields: readonly Field[]) =>
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([field]) => !fields.includes(field as Field)),
      ),
    )

  const change = (patch: Partial<Draft>, fields: readonly Field[]) => {
    setDraft((current) => ({ ...current, ...patch }))
    clearErrors(fields)
  }

  const changeTitle = (blogTitle: string) => {
    setDraft((current) => ({
      ...current,
      blogTitle,
      slug: current.slugFollowsTitle ? slugify(blogTitle) : current.slug,
    }))
    clearErrors(draft.slugFollowsTitle ? ['blogTitle', 'slug'] : ['blogTitle'])
  }

  const pickImage = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const problem = checkBlogImage(file)
    if (problem) {
      setErrors((current) => ({
        ...current,
        featuredImage: t(`edit.problems.${problem}`, {
          name: file.name,
          size: formatFileSize(file.size / 1024),
        }),
      }))
      return
    }
    const reader = new FileReader()
    reader.onload = () => change({ featuredImage: String(reader.result) }, ['featuredImage'])
    reader.onerror = () =>
      setErrors((current) => ({ ...current, featuredImage: t('edit.problems.imageUnreadable') }))
    reader.readAsDataURL(file)
  }

  const focusFirst = (wrong: Partial<Record<Field, string>>) => {
    const first = fieldOrder.find((field) => wrong[field])
    if (first) document.getElementById(idOf(first))?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problems = checkBlogEdit({ ...draft, blogCategories: draft.categories })
    const found: Partial<Record<Field, string>> = {}
    for (const [field, problem] of Object.entries(problems))
      found[field as Field] = t(`edit.problems.${problem}`, {
        max: field === 'excerpt' ? blogExcerptMaxLength : blogTitleMaxLength,
      })
    if (Object.keys(found).length > 0) {
      setErrors(found)
      focusFirst(found)
      return
    }
    setSaving(true)
    try {
      const saved = await saveBlogPost({
        id: post.id,
        blogTitle: draft.blogTitle.trim(),
        slug: draft.slug.trim(),
        blogCategories: draft.categories.map((value) => ({
          value,
          label: t(`categories.${value}`),
        })),
        status: draft.status,
        excerpt: draft.excerpt.trim(),
        featuredImage: draft.featuredImage,
      })
      setDraft(draftOf(saved))
      setErrors({})
      notify({ severity: 'success', summary: t('edit.saved', { title: saved.blogTitle }) })
    } catch (error) {
      // Everything typed stays; the server's problems show under their fields.
      const fromServer = await fieldErrorsOf(error)
      const known = Object.fromEntries(
        Object.entries(fromServer).filter(([field]) => fieldOrder.includes(field as Field)),
      ) as Partial<Record<Field, string>>
      if (Object.keys(known).length > 0) {
        setErrors(known)
        focusFirst(known)
      } else await reportError(error, t('edit.saveFailed'))
    } finally {
      setSaving(false)
    }
  }

  const categoryOptions = blogCategoryValues.map((value) => ({
    value,
    label: t(`categories.${value}`),
  }))

  return (
    <div className="page-stack blog-edit-page">
      <header className="page-header">
        <h1>{t('edit.title')}</h1>
        <p>{t('edit.subtitle')}</p>
      </header>
      <form className="card blog-edit" noValidate onSubmit={(event) => void submit(event)}>
        <div className="blog-edit__grid">
          <FormField label={t('edit.fields.title')} error={errors.blogTitle} id={idOf('blogTitle')}>
            {(control) => (
              <input
                {...control}
                className="input"
                value={draft.blogTitle}
                onChange={(event) => changeTitle(event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('edit.fields.slug')} error={errors.slug} id={idOf('slug')}>
            {(control) => (
              <input
                {...control}
                className="input"
                value={draft.slug}
                onChange={(event) =>
                  change({ slug: event.target.value, slugFollowsTitle: false }, ['slug'])
                }
              />
            )}
          </FormField>
          <FormField
            label={t('edit.fields.categories')}
            error={errors.blogCategories}
            id={idOf('blogCategories')}
          >
            {(control) => (
              <MultiPicker
                control={control}
                options={categoryOptions}
                value={draft.categories}
                onChange={(categories) => change({ categories }, ['blogCategories'])}
                placeholder={t('edit.categoriesPlaceholder')}
                emptyMessage={t('edit.noCategories')}
              />
            )}
          </FormField>
          <FormField label={t('edit.fields.status')} error={errors.status} id={idOf('status')}>
            {(control) => (
              <select
                {...control}
                className="input"
                value={draft.status}
                onChange={(event) =>
                  change({ status: event.target.value as BlogStatus }, ['status'])
                }
              >
                {blogStatuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`status.${status}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            label={t('edit.fields.excerpt')}
            error={errors.excerpt}
            id={idOf('excerpt')}
            className="blog-edit__wide"
          >
            {(control) => (
              <textarea
                {...control}
                className="input"
                rows={3}
                value={draft.excerpt}
                onChange={(event) => change({ excerpt: event.target.value }, ['excerpt'])}
              />
            )}
          </FormField>
          <FormField
            label={t('edit.fields.image')}
            error={errors.featuredImage}
            id={idOf('featuredImage')}
            className="blog-edit__wide"
          >
            {(control) => (
              <div className="blog-edit__image">
                {draft.featuredImage && (
                  <img
                    className="blog-edit__preview"
                    src={draft.featuredImage}
                    alt={t('edit.preview')}
                  />
                )}
                <div className="blog-edit__upload">
                  <input
                    {...control}
                    type="file"
                    className="blog-edit__file"
                    accept="image/png,image/jpeg,image/gif,image/webp"
                    onChange={pickImage}
                  />
                  <p className="muted">{t('edit.imageHint')}</p>
                </div>
              </div>
            )}
          </FormField>
        </div>
        <div className="blog-edit__actions">
          <Button type="submit" icon="pi pi-check" loading={saving}>
            {t('edit.save')}
          </Button>
          <Link href={`/pages/blog/detail/${post.id}`} className="btn btn--secondary">
            {t('edit.view')}
          </Link>
        </div>
      </form>
    </div>
  )
}
