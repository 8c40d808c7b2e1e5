import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { AnalyticsPeriod } from '@models/analytics/analytics-cards'
import { Button } from '@/components/button'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { useRefusalText } from '@/services/load-error-text'
import { openSearch } from '@/services/search-trigger'
import { useCard } from '@/services/analytics/card-query'
import { homeCards } from '@/services/analytics/analytics-cards'
import { useFormatters } from '@/components/analytics-cards/use-formatters'
import { useLoadErrorMessage } from '@/components/analytics-cards/card-states'
import { TrendBadge } from '@/components/analytics-cards/trend-badge'
import { periodKeys } from '@/components/analytics-cards/analytics-period'

const request = homeCards.sales

/** The user's first name, or nothing when the session names nobody. */
function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? ''
}

/**
 * The greeting, with the period's sales as the headline. The greeting shows at once; only the
 * sales line waits for its figures, and a failure there leaves the greeting standing.
 */
export function WelcomeCard({ period, fullName }: { period: AnalyticsPeriod; fullName: string }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const errorMessage = useLoadErrorMessage()
  const { state, retry } = useCard(request, period)
  const refusal = useRefusalText(state.status === 'error' ? state.error : null)
  const titleId = useId()
  const name = firstName(fullName)
  const sales =
    state.status === 'ready' ? state.data : state.status === 'loading' ? state.previous : undefined
  return (
    <section className="card dash-card dash-card--half welcome-card" aria-labelledby={titleId}>
      <div className="welcome-card__text">
        <h2 className="welcome-card__title" id={titleId}>
          {name ? t('home.welcome.title', { name }) : t('home.welcome.titleNoName')}
        </h2>
        {sales ? (
          <>
            <p className="muted">
              {t('home.welcome.sales', { during: t(periodKeys[period].during) })}
            </p>
            <div className="dash-figure" aria-busy={state.status === 'loading'}>
              <span className="dash-figure__value dash-figure__value--primary">
                {format.money(sales.statistic)}
              </span>
              <TrendBadge value={sales.changePercent} format={format} />
            </div>
          </>
        ) : state.status === 'error' ? (
          <LoadError
            look="line"
            title={t('home.card.errorTitle', { title: t('home.welcome.salesTitle') })}
            message={refusal ?? errorMessage(state.error)}
            onRetry={retry}
          />
        ) : (
          <LoadingPlaceholder
            className="dash-skeleton"
            label={t('home.card.loading', { title: t('home.welcome.salesTitle') })}
          >
            <SkeletonBlock className="dash-skeleton__line" />
            <SkeletonBlock className="dash-skeleton__figure" />
          </LoadingPlaceholder>
        )}
        <Button variant="primary" icon="pi pi-search" onClick={openSearch}>
          {t('home.welcome.searchCta')}
        </Button>
      </div>
      <svg className="welcome-card__art" viewBox="0 0 160 140" aria-hidden="true">
        <circle cx="80" cy="70" r="62" fill="var(--primary-soft)" />
        <path d="M56 38h48v22a24 24 0 0 1-48 0z" fill="var(--warning)" />
        <path
          d="M56 44H42a14 14 0 0 0 14 18M104 44h14a14 14 0 0 1-14 18"
          stroke="var(--warning)"
          strokeWidth="5"
          fill="none"
        />
        <rect x="74" y="82" width="12" height="16" fill="var(--warning)" />
        <rect x="60" y="98" width="40" height="10" rx="3" fill="var(--primary)" />
        <path d="M80 46l3.5 7 7.5 1-5.5 5 1.5 7.5-7-3.8-7 3.8 1.5-7.5-5.5-5 7.5-1z" fill="#fff" />
      </svg>
    </section>
  )
}
