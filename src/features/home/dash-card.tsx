import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CardState } from './use-card-data'
import { CardError, CardSkeleton } from './card-states'
import type { ChartSize } from './lazy-chart'

/** How much of the dashboard's row a card takes on a wide screen (it narrows on smaller ones). */
export type CardSpan = 'quarter' | 'third' | 'half' | 'two-thirds' | 'full'

interface DashCardProps<T> {
  title: string
  subtitle?: string
  span: CardSpan
  state: CardState<T>
  onRetry: () => void
  /** The shape of the loading placeholder. */
  skeleton?: { lines?: number; chart?: ChartSize }
  /** Beside the title: a legend or an icon. */
  aside?: ReactNode
  className?: string
  children: (data: T) => ReactNode
}

/**
 * One dashboard card: its title, and its figures once they arrive. Loading, failure and retry stay
 * inside the card, so one failing card never blanks the page.
 */
export function DashCard<T>({
  title,
  subtitle,
  span,
  state,
  onRetry,
  skeleton,
  aside,
  className,
  children,
}: DashCardProps<T>) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <section
      className={['card dash-card', `dash-card--${span}`, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-busy={state.status === 'loading'}
    >
      <header className="dash-card__header">
        <div className="dash-card__heading">
          <h2 className="card__title" id={titleId}>
            {title}
          </h2>
          {subtitle && <p className="card__subtitle">{subtitle}</p>}
        </div>
        {aside}
      </header>
      {state.status === 'error' && (
        <CardError title={title} error={state.error} onRetry={onRetry} />
      )}
      {state.status === 'loading' && state.previous === undefined && (
        <CardSkeleton label={t('home.card.loading', { title })} {...skeleton} />
      )}
      {state.status === 'ready' && <div className="dash-card__body">{children(state.data)}</div>}
      {state.status === 'loading' && state.previous !== undefined && (
        <div className="dash-card__body dash-card__body--refreshing">
          <span className="visually-hidden" role="status">
            {t('home.card.refreshing')}
          </span>
          {children(state.previous)}
        </div>
      )}
    </section>
  )
}
