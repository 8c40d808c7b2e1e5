import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  AnalyticsPeriod,
  StatisticCard as Statistic,
  statisticCardSchema,
} from '@models/analytics-cards'
import type { CardRequest } from './home-api'
import type { ChartSpec, ChartTone } from './chart-spec'
import { DashCard } from './dash-card'
import { LazyChart } from './lazy-chart'
import { TrendBadge } from './trend-badge'
import { useCardData } from './use-card-data'
import { useFormatters, type Formatters } from './use-formatters'
import { periodKeys } from './analytics-period'

interface StatisticCardProps {
  request: CardRequest<typeof statisticCardSchema>
  period: AnalyticsPeriod
  title: string
  icon: string
  tone: ChartTone
  /** Bars, a line, or a line filled below it. */
  chart: 'bar' | 'line' | 'area'
  /** Whether the figure is money rather than a count. */
  money?: boolean
}

function StatisticBody({
  data,
  props,
  format,
}: {
  data: Statistic
  props: StatisticCardProps
  format: Formatters
}) {
  const { t } = useTranslation()
  const { chart, tone, title, money } = props
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
export function StatisticCard(props: StatisticCardProps) {
  const { t } = useTranslation()
  const format = useFormatters()
  const { state, retry } = useCardData(props.request, props.period)
  return (
    <DashCard
      title={props.title}
      subtitle={t(periodKeys[props.period].name)}
      span="quarter"
      state={state}
      onRetry={retry}
      skeleton={{ lines: 0, chart: 'spark' }}
      aside={
        <span className={`dash-icon dash-icon--${props.tone}`} aria-hidden="true">
          <i className={props.icon} />
        </span>
      }
    >
      {(data) => <StatisticBody data={data} props={props} format={format} />}
    </DashCard>
  )
}
