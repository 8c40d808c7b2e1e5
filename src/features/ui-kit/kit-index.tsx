import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'

/** One sub-page of a UI-kit family, as its index lists it. */
export interface KitSection {
  /** The last segment of its path, and its key in the `uikit` words. */
  id: string
  path: string
  icon: string
}

/** A family's index page: a card per sub-page, with its name, what it shows and a link to it. */
export function KitIndex({
  family,
  sections,
}: {
  family: string
  sections: readonly KitSection[]
}) {
  const { t } = useTranslation('uikit')
  return (
    <div className="page-stack">
      <header className="page-header">
        <h1>{t(`${family}.title`)}</h1>
        <p>{t(`${family}.subtitle`)}</p>
      </header>
      <ul className="kit-index grid">
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={section.path} className="card kit-index__card">
              <i className={`${section.icon} kit-index__icon`} aria-hidden="true" />
              <span className="kit-index__name">{t(`${family}.${section.id}.title`)}</span>
              <span className="kit-index__text">{t(`${family}.${section.id}.subtitle`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A sub-page's header: its title, what it shows, and the way back to its family's index. */
export function KitHeader({
  family,
  section,
  path,
}: {
  family: string
  section: string
  path: string
}) {
  const { t } = useTranslation('uikit')
  return (
    <header className="page-header">
      <nav aria-label={t('breadcrumb')} className="kit-breadcrumb">
        <Link href={path}>{t(`${family}.title`)}</Link>
      </nav>
      <h1>{t(`${family}.${section}.title`)}</h1>
      <p>{t(`${family}.${section}.subtitle`)}</p>
    </header>
  )
}

/** A card of the gallery: a titled demo, and the product component it shows. */
export function KitCard({
  title,
  source,
  children,
}: {
  title: string
  /** Where the component lives, so an engineer finds it: `src/components/button.tsx`. */
  source: string
  children: React.ReactNode
}) {
  const { t } = useTranslation('uikit')
  return (
    <section className="card kit-card">
      <h2 className="card__title">{title}</h2>
      <p className="kit-card__source">
        {t('source')} <code>{source}</code>
      </p>
      <div className="kit-card__demo">{children}</div>
    </section>
  )
}
