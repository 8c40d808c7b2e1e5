import './analytics-cards.css'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type * as z from 'zod/mini'
import type { AnalyticsPeriod } from '@models/analytics/analytics-cards'
import { LoadError } from '@/components/load-states'
import { useRefusalText } from '@/services/load-error-text'
import { useCard } from '@/services/analytics/card-query'
import type { CardRequest } from '@/services/analytics/card-request'
import { CardSkeleton, useLoadErrorMessage } from './card-states'
import type { ChartSize } from '@/components/chart/lazy-chart'
import { useFormatters, type Formatters } from './use-formatters'
import { periodKeys } from './analytics-period'

/** How much of the dashboard's row a card takes on a wide screen (it narrows on smaller ones). */
export type CardSpan = 'quarter' | 'third' | 'half' | 'two-thirds' | 'full'

interface DashCardProps<Schema extends z.ZodMiniType> {
  /** What the card loads; a module-level constant. */
  request: CardRequest<Schema>
  period: AnalyticsPeriod
  title: string
  span: CardSpan
  /** The shape of the loading placeholder. */
  skeleton?: { lines?: number; chart?: ChartSize }
  /** Beside the title: a legend or an icon. */
  aside?: ReactNode
  /** The card's figures, drawn from its data. */
  children: (data: z.infer<Schema>, format: Formatters) => ReactNode
}

/**
 * One dashboard card: its title and period, and its figures once they arrive. It loads its own
 * data, so one slow or failing card never holds up or blanks the page; loading, failure and retry
 * stay inside the card.
 */
export function DashCard<Schema extends z.ZodMiniType>({
  request,
  period,
  title,
  span,
  skeleton,
  aside,
  children,
}: DashCardProps<Schema>) {
  const { t } = useTranslation()
  const format = useFormatters()
  const errorMessage = useLoadErrorMessage()
  const { state, retry } = useCard(request, period)
  const refusal = useRefusalText(state.status === 'error' ? state.error : null)
  const titleId = useId()
  return (
    <section
      className={`card dash-card dash-card--${span}`}
      aria-labelledby={titleId}
      aria-busy={state.status === 'loading'}
    >
      <header className="dash-card__header">
        <div className="dash-card__heading">
          <h2 className="card__title" id={titleId}>
            {title}
          </h2>
          <p className="card__subtitle">{t(periodKeys[period].name)}</p>
        </div>
        {aside}
      </header>
      {state.status === 'error' && (
        <LoadError
          look="card"
          title={t('home.card.errorTitle', { title })}
          message={refusal ?? errorMessage(state.error)}
          onRetry={retry}
        />
      )}
      {state.status === 'loading' && state.previous === undefined && (
        <CardSkeleton label={t('home.card.loading', { title })} {...skeleton} />
      )}
      {state.status === 'ready' && (
        <div className="dash-card__body">{children(state.data, format)}</div>
      )}
      {state.status === 'loading' && state.previous !== undefined && (
        <div className="dash-card__body dash-card__body--refreshing">
          <span className="visually-hidden" role="status">
            {t('home.card.refreshing')}
          </span>
          {children(state.previous, format)}
        </div>
      )}
    </section>
  )
}
