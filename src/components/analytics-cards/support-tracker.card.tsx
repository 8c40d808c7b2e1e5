import { useTranslation } from 'react-i18next'
import type { AnalyticsPeriod } from '@models/analytics/analytics-cards'
import { homeCards } from '@/services/analytics/analytics-cards'
import { DashCard } from './dash-card'
import { DashListItem } from './dash-list'
import { Gauge } from './gauge'

const request = homeCards.supportTracker

/** The support queue over the period: tickets in, still open, how fast they are answered. */
export function SupportTrackerCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation()
  return (
    <DashCard
      request={request}
      period={period}
      title={t('home.supportTracker.title')}
      span="half"
      skeleton={{ lines: 3, chart: 'medium' }}
    >
      {(data, format) => (
        <div className="dash-columns">
          <div className="dash-stack">
            <p className="dash-figure">
              <span className="dash-figure__value">{format.count(data.totalTickets)}</span>
              <span className="dash-figure__label">{t('home.supportTracker.totalTickets')}</span>
            </p>
            <ul className="dash-list">
              <DashListItem
                icon="pi pi-ticket"
                tone="primary"
                label={t('home.supportTracker.newTickets')}
                value={format.count(data.newTickets)}
              />
              <DashListItem
                icon="pi pi-inbox"
                tone="info"
                label={t('home.supportTracker.openTickets')}
                value={format.count(data.openTickets)}
              />
              <DashListItem
                icon="pi pi-clock"
                tone="warning"
                label={t('home.supportTracker.responseTime')}
                value={t('home.supportTracker.days', { count: data.responseTimeDays })}
              />
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
