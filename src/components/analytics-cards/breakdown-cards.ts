import type { Device } from '@models/analytics/analytics-cards'
import { homeCards } from '@/services/analytics/analytics-cards'
import type { Breakdown, BreakdownPart } from './breakdown.card'
import type { ChartTone } from '@/components/chart/chart-spec'

const deviceLook: Record<Device, { icon: string; tone: ChartTone; labelKey: string }> = {
  desktop: { icon: 'pi pi-desktop', tone: 'primary', labelKey: 'home.sessionsDevice.desktop' },
  mobile: { icon: 'pi pi-mobile', tone: 'warning', labelKey: 'home.sessionsDevice.mobile' },
  tablet: { icon: 'pi pi-tablet', tone: 'danger', labelKey: 'home.sessionsDevice.tablet' },
}

const sessionsDevice = homeCards.sessionsDevice

/** Which devices the sessions came from, with each device's change. */
export const sessionsByDevice: Breakdown<typeof sessionsDevice.schema> = {
  request: sessionsDevice,
  titleKey: 'home.sessionsDevice.title',
  totalKey: 'home.sessionsDevice.sessions',
  chartLabelKey: 'home.sessionsDevice.chartLabel',
  total: (data) => data.sessions,
  parts: (data) =>
    data.devices.map((entry) => ({
      ...deviceLook[entry.device],
      value: Math.round((data.sessions * entry.sharePercent) / 100),
      share: entry.sharePercent,
      change: entry.changePercent,
    })),
}

/** A part that the data gives as a count; its share is worked out against the total. */
const part = (labelKey: string, icon: string, tone: ChartTone, value: number): BreakdownPart => ({
  labelKey,
  icon,
  tone,
  value,
})

const productOrders = homeCards.productOrders

/** The period's orders by how they ended: finished, pending, rejected. */
export const ordersByStatus: Breakdown<typeof productOrders.schema> = {
  request: productOrders,
  titleKey: 'home.productOrders.title',
  totalKey: 'home.productOrders.total',
  chartLabelKey: 'home.productOrders.chartLabel',
  parts: (data) => [
    part('home.productOrders.finished', 'pi pi-check-circle', 'success', data.finished),
    part('home.productOrders.pending', 'pi pi-hourglass', 'warning', data.pending),
    part('home.productOrders.rejected', 'pi pi-times-circle', 'danger', data.rejected),
  ],
}

const customers = homeCards.customers

/** Who bought in the period: new customers, returning ones, and those sent by a referral. */
export const customersByOrigin: Breakdown<typeof customers.schema> = {
  request: customers,
  titleKey: 'home.customers.title',
  totalKey: 'home.customers.total',
  chartLabelKey: 'home.customers.chartLabel',
  parts: (data) => [
    part('home.customers.new', 'pi pi-user-plus', 'primary', data.newCustomers),
    part('home.customers.returning', 'pi pi-replay', 'info', data.returning),
    part('home.customers.referrals', 'pi pi-share-alt', 'success', data.referrals),
  ],
}
