import { useTranslation } from 'react-i18next'
import type { AnalyticsPeriod } from '@models/analytics/analytics-cards'
import { PeriodChoice } from '@/components/analytics-cards/period-choice'
import { StatisticCard, type Statistic } from '@/components/analytics-cards/statistic.card'
import { RevenueReportCard } from '@/components/analytics-cards/revenue-report.card'
import { RevenueCard } from '@/components/analytics-cards/revenue.card'
import { GoalOverviewCard } from '@/components/analytics-cards/goal-overview.card'
import { AvgSessionsCard } from '@/components/analytics-cards/avg-sessions.card'
import { SupportTrackerCard } from '@/components/analytics-cards/support-tracker.card'
import { BreakdownCard } from '@/components/analytics-cards/breakdown.card'
import {
  customersByOrigin,
  ordersByStatus,
  sessionsByDevice,
} from '@/components/analytics-cards/breakdown-cards'
import {
  activeUsersStatistic,
  newsletterStatistic,
  ordersPlacedStatistic,
  ordersStatistic,
  profitStatistic,
  revenueStatistic,
  salesStatistic,
  siteTrafficStatistic,
  subscribersStatistic,
} from '@/components/analytics-cards/statistic-cards'
import { usePeriodParam } from './use-period-param'

function Statistics({ list, period }: { list: Statistic[]; period: AnalyticsPeriod }) {
  return list.map((statistic) => (
    <StatisticCard key={statistic.titleKey} statistic={statistic} period={period} />
  ))
}

/**
 * The analytics dashboard (/dashboard/analytics): every analytics and statistics card of the demo
 * data, the same cards as the home's, for the period in the address. Each card loads on its own.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation()
  const [period, setPeriod] = usePeriodParam()
  return (
    <div className="dash">
      <header className="page-header page-header--actions dash-header">
        <div>
          <h1>{t('analyticsDashboard.title')}</h1>
          <p>{t('analyticsDashboard.subtitle')}</p>
        </div>
        <PeriodChoice value={period} onChange={setPeriod} />
      </header>
      <div className="dash-grid">
        <Statistics
          list={[ordersStatistic, ordersPlacedStatistic, revenueStatistic, profitStatistic]}
          period={period}
        />
        <RevenueReportCard period={period} />
        <GoalOverviewCard period={period} />
        <RevenueCard period={period} />
        <Statistics list={[salesStatistic, subscribersStatistic]} period={period} />
        <AvgSessionsCard period={period} />
        <Statistics list={[siteTrafficStatistic, activeUsersStatistic]} period={period} />
        <SupportTrackerCard period={period} />
        <BreakdownCard breakdown={sessionsByDevice} period={period} />
        <BreakdownCard breakdown={ordersByStatus} period={period} />
        <BreakdownCard breakdown={customersByOrigin} period={period} />
        <Statistics list={[newsletterStatistic]} period={period} />
      </div>
    </div>
  )
}
