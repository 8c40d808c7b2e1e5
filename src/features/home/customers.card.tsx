import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { sharePercent, type AnalyticsPeriod, type Customers } from '@models/analytics-cards'
import { analyticsRequest } from './home-api'
import { Breakdown } from './breakdown'
import { DashCard } from './dash-card'
import { useCardData } from './use-card-data'
import { useFormatters, type Formatters } from './use-formatters'
import { periodKeys } from './analytics-period'

const request = analyticsRequest('customers')

function CustomerBreakdown({ data, format }: { data: Customers; format: Formatters }) {
  const { t } = useTranslation()
  const total = data.newCustomers + data.returning + data.referrals
  // Stable while the data is, so the ring is not redrawn on every render.
  const items = useMemo(() => {
    const item = (
      value: number,
      key: string,
      icon: string,
      tone: 'primary' | 'info' | 'success',
    ) => ({
      label: t(key),
      icon,
      tone,
      shown: format.count(value),
      share: sharePercent(value, total),
    })
    return [
      item(data.newCustomers, 'home.customers.new', 'pi pi-user-plus', 'primary'),
      item(data.returning, 'home.customers.returning', 'pi pi-replay', 'info'),
      item(data.referrals, 'home.customers.referrals', 'pi pi-share-alt', 'success'),
    ]
  }, [data, format, t, total])
  return (
    <Breakdown
      total={format.count(total)}
      totalLabel={t('home.customers.total')}
      items={items}
      format={format}
      label={t('home.customers.chartLabel')}
    />
  )
}

/** Who bought in the period: new customers, returning ones, and those sent by a referral. */
export function CustomersCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const { state, retry } = useCardData(request, period)
  return (
    <DashCard
      title={t('home.customers.title')}
      subtitle={t(periodKeys[period].name)}
      span="half"
      state={state}
      onRetry={retry}
      skeleton={{ lines: 3, chart: 'medium' }}
    >
      {(data) => <CustomerBreakdown data={data} format={format} />}
    </DashCard>
  )
}
