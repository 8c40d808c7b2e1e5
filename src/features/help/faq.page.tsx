import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { FaqCategory } from '@models/help-centre/help-centre'
import { Accordion } from '@/components/accordion'
import { Button } from '@/components/button'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { faqList } from '@/services/help/faq-list'
import { useList } from '@/services/list/use-list'
import { ContactCards } from './contact-cards'
import { HelpSearch } from './help-search'
import { helpIcon } from './help-icons'
import './help.css'

/**
 * The FAQ (SPEC.md section 3 "FAQ category", section 7 `GET /faq/data?q=`): a search that asks the
 * server once the typing pauses, the five categories with their icon, title and subtitle, each
 * category's questions in an accordion, a "no results" state, and ways to reach the team.
 * The search is the list pattern's (`useList`): it waits for the typing to pause and is kept in
 * the address (`?q=`), so a reload, Back or a shared link shows the same answers.
 */
export default function FaqPage() {
  const { t } = useTranslation('help')
  const titleId = useId()
  const list = useList(faqList)
  const categories = list.page?.rows
  const searched = list.params.q

  return (
    <div className="page-stack help-page">
      <section className="card help-hero" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('faq.title')}</h1>
        <p className="muted">{t('faq.subtitle')}</p>
        <HelpSearch
          label={t('faq.searchLabel')}
          placeholder={t('faq.searchPlaceholder')}
          value={list.typed}
          onChange={list.type}
        />
      </section>

      {!categories && list.status === 'failed' && (
        <LoadError
          look="page"
          title={t('faq.loadErrorTitle')}
          message={t('faq.loadErrorMessage')}
          onRetry={list.retry}
        />
      )}
      {!categories && list.status !== 'failed' && <FaqSkeleton label={t('faq.loading')} />}
      {categories && categories.length === 0 && (
        <section className="card help-empty" role="status">
          <i className="pi pi-search help-empty__icon" aria-hidden="true" />
          <h2>{t('faq.noResultsTitle')}</h2>
          <p className="muted">{t('faq.noResultsMessage', { search: searched })}</p>
          <Button variant="secondary" icon="pi pi-times" onClick={() => list.type('')}>
            {t('faq.clearSearch')}
          </Button>
        </section>
      )}
      {categories && categories.length > 0 && (
        <FaqCategories
          categories={categories}
          busy={list.status === 'loading'}
          searching={searched !== ''}
        />
      )}

      <ContactCards />
    </div>
  )
}

function FaqCategories({
  categories,
  busy,
  searching,
}: {
  categories: readonly FaqCategory[]
  busy: boolean
  searching: boolean
}) {
  const { t } = useTranslation('help')
  const navId = useId()
  return (
    <div className={`faq-layout${busy ? ' faq-layout--busy' : ''}`} aria-busy={busy}>
      <nav className="card faq-nav" aria-labelledby={navId}>
        <h2 id={navId} className="faq-nav__title">
          {t('faq.categories')}
        </h2>
        <ul>
          {categories.map((category) => (
            <li key={category.id}>
              <a href={`#faq-${category.id}`} className="faq-nav__link">
                <i className={helpIcon(category.icon)} aria-hidden="true" />
                <span>{category.title}</span>
                <span className="faq-nav__count">
                  {t('faq.questionCount', { count: category.qandA.length })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="faq-sections">
        {categories.map((category) => (
          <section
            key={category.id}
            id={`faq-${category.id}`}
            className="card faq-section"
            aria-labelledby={`faq-${category.id}-title`}
            tabIndex={-1}
          >
            <header className="faq-section__header">
              <span className="faq-section__icon" aria-hidden="true">
                <i className={helpIcon(category.icon)} />
              </span>
              <div>
                <h2 id={`faq-${category.id}-title`}>{category.title}</h2>
                <p className="muted">{category.subtitle}</p>
              </div>
            </header>
            <Accordion
              // Each new set of answers a search finds opens its first one again.
              key={searching ? category.qandA.map((item) => item.question).join('\n') : 'all'}
              openFirst={searching}
              items={category.qandA.map((item) => ({
                key: item.question,
                title: item.question,
                body: <p>{item.ans}</p>,
              }))}
            />
          </section>
        ))}
      </div>
    </div>
  )
}

function FaqSkeleton({ label }: { label: string }) {
  return (
    <LoadingPlaceholder label={label} className="faq-layout">
      <div className="card faq-nav">
        {[0, 1, 2, 3, 4].map((row) => (
          <SkeletonBlock key={row} className="help-skeleton__line" />
        ))}
      </div>
      <div className="card faq-section">
        <SkeletonBlock className="help-skeleton__title" />
        {[0, 1, 2].map((row) => (
          <SkeletonBlock key={row} className="help-skeleton__line" />
        ))}
      </div>
    </LoadingPlaceholder>
  )
}
