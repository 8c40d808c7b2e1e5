import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  AnalyticsPeriod,
  StatisticCard as StatisticData,
  statisticCardSchema,
} from '@models/analytics/analytics-cards'
import type { CardRequest } from '@/services/analytics/card-request'
import type { ChartSpec, ChartTone } from '@/components/chart/chart-spec'
import { DashCard } from './dash-card'
import { LazyChart } from '@/components/chart/lazy-chart'
import { TrendBadge } from './trend-badge'
import type { Formatters } from './use-formatters'

/** What one statistic card shows and how it looks. */
export interface Statistic {
  /** A module-level constant, so the card's load effect sees the same request on every render. */
  request: CardRequest<typeof statisticCardSchema>
  titleKey: string
  icon: string
  tone: ChartTone
  /** Bars, a line, or a line filled below it. */
  chart: 'bar' | 'line' | 'area'
  /** Whether the figure is money rather than a count. */
  money?: boolean
}

function StatisticBody({
  data,
  statistic,
  title,
  format,
}: {
  data: StatisticData
  statistic: Statistic
  title: string
  format: Formatters
}) {
  const { t } = useTranslation()
  const { chart, tone, money } = statistic
  const show = money ? format.money : format.count
  const spec = useMemo<ChartSpec>(() => {
    const labels = data.series.map((_, index) => String(index + 1))
    const series = { name: title, values: data.series, tone }
    return chart === 'bar'
      ? { kind: 'bar', labels, series: [series], axes: false }
      : { kind: 'line', labels, series, fill: chart === 'area' }
  }, [data.series, chart, tone, title])
  return (
    <>
      <div className="dash-figure">
        <span className="dash-figure__value">{show(data.statistic)}</span>
        <TrendBadge value={data.changePercent} format={format} />
      </div>
      <LazyChart
        size="spark"
        spec={spec}
        format={show}
        label={t('home.statistics.chartLabel', { title })}
      />
    </>
  )
}

/** One figure of the period with its change and a small trend chart (`card-statistics/*`). */
export function StatisticCard({
  statistic,
  period,
}: {
  statistic: Statistic
  period: AnalyticsPeriod
}) {
  const { t } = useTranslation()
  const title = t(statistic.titleKey)
  return (
    <DashCard
      request={statistic.request}
      period={period}
      title={title}
      span="quarter"
      skeleton={{ lines: 0, chart: 'spark' }}
      aside={
        <span className={`dash-icon dash-icon--${statistic.tone}`} aria-hidden="true">
          <i className={statistic.icon} />
        </span>
      }
    >
      {(data, format) => (
        <StatisticBody data={data} statistic={statistic} title={title} format={format} />
      )}
    </DashCard>
  )
}
