import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { defaultAnalyticsPeriod, type AnalyticsPeriod } from '@models/analytics/analytics-cards'
import { FigureCard } from '@/components/figure-card/figure-card'
import { PeriodChoice } from '@/components/analytics-cards/period-choice'
import { StatisticCard } from '@/components/analytics-cards/statistic.card'
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
  allStatistics,
  ordersStatistic,
  profitStatistic,
} from '@/components/analytics-cards/statistic-cards'

/** The cards of one sub-page in the dashboard's grid, with where they come from. */
function CardGrid({ source, children }: { source: string; children: ReactNode }) {
  const { t } = useTranslation('uikit')
  return (
    <div className="dash">
      <p className="kit-card__source">
        {t('source')} <code>{source}</code>
      </p>
      <div className="dash-grid">{children}</div>
    </div>
  )
}

const period = defaultAnalyticsPeriod

/** The basic cards' figures, each with its icon and tone. */
const basicCards = [
  { key: 'users', figure: 21_459, icon: 'pi pi-users', tone: 'primary' },
  { key: 'paid', figure: 4_567, icon: 'pi pi-check-circle', tone: 'success' },
  { key: 'pending', figure: 237, icon: 'pi pi-hourglass', tone: 'warning' },
  { key: 'overdue', figure: 12, icon: 'pi pi-exclamation-circle', tone: 'danger' },
] as const

/** Basic cards: one figure each, as the user list and the invoices show their totals. */
export function BasicCardsSection() {
  const { t } = useTranslation('uikit')
  return (
    <CardGrid source="src/components/figure-card/figure-card.tsx">
      <div className="kit-figure-cards grid">
        {basicCards.map(({ key, figure, icon, tone }) => (
          <FigureCard
            key={key}
            label={t(`cards.basic.${key}`)}
            figure={figure.toLocaleString()}
            caption={t(`cards.basic.${key}Caption`)}
            icon={icon}
            tone={tone}
          />
        ))}
      </div>
    </CardGrid>
  )
}

/** Advanced cards: a whole split into parts, and the support queue. */
export function AdvancedCardsSection() {
  return (
    <CardGrid source="src/components/analytics-cards/breakdown.card.tsx">
      <BreakdownCard breakdown={sessionsByDevice} period={period} />
      <BreakdownCard breakdown={ordersByStatus} period={period} />
      <BreakdownCard breakdown={customersByOrigin} period={period} />
      <SupportTrackerCard period={period} />
    </CardGrid>
  )
}

/** Statistics cards: every `card-statistics/*` figure with its trend. */
export function StatisticsCardsSection() {
  return (
    <CardGrid source="src/components/analytics-cards/statistic.card.tsx">
      {allStatistics.map((statistic) => (
        <StatisticCard key={statistic.titleKey} statistic={statistic} period={period} />
      ))}
    </CardGrid>
  )
}

/** Analytics cards: the charts of the analytics dashboard. */
export function AnalyticsCardsSection() {
  return (
    <CardGrid source="src/components/analytics-cards/">
      <RevenueReportCard period={period} />
      <GoalOverviewCard period={period} />
      <RevenueCard period={period} />
      <AvgSessionsCard period={period} />
    </CardGrid>
  )
}

/** Action cards: cards that answer a control, here the analytics period. */
export function ActionCardsSection() {
  const { t } = useTranslation('uikit')
  const [chosen, setChosen] = useState<AnalyticsPeriod>(defaultAnalyticsPeriod)
  return (
    <CardGrid source="src/components/analytics-cards/period-choice.tsx">
      <div className="kit-card-actions">
        <p>{t('cards.actions.hint')}</p>
        <PeriodChoice value={chosen} onChange={setChosen} />
      </div>
      <StatisticCard statistic={ordersStatistic} period={chosen} />
      <StatisticCard statistic={profitStatistic} period={chosen} />
      <GoalOverviewCard period={chosen} />
    </CardGrid>
  )
}
