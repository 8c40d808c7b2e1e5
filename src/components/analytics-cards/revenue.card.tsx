import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { AnalyticsPeriod, Revenue } from '@models/analytics/analytics-cards'
import { analyticsRequests } from '@/services/analytics/analytics-cards'
import type { ChartSpec } from '@/components/chart/chart-spec'
import { LazyChart } from '@/components/chart/lazy-chart'
import { Legend } from '@/components/chart/legend'
import { DashCard } from './dash-card'
import { TrendBadge } from './trend-badge'
import type { Formatters } from './use-formatters'

const request = analyticsRequests.revenue
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

function RevenueBody({ data, format }: { data: Revenue; format: Formatters }) {
  const { t } = useTranslation()
  // Named apart: the compiler reads `.current` as a ref's.
  const { current: now, previous: before, unit } = data
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'bar',
      labels: now.map((_, index) => format.bucket(unit, index)),
      series: [
        { name: t('home.revenue.current'), values: now, tone: 'primary' },
        { name: t('home.revenue.previous'), values: before, tone: 'info' },
      ],
      axes: true,
    }),
    [now, before, unit, format, t],
  )
  const current = sum(now)
  const previous = sum(before)
  const change = previous > 0 ? Math.round(((current - previous) / previous) * 1000) / 10 : 0
  return (
    <>
      <div className="dash-figure">
        <span className="dash-figure__value">{format.money(current)}</span>
        <TrendBadge value={change} format={format} />
      </div>
      <p className="muted">{t('home.revenue.previousTotal', { amount: format.money(previous) })}</p>
      <LazyChart
        size="medium"
        spec={spec}
        format={format.money}
        label={t('home.revenue.chartLabel')}
      />
    </>
  )
}

/** The period's revenue, bucket by bucket, against the period before. */
export function RevenueCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation()
  return (
    <DashCard
      request={request}
      period={period}
      title={t('home.revenue.title')}
      span="half"
      skeleton={{ lines: 1, chart: 'medium' }}
      aside={
        <Legend
          items={[
            { label: t('home.revenue.current'), tone: 'primary' },
            { label: t('home.revenue.previous'), tone: 'info' },
          ]}
        />
      }
    >
      {(data, format) => <RevenueBody data={data} format={format} />}
    </DashCard>
  )
}
