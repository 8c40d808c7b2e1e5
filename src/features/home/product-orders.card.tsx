import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { sharePercent, type AnalyticsPeriod, type ProductOrders } from '@models/analytics-cards'
import { analyticsRequest } from './home-api'
import { Breakdown } from './breakdown'
import { DashCard } from './dash-card'
import { useCardData } from './use-card-data'
import { useFormatters, type Formatters } from './use-formatters'
import { periodKeys } from './analytics-period'

const request = analyticsRequest('product-orders')

function OrdersBreakdown({ data, format }: { data: ProductOrders; format: Formatters }) {
  const { t } = useTranslation()
  const total = data.finished + data.pending + data.rejected
  // Stable while the data is, so the ring is not redrawn on every render.
  const items = useMemo(() => {
    const item = (
      value: number,
      key: string,
      icon: string,
      tone: 'success' | 'warning' | 'danger',
    ) => ({
      label: t(key),
      icon,
      tone,
      shown: format.count(value),
      share: sharePercent(value, total),
    })
    return [
      item(data.finished, 'home.productOrders.finished', 'pi pi-check-circle', 'success'),
      item(data.pending, 'home.productOrders.pending', 'pi pi-hourglass', 'warning'),
      item(data.rejected, 'home.productOrders.rejected', 'pi pi-times-circle', 'danger'),
    ]
  }, [data, format, t, total])
  return (
    <Breakdown
      total={format.count(total)}
      totalLabel={t('home.productOrders.total')}
      items={items}
      format={format}
      label={t('home.productOrders.chartLabel')}
    />
  )
}

/** The period's orders by how they ended: finished, pending, rejected. */
export function ProductOrdersCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const { state, retry } = useCardData(request, period)
  return (
    <DashCard
      title={t('home.productOrders.title')}
      subtitle={t(periodKeys[period].name)}
      span="half"
      state={state}
      onRetry={retry}
      skeleton={{ lines: 3, chart: 'medium' }}
    >
      {(data) => <OrdersBreakdown data={data} format={format} />}
    </DashCard>
  )
}
