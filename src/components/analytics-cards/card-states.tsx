import { useTranslation } from 'react-i18next'
import { LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { MalformedResponseError } from '@/services/parse-response'
import type { ChartSize } from '@/components/chart/lazy-chart'

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
    <LoadingPlaceholder className="dash-skeleton" label={label}>
      <SkeletonBlock className="dash-skeleton__figure" />
      {Array.from({ length: lines }, (_, line) => (
        <SkeletonBlock key={line} className="dash-skeleton__line" />
      ))}
      {chart && <SkeletonBlock className={`dash-chart dash-chart--${chart}`} />}
    </LoadingPlaceholder>
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
