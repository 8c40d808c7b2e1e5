import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { AnalyticsPeriod, AvgSessions } from '@models/analytics/analytics-cards'
import { homeCards } from '@/services/analytics/analytics-cards'
import type { ChartSpec } from '@/components/chart/chart-spec'
import { DashCard } from './dash-card'
import { LazyChart } from '@/components/chart/lazy-chart'
import { TrendBadge } from './trend-badge'
import type { Formatters } from './use-formatters'

const request = homeCards.avgSessions

function SessionsBody({ data, format }: { data: AvgSessions; format: Formatters }) {
  const { t } = useTranslation()
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'bar',
      labels: data.series.map((_, index) => format.bucket(data.unit, index)),
      series: [{ name: t('home.avgSessions.title'), values: data.series, tone: 'primary' }],
      axes: false,
    }),
    [data, format, t],
  )
  return (
    <div className="dash-columns">
      <div className="dash-stack">
        <div>
          <div className="dash-figure">
            <span className="dash-figure__value">{format.count(data.averageSessions)}</span>
            <TrendBadge value={data.changePercent} format={format} />
          </div>
          <p className="dash-figure__label">{t('home.avgSessions.perDay')}</p>
        </div>
        <dl className="dash-split">
          <div>
            <dt>{t('home.avgSessions.users')}</dt>
            <dd>{format.count(data.users)}</dd>
          </div>
          <div>
            <dt>{t('home.avgSessions.retention')}</dt>
            <dd>{format.percent(data.retentionPercent)}</dd>
            <div className="dash-meter" aria-hidden="true">
              <span style={{ width: `${data.retentionPercent}%` }} />
            </div>
          </div>
        </dl>
      </div>
      <LazyChart
        size="small"
        spec={spec}
        format={format.count}
        label={t('home.avgSessions.chartLabel')}
      />
    </div>
  )
}

/** The average sessions a day, their trend over the period, users and retention. */
export function AvgSessionsCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation()
  return (
    <DashCard
      request={request}
      period={period}
      title={t('home.avgSessions.title')}
      span="half"
      skeleton={{ lines: 2, chart: 'small' }}
    >
      {(data, format) => <SessionsBody data={data} format={format} />}
    </DashCard>
  )
}
