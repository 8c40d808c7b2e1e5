import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { AnalyticsPeriod, Device, SessionsDevice } from '@models/analytics-cards'
import { analyticsRequest } from './home-api'
import type { ChartTone } from './chart-spec'
import { Breakdown, type BreakdownItem } from './breakdown'
import { DashCard } from './dash-card'
import { useCardData } from './use-card-data'
import { useFormatters, type Formatters } from './use-formatters'
import { periodKeys } from './analytics-period'

const request = analyticsRequest('sessions-device')

const deviceLook: Record<Device, { icon: string; tone: ChartTone; key: string }> = {
  desktop: { icon: 'pi pi-desktop', tone: 'primary', key: 'home.sessionsDevice.desktop' },
  mobile: { icon: 'pi pi-mobile', tone: 'warning', key: 'home.sessionsDevice.mobile' },
  tablet: { icon: 'pi pi-tablet', tone: 'danger', key: 'home.sessionsDevice.tablet' },
}

function DeviceBreakdown({ data, format }: { data: SessionsDevice; format: Formatters }) {
  const { t } = useTranslation()
  // Stable while the data is, so the ring is not redrawn on every render.
  const items = useMemo<BreakdownItem[]>(
    () =>
      data.devices.map((entry) => ({
        label: t(deviceLook[entry.device].key),
        icon: deviceLook[entry.device].icon,
        tone: deviceLook[entry.device].tone,
        shown: format.count(Math.round((data.sessions * entry.sharePercent) / 100)),
        share: entry.sharePercent,
        change: entry.changePercent,
      })),
    [data, format, t],
  )
  return (
    <Breakdown
      total={format.count(data.sessions)}
      totalLabel={t('home.sessionsDevice.sessions')}
      items={items}
      format={format}
      label={t('home.sessionsDevice.chartLabel')}
    />
  )
}

/** Which devices the sessions came from, with each device's change. */
export function SessionsDeviceCard({ period }: { period: AnalyticsPeriod }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const { state, retry } = useCardData(request, period)
  return (
    <DashCard
      title={t('home.sessionsDevice.title')}
      subtitle={t(periodKeys[period].name)}
      span="half"
      state={state}
      onRetry={retry}
      skeleton={{ lines: 3, chart: 'medium' }}
    >
      {(data) => <DeviceBreakdown data={data} format={format} />}
    </DashCard>
  )
}
