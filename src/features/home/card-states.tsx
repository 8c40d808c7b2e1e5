import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/button'
import { MalformedResponseError } from '@/services/parse-response'
import type { ChartSize } from './lazy-chart'

/**
 * A card's loading placeholder: grey blocks where its figures and chart will be, at the same
 * heights, so the page does not move when the data arrives. Screen readers hear `label` once.
 */
export function CardSkeleton({
  label,
  lines = 2,
  chart,
}: {
  label: string
  lines?: number
  chart?: ChartSize
}) {
  return (
    <div className="dash-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      <div className="dash-skeleton__block dash-skeleton__block--figure" aria-hidden="true" />
      {Array.from({ length: lines }, (_, line) => (
        <div
          key={line}
          className="dash-skeleton__block dash-skeleton__block--line"
          aria-hidden="true"
        />
      ))}
      {chart && (
        <div
          className={`dash-skeleton__block dash-chart dash-chart--${chart}`}
          aria-hidden="true"
        />
      )}
    </div>
  )
}

/** Why a card has no figures, in words a user can act on. */
export function useLoadErrorMessage() {
  const { t } = useTranslation()
  return (error: unknown) =>
    error instanceof MalformedResponseError
      ? t('home.card.errorMalformed')
      : t('home.card.errorNetwork')
}

/** A card whose load failed: what went wrong and a way to try again, inside the card only. */
export function CardError({
  title,
  error,
  onRetry,
  compact = false,
}: {
  title: string
  error: unknown
  onRetry: () => void
  compact?: boolean
}): ReactNode {
  const { t } = useTranslation()
  const message = useLoadErrorMessage()(error)
  return (
    <div className={`dash-error${compact ? ' dash-error--compact' : ''}`} role="alert">
      <i className="pi pi-exclamation-triangle dash-error__icon" aria-hidden="true" />
      <p className="dash-error__title">{t('home.card.errorTitle', { title })}</p>
      <p className="dash-error__message">{message}</p>
      <Button variant="secondary" icon="pi pi-refresh" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  )
}
