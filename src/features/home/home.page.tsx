import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultAnalyticsPeriod, type AnalyticsPeriod } from '@models/analytics-cards'
import { useCurrentUser } from '@/services/current-user'
import { statisticRequest } from './home-api'
import { PeriodChoice } from './period-choice'
import { WelcomeCard } from './welcome.card'
import { StatisticCard } from './statistic.card'
import { RevenueReportCard } from './revenue-report.card'
import { GoalOverviewCard } from './goal-overview.card'
import { AvgSessionsCard } from './avg-sessions.card'
import { SupportTrackerCard } from './support-tracker.card'
import { SessionsDeviceCard } from './sessions-device.card'
import { ProductOrdersCard } from './product-orders.card'
import { CustomersCard } from './customers.card'
import './home.css'

// Module-level, so each card's load effect sees the same request on every render.
const orders = statisticRequest('orders-bar-chart')
const profit = statisticRequest('profit-line-chart')
const subscribers = statisticRequest('subscribers')
const siteTraffic = statisticRequest('site-traffic')

/**
 * The admin home: an analytics dashboard. Every card loads on its own for the chosen period, so
 * the page is usable while the slowest card is still loading or one has failed.
 */
export default function HomePage() {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const [period, setPeriod] = useState<AnalyticsPeriod>(defaultAnalyticsPeriod)

  return (
    <div className="dash">
      <header className="page-header dash-header">
        <div>
          <h1>{t('home.title')}</h1>
          <p>{t('home.subtitle')}</p>
        </div>
        <PeriodChoice value={period} onChange={setPeriod} />
      </header>
      <div className="dash-grid">
        <WelcomeCard period={period} fullName={user.fullName} />
        <StatisticCard
          request={orders}
          period={period}
          title={t('home.statistics.orders')}
          icon="pi pi-shopping-cart"
          tone="warning"
          chart="bar"
        />
        <StatisticCard
          request={profit}
          period={period}
          title={t('home.statistics.profit')}
          icon="pi pi-wallet"
          tone="success"
          chart="line"
          money
        />
        <RevenueReportCard period={period} />
        <GoalOverviewCard period={period} />
        <StatisticCard
          request={subscribers}
          period={period}
          title={t('home.statistics.subscribers')}
          icon="pi pi-users"
          tone="primary"
          chart="area"
        />
        <StatisticCard
          request={siteTraffic}
          period={period}
          title={t('home.statistics.siteTraffic')}
          icon="pi pi-globe"
          tone="info"
          chart="area"
        />
        <AvgSessionsCard period={period} />
        <SupportTrackerCard period={period} />
        <SessionsDeviceCard period={period} />
        <ProductOrdersCard period={period} />
        <CustomersCard period={period} />
      </div>
    </div>
  )
}
