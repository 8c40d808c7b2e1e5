import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type * as z from 'zod/mini'
import { sharePercent, type AnalyticsPeriod } from '@models/analytics/analytics-cards'
import type { CardRequest } from '@/services/analytics/card-request'
import type { ChartSpec, ChartTone } from '@/components/chart/chart-spec'
import { DashCard } from './dash-card'
import { DashListItem } from './dash-list'
import { LazyChart } from '@/components/chart/lazy-chart'
import { TrendBadge } from './trend-badge'
import type { Formatters } from './use-formatters'

/** One part of the whole, as the card's data gives it. */
export interface BreakdownPart {
  labelKey: string
  icon: string
  tone: ChartTone
  /** The part as a count. */
  value: number
  /** Its share of the whole, 0 to 100; by default `value` against the total. */
  share?: number
  /** Its change against the previous period, in percent. */
  change?: number
}

/** What one breakdown card loads and how it names and splits its whole. */
export interface Breakdown<Schema extends z.ZodMiniType> {
  /** A module-level constant, so the card's load effect sees the same request on every render. */
  request: CardRequest<Schema>
  titleKey: string
  /** Names the total in the middle of the ring. */
  totalKey: string
  chartLabelKey: string
  parts: (data: z.infer<Schema>) => BreakdownPart[]
  /** The whole; by default the sum of the parts. */
  total?: (data: z.infer<Schema>) => number
}

function BreakdownBody<Schema extends z.ZodMiniType>({
  breakdown,
  data,
  format,
}: {
  breakdown: Breakdown<Schema>
  data: z.infer<Schema>
  format: Formatters
}) {
  const { t } = useTranslation()
  // Stable while the data is, so the ring is not redrawn on every render.
  const { total, items, spec } = useMemo(() => {
    const parts = breakdown.parts(data)
    const total = breakdown.total?.(data) ?? parts.reduce((sum, part) => sum + part.value, 0)
    const items = parts.map((part) => ({
      ...part,
      label: t(part.labelKey),
      share: part.share ?? sharePercent(part.value, total),
    }))
    const spec: ChartSpec = {
      kind: 'doughnut',
      labels: items.map((item) => item.label),
      values: items.map((item) => item.share),
      tones: items.map((item) => item.tone),
      gauge: false,
    }
    return { total, items, spec }
  }, [breakdown, data, t])
  return (
    <div className="dash-columns">
      <div className="dash-gauge dash-gauge--ring">
        <LazyChart
          size="medium"
          spec={spec}
          format={format.percent}
          label={t(breakdown.chartLabelKey)}
        />
        <div className="dash-gauge__center">
          <span className="dash-gauge__value">{format.count(total)}</span>
          <span className="dash-gauge__caption">{t(breakdown.totalKey)}</span>
        </div>
      </div>
      <ul className="dash-list">
        {items.map((item) => (
          <DashListItem
            key={item.label}
            icon={item.icon}
            tone={item.tone}
            label={
              <>
                {item.label}
                <span className="dash-list__share">{format.percent(item.share)}</span>
              </>
            }
            value={
              <>
                {format.count(item.value)}
                {item.change !== undefined && <TrendBadge value={item.change} format={format} />}
              </>
            }
          />
        ))}
      </ul>
    </div>
  )
}

/** A whole split into parts: a ring with the total in its middle, and each part in a list. */
export function BreakdownCard<Schema extends z.ZodMiniType>({
  breakdown,
  period,
}: {
  breakdown: Breakdown<Schema>
  period: AnalyticsPeriod
}) {
  const { t } = useTranslation()
  return (
    <DashCard
      request={breakdown.request}
      period={period}
      title={t(breakdown.titleKey)}
      span="half"
      skeleton={{ lines: 3, chart: 'medium' }}
    >
      {(data, format) => <BreakdownBody breakdown={breakdown} data={data} format={format} />}
    </DashCard>
  )
}
