import { useTranslation } from 'react-i18next'
import type { AnalyticsPeriod } from '@models/analytics-cards'
import { analyticsRequest } from './home-api'
import { DashCard } from './dash-card'
import { Gauge } from './gauge'
import { useCardData } from './use-card-data'
import { useFormatters } from './use-formatters'
import { periodKeys } from './analytics-period'

const request = analyticsRequest('support-tracker')

/** The support queue over the period: tickets in, still open, how fast they are answered. */
export function SupportTrackerCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const { state, retry } = useCardData(request, period)
  return (
    <DashCard
      title={t('home.supportTracker.title')}
      subtitle={t(periodKeys[period].name)}
      span="half"
      state={state}
      onRetry={retry}
      skeleton={{ lines: 3, chart: 'medium' }}
    >
      {(data) => (
        <div className="dash-columns">
          <div className="dash-stack">
            <p className="dash-figure">
              <span className="dash-figure__value">{format.count(data.totalTickets)}</span>
              <span className="dash-figure__label">{t('home.supportTracker.totalTickets')}</span>
            </p>
            <ul className="dash-list">
              <li>
                <span className="dash-icon dash-icon--primary" aria-hidden="true">
                  <i className="pi pi-ticket" />
                </span>
                <span className="dash-list__label">{t('home.supportTracker.newTickets')}</span>
                <span className="dash-list__value">{format.count(data.newTickets)}</span>
              </li>
              <li>
                <span className="dash-icon dash-icon--info" aria-hidden="true">
                  <i className="pi pi-inbox" />
                </span>
                <span className="dash-list__label">{t('home.supportTracker.openTickets')}</span>
                <span className="dash-list__value">{format.count(data.openTickets)}</span>
              </li>
              <li>
                <span className="dash-icon dash-icon--warning" aria-hidden="true">
                  <i className="pi pi-clock" />
                </span>
                <span className="dash-list__label">{t('home.supportTracker.responseTime')}</span>
                <span className="dash-list__value">
                  {t('home.supportTracker.days', { count: data.responseTimeDays })}
                </span>
              </li>
            </ul>
          </div>
          <Gauge
            percent={data.completedPercent}
            caption={t('home.supportTracker.completed')}
            tone="primary"
            format={format}
            label={t('home.supportTracker.chartLabel', {
              percent: format.percent(data.completedPercent),
            })}
          />
        </div>
      )}
    </DashCard>
  )
}
