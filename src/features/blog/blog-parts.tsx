import { useTranslation } from 'react-i18next'
import { formatShortDateIn } from '@models/format/format-date'

/** A post's author with their picture and the day it was posted. */
export function BlogByline({
  avatar,
  name,
  posted,
}: {
  avatar: string
  name: string
  posted: string
}) {
  const { t, i18n } = useTranslation('blog')
  return (
    <p className="blog-byline">
      {avatar ? (
        <img className="blog-byline__avatar" src={avatar} alt="" width={28} height={28} />
      ) : (
        <span className="blog-byline__avatar" aria-hidden="true" />
      )}
      <span>
        {t('byline.by')} <strong>{name}</strong>
      </span>
      <span className="blog-byline__sep" aria-hidden="true">
        |
      </span>
      <time dateTime={posted}>{formatShortDateIn(i18n.language, posted)}</time>
    </p>
  )
}

/** A post's categories as tags. */
export function BlogTags({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation('blog')
  return (
    <ul className="blog-tags" aria-label={t('tags')}>
      {tags.map((tag) => (
        <li key={tag} className={`badge blog-tag blog-tag--${tag}`}>
          {t(`categories.${tag}`, { defaultValue: tag })}
        </li>
      ))}
    </ul>
  )
}
