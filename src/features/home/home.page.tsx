import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultAnalyticsPeriod, type AnalyticsPeriod } from '@models/analytics/analytics-cards'
import { useCurrentUser } from '@/services/current-user'
import { PeriodChoice } from '@/components/analytics-cards/period-choice'
import { StatisticCard, type Statistic } from '@/components/analytics-cards/statistic.card'
import { RevenueReportCard } from '@/components/analytics-cards/revenue-report.card'
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
  ordersStatistic,
  profitStatistic,
  siteTrafficStatistic,
  subscribersStatistic,
} from '@/components/analytics-cards/statistic-cards'
import { WelcomeCard } from './welcome.card'
import './home.css'

// Each pair sits in the grid beside a half-width card: sales beside the welcome, audience beside
// the sessions.
const salesStatistics: Statistic[] = [ordersStatistic, profitStatistic]
const audienceStatistics: Statistic[] = [subscribersStatistic, siteTrafficStatistic]

/**
 * The admin home: an analytics dashboard. Every card loads on its own for the chosen period, so
 * the page is usable while the slowest card is still loading or one has failed.
 */
export default function HomePage() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const [period, setPeriod] = useState<AnalyticsPeriod>(defaultAnalyticsPeriod)
  const statisticCards = (statistics: Statistic[]) =>
    statistics.map((statistic) => (
      <StatisticCard key={statistic.titleKey} statistic={statistic} period={period} />
    ))

  return (
    <div className="dash">
      <header className="page-header page-header--actions dash-header">
        <div>
          <h1>{t('home.title')}</h1>
          <p>{t('home.subtitle')}</p>
        </div>
        <PeriodChoice value={period} onChange={setPeriod} />
      </header>
      <div className="dash-grid">
        <WelcomeCard period={period} fullName={user.fullName} />
        {statisticCards(salesStatistics)}
        <RevenueReportCard period={period} />
        <GoalOverviewCard period={period} />
        {statisticCards(audienceStatistics)}
        <AvgSessionsCard period={period} />
        <SupportTrackerCard period={period} />
        <BreakdownCard breakdown={sessionsByDevice} period={period} />
        <BreakdownCard breakdown={ordersByStatus} period={period} />
        <BreakdownCard breakdown={customersByOrigin} period={period} />
      </div>
    </div>
  )
}
