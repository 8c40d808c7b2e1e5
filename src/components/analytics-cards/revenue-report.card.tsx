import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  sharePercent,
  type AnalyticsPeriod,
  type RevenueReport,
} from '@models/analytics/analytics-cards'
import { homeCards } from '@/services/analytics/analytics-cards'
import type { ChartSpec } from '@/components/chart/chart-spec'
import { DashCard } from './dash-card'
import { LazyChart } from '@/components/chart/lazy-chart'
import { Legend } from '@/components/chart/legend'
import type { Formatters } from './use-formatters'

const request = homeCards.revenueReport
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

function ReportBody({ data, format }: { data: RevenueReport; format: Formatters }) {
  const { t } = useTranslation()
  const earning = sum(data.earning)
  const expense = sum(data.expense)
  const used = sharePercent(earning, data.budget)
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'bar',
      labels: data.earning.map((_, index) => format.bucket(data.unit, index)),
      series: [
        { name: t('home.revenueReport.earning'), values: data.earning, tone: 'primary' },
        { name: t('home.revenueReport.expense'), values: data.expense, tone: 'warning' },
      ],
      axes: true,
    }),
    [data, format, t],
  )
  return (
    <div className="revenue-report">
      <LazyChart
        size="large"
        spec={spec}
        format={format.money}
        label={t('home.revenueReport.chartLabel')}
      />
      <dl className="revenue-report__summary">
        <div className="revenue-report__total">
          <dt>{t('home.revenueReport.earning')}</dt>
          <dd>{format.money(earning)}</dd>
        </div>
        <div>
          <dt>{t('home.revenueReport.expense')}</dt>
          <dd>{format.money(expense)}</dd>
        </div>
        <div>
          <dt>{t('home.revenueReport.net')}</dt>
          <dd>{format.money(earning - expense)}</dd>
        </div>
        <div className="revenue-report__budget">
          <dt>{t('home.revenueReport.budget')}</dt>
          <dd>{format.money(data.budget)}</dd>
          {/* A <dl> group holds only <dt> and <dd>: the meter and its note are a second <dd>. */}
          <dd className="revenue-report__usage">
            <div
              className="dash-meter"
              role="meter"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={used}
              aria-label={t('home.revenueReport.budgetUsed', { percent: format.percent(used) })}
            >
              <span style={{ width: `${used}%` }} />
            </div>
            <p className="revenue-report__note">
              {t('home.revenueReport.budgetUsed', { percent: format.percent(used) })}
            </p>
          </dd>
        </div>
      </dl>
    </div>
  )
}

/** Earnings and expenses per week or month of the period, against the budget. */
export function RevenueReportCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation()
  return (
    <DashCard
      request={request}
      period={period}
      title={t('home.revenueReport.title')}
      span="two-thirds"
      skeleton={{ lines: 1, chart: 'large' }}
      aside={
        <Legend
          items={[
            { label: t('home.revenueReport.earning'), tone: 'primary' },
            { label: t('home.revenueReport.expense'), tone: 'warning' },
          ]}
        />
      }
    >
      {(data, format) => <ReportBody data={data} format={format} />}
    </DashCard>
  )
}
