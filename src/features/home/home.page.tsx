import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultAnalyticsPeriod, type AnalyticsPeriod } from '@models/analytics-cards'
import { useCurrentUser } from '@/services/current-user'
import { homeCards } from './home-cards'
import { PeriodChoice } from './period-choice'
import { WelcomeCard } from './welcome.card'
import { StatisticCard, type Statistic } from './statistic.card'
import { RevenueReportCard } from './revenue-report.card'
import { GoalOverviewCard } from './goal-overview.card'
import { AvgSessionsCard } from './avg-sessions.card'
import { SupportTrackerCard } from './support-tracker.card'
import { BreakdownCard } from './breakdown.card'
import { customersByOrigin, ordersByStatus, sessionsByDevice } from './breakdown-cards'
import './home.css'

// Module-level, so each card's load effect sees the same request on every render. Each pair sits
// in the grid beside a half-width card: sales beside the welcome, audience beside the sessions.
const salesStatistics: Statistic[] = [
  {
    request: homeCards.orders,
    titleKey: 'home.statistics.orders',
    icon: 'pi pi-shopping-cart',
    tone: 'warning',
    chart: 'bar',
  },
  {
    request: homeCards.profit,
    titleKey: 'home.statistics.profit',
    icon: 'pi pi-wallet',
    tone: 'success',
    chart: 'line',
    money: true,
  },
]
const audienceStatistics: Statistic[] = [
  {
    request: homeCards.subscribers,
    titleKey: 'home.statistics.subscribers',
    icon: 'pi pi-users',
    tone: 'primary',
    chart: 'area',
  },
  {
    request: homeCards.siteTraffic,
    titleKey: 'home.statistics.siteTraffic',
    icon: 'pi pi-globe',
    tone: 'info',
    chart: 'area',
  },
]

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
