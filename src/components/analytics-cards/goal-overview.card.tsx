import { useTranslation } from 'react-i18next'
import { sharePercent, type AnalyticsPeriod } from '@models/analytics/analytics-cards'
import { homeCards } from '@/services/analytics/analytics-cards'
import { DashCard } from './dash-card'
import { Gauge } from './gauge'

const request = homeCards.goalOverview

/** How much of the period's work is done: a gauge, and the tasks done and in progress. */
export function GoalOverviewCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation()
  return (
    <DashCard
      request={request}
      period={period}
      title={t('home.goalOverview.title')}
      span="third"
      skeleton={{ lines: 1, chart: 'medium' }}
    >
      {(data, format) => {
        const percent = sharePercent(data.completed, data.completed + data.inProgress)
        return (
          <>
            <Gauge
              percent={percent}
              caption={t('home.goalOverview.reached')}
              tone="success"
              format={format}
              label={t('home.goalOverview.chartLabel', { percent: format.percent(percent) })}
            />
            <dl className="dash-split">
              <div>
                <dt>{t('home.goalOverview.completed')}</dt>
                <dd>{format.count(data.completed)}</dd>
              </div>
              <div>
                <dt>{t('home.goalOverview.inProgress')}</dt>
                <dd>{format.count(data.inProgress)}</dd>
              </div>
            </dl>
          </>
        )
      }}
    </DashCard>
  )
}
