import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { formatShortDateIn } from '@models/format/format-date'
import {
  knowledgeBaseMatches,
  type KnowledgeBaseCategoryPage,
  type KnowledgeBaseQuestion,
} from '@models/help-centre/help-centre'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { SafeHtml } from '@/components/mail/safe-html'
import { useRouteParams } from '@/components/route-params'
import {
  knowledgeBaseCategoryQuery,
  knowledgeBaseQuery,
  knowledgeBaseQuestionQuery,
} from '@/services/help/help-query'
import { isNotFound } from '@/services/load-error-text'
import { useQuery } from '@/services/use-query'
import { ContactCards } from './contact-cards'
import { HelpSearch } from './help-search'
import { helpIcon } from './help-icons'
import './help.css'

const basePath = '/pages/knowledge-base'
const categoryPath = (category: string) => `${basePath}/${encodeURIComponent(category)}`
const questionPath = (category: string, question: string) =>
  `${categoryPath(category)}/${encodeURIComponent(question)}`

/**
 * The knowledge base (SPEC.md section 3 "Knowledge base", section 7): three levels, each at its
 * own address: the category cards with a search (`/pages/knowledge-base`), one category's
 * questions in groups (`/pages/knowledge-base/<category>`), and one answer with its related
 * questions (`/pages/knowledge-base/<category>/<question>`). Answers are HTML from the server and
 * are shown only through DOMPurify (`SafeHtml`).
 */
export default function KnowledgeBasePage() {
  const { category, question } = useRouteParams()
  if (category && question) return <QuestionLevel category={category} question={question} />
  if (category) return <CategoryLevel category={category} />
  return <IndexLevel />
}

function IndexLevel() {
  const { t } = useTranslation('help')
  const titleId = useId()
  const { state, retry } = useQuery(knowledgeBaseQuery)
  const [search, setSearch] = useState('')
  const categories =
    state.status === 'ready'
      ? state.data.categories.filter((category) => knowledgeBaseMatches(category, search))
      : []

  return (
    <div className="page-stack help-page">
      <section className="card help-hero" aria-labelledby={titleId}>
        <h1 id={titleId}>{t('kb.title')}</h1>
        <p className="muted">{t('kb.subtitle')}</p>
        <HelpSearch
          label={t('kb.searchLabel')}
          placeholder={t('kb.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
      </section>
      {state.status === 'loading' && (
        <LoadingPlaceholder label={t('kb.loading')} className="kb-grid">
          {[0, 1, 2].map((card) => (
            <div key={card} className="card kb-card">
              <SkeletonBlock className="help-skeleton__title" />
              <SkeletonBlock className="help-skeleton__line" />
            </div>
          ))}
        </LoadingPlaceholder>
      )}
      {state.status === 'error' && (
        <LoadError
          look="page"
          title={t('kb.loadErrorTitle')}
          message={t('kb.loadErrorMessage')}
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && categories.length === 0 && (
        <section className="card help-empty" role="status">
          <i className="pi pi-search help-empty__icon" aria-hidden="true" />
          <h2>{t('kb.noResultsTitle')}</h2>
          <p className="muted">{t('kb.noResultsMessage', { search: search.trim() })}</p>
        </section>
      )}
      {categories.length > 0 && (
        <ul className="kb-grid" aria-label={t('kb.categories')}>
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={categoryPath(category.category)} className="card kb-card kb-card--link">
                <span className="kb-card__icon" aria-hidden="true">
                  <i className={helpIcon(category.icon)} />
                </span>
                <span className="kb-card__title">{category.title}</span>
                <span className="muted">{category.desc}</span>
                <span className="kb-card__count">
                  {t('kb.articleCount', { count: category.questionCount })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ContactCards />
    </div>
  )
}

function CategoryLevel({ category }: { category: string }) {
  const { t } = useTranslation('help')
  const { state, retry } = useQuery(knowledgeBaseCategoryQuery(category))
  return (
    <div className="page-stack help-page">
      <Level
        state={state}
        retry={retry}
        loadingLabel={t('kb.loadingCategory')}
        render={(page: KnowledgeBaseCategoryPage) => (
          <>
            <Breadcrumbs crumbs={[]} current={page.title} />
            <header className="card kb-header">
              <h1>{page.title}</h1>
              <p className="muted">{page.desc}</p>
            </header>
            <div className="kb-groups">
              {page.groups.map((group) => (
                <section
                  key={group.id}
                  className="card kb-group"
                  aria-labelledby={`kb-group-${group.id}`}
                >
                  <header className="kb-group__header">
                    <span className="kb-card__icon" aria-hidden="true">
                      <i className={helpIcon(group.icon)} />
                    </span>
                    <h2 id={`kb-group-${group.id}`}>{group.title}</h2>
                  </header>
                  <ul className="kb-links">
                    {group.questions.map((item) => (
                      <li key={item.slug}>
                        <Link href={questionPath(page.category, item.slug)}>
                          <i className="pi pi-angle-right" aria-hidden="true" />
                          {item.question}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        )}
      />
    </div>
  )
}

function QuestionLevel({ category, question }: { category: string; question: string }) {
  const { t, i18n } = useTranslation('help')
  const { state, retry } = useQuery(knowledgeBaseQuestionQuery(category, question))
  return (
    <div className="page-stack help-page">
      <Level
        state={state}
        retry={retry}
        loadingLabel={t('kb.loadingQuestion')}
        render={(answer: KnowledgeBaseQuestion) => (
          <>
            <Breadcrumbs
              crumbs={[{ href: categoryPath(answer.category), label: answer.categoryTitle }]}
              current={answer.title}
            />
            <div className="kb-question">
              <article className="card kb-article" aria-labelledby="kb-article-title">
                <h1 id="kb-article-title">{answer.title}</h1>
                <p className="muted kb-article__updated">
                  {t('kb.lastUpdated', {
                    date: formatShortDateIn(i18n.language, answer.lastUpdated),
                  })}
                </p>
                <SafeHtml html={answer.content} className="kb-article__body" />
              </article>
              <aside className="card kb-related" aria-labelledby="kb-related-title">
                <h2 id="kb-related-title">{t('kb.related')}</h2>
                {answer.relatedQuestions.length === 0 ? (
                  <p className="muted">{t('kb.noRelated')}</p>
                ) : (
                  <ul className="kb-links">
                    {answer.relatedQuestions.map((item) => (
                      <li key={item.slug}>
                        <Link href={questionPath(answer.category, item.slug)}>
                          <i className="pi pi-angle-right" aria-hidden="true" />
                          {item.question}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </aside>
            </div>
          </>
        )}
      />
    </div>
  )
}

interface Crumb {
  href: string
  label: string
}

function Breadcrumbs({ crumbs, current }: { crumbs: readonly Crumb[]; current: string }) {
  const { t } = useTranslation('help')
  return (
    <nav aria-label={t('kb.breadcrumbs')} className="kb-breadcrumbs">
      <ol>
        <li>
          <Link href={basePath}>{t('kb.title')}</Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link href={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}

type LevelState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown }

/** One level below the index: its loading, failed, missing or loaded state. */
function Level<T>({
  state,
  retry,
  loadingLabel,
  render,
}: {
  state: LevelState<T>
  retry: () => void
  loadingLabel: string
  render: (data: T) => ReactNode
}) {
  const { t } = useTranslation('help')
  if (state.status === 'ready') return render(state.data)
  if (state.status === 'loading')
    return (
      <LoadingPlaceholder label={loadingLabel} className="card kb-header">
        <SkeletonBlock className="help-skeleton__title" />
        <SkeletonBlock className="help-skeleton__line" />
        <SkeletonBlock className="help-skeleton__line" />
      </LoadingPlaceholder>
    )
  if (isNotFound(state.error))
    return (
      <section className="card help-empty" aria-labelledby="kb-missing-title">
        <i className="pi pi-book help-empty__icon" aria-hidden="true" />
        <h1 id="kb-missing-title">{t('kb.notFoundTitle')}</h1>
        <p className="muted">{t('kb.notFoundMessage')}</p>
        <Link href={basePath} className="btn btn--primary">
          {t('kb.backToIndex')}
        </Link>
      </section>
    )
  return (
    <LoadError
      look="page"
      title={t('kb.loadErrorTitle')}
      message={t('kb.loadErrorMessage')}
      onRetry={retry}
    />
  )
}
