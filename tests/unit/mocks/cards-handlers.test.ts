import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { resetAllStores } from '@mocks/server/store'
import { cardHandlers } from '@mocks/analytics/cards.handlers'
import {
  analyticsCardNames,
  analyticsCardSchemas,
  analyticsPeriods,
  statisticCardNames,
  statisticCardSchema,
  type AnalyticsPeriod,
} from '@models/analytics/analytics-cards'
import { adminRequest } from './demo-request'

const handlers = cardHandlers

async function getJson(path: string): Promise<unknown> {
  const response = await adminRequest(handlers, path)
  expect(response.status).toBe(200)
  return response.json()
}

const analytics = (name: string, period?: AnalyticsPeriod) =>
  getJson(`/card/card-analytics/${name}${period ? `?period=${period}` : ''}`)
const statistics = (name: string, period?: AnalyticsPeriod) =>
  getJson(`/card/card-statistics/${name}${period ? `?period=${period}` : ''}`)

afterEach(() => resetAllStores())

describe('GET /card/card-analytics/{name}', () => {
  it.each(analyticsCardNames)('answers %s in the shape the dashboard reads', async (name) => {
    for (const period of analyticsPeriods) {
      const body = z.parse(analyticsCardSchemas[name], await analytics(name, period))
      expect(body.period).toBe(period)
    }
  })

  it.each(analyticsCardNames)('gives %s other figures for another period', async (name) => {
    const [month, year] = await Promise.all([
      analytics(name, 'last-month'),
      analytics(name, 'last-year'),
    ])
    expect({ ...(year as object), period: 'last-month' }).not.toEqual(month)
  })

  it('uses the last 28 days when no period is given', async () => {
    expect(await analytics('customers')).toEqual(await analytics('customers', 'last-28-days'))
  })

  it('buckets the revenue report by week for a month and by month for a year', async () => {
    const parse = (body: unknown) => z.parse(analyticsCardSchemas['revenue-report'], body)
    const days = parse(await analytics('revenue-report', 'last-28-days'))
    const month = parse(await analytics('revenue-report', 'last-month'))
    const year = parse(await analytics('revenue-report', 'last-year'))
    expect([days.unit, days.earning.length]).toEqual(['week', 4])
    expect([month.unit, month.earning.length]).toEqual(['week', 5])
    expect([year.unit, year.earning.length, year.expense.length]).toEqual(['month', 12, 12])
  })

  it('shows bigger totals for a year than for a month', async () => {
    const parse = (body: unknown) => z.parse(analyticsCardSchemas['product-orders'], body)
    const month = parse(await analytics('product-orders', 'last-month'))
    const year = parse(await analytics('product-orders', 'last-year'))
    expect(year.finished).toBeGreaterThan(month.finished * 6)
  })

  it('shares the sessions between the devices to exactly 100 percent', async () => {
    for (const period of analyticsPeriods) {
      const body = z.parse(
        analyticsCardSchemas['sessions-device'],
        await analytics('sessions-device', period),
      )
      const total = body.devices.reduce((sum, device) => sum + device.sharePercent, 0)
      expect(total).toBeCloseTo(100, 5)
      expect(body.devices.map((device) => device.device)).toEqual(['desktop', 'mobile', 'tablet'])
    }
  })
})

describe('GET /card/card-statistics/{name}', () => {
  it.each(statisticCardNames)('answers %s with a figure, its change and a trend', async (name) => {
    for (const period of analyticsPeriods) {
      const body = z.parse(statisticCardSchema, await statistics(name, period))
      expect(body.period).toBe(period)
      expect(body.series.length).toBeGreaterThanOrEqual(2)
    }
  })

  it.each(statisticCardNames)('gives %s another figure for another period', async (name) => {
    const month = z.parse(statisticCardSchema, await statistics(name, 'last-month'))
    const year = z.parse(statisticCardSchema, await statistics(name, 'last-year'))
    expect(year.statistic).not.toBe(month.statistic)
  })
})

describe('the cards as a whole', () => {
  it('answers the same question with the same data, also after the demo server is reset', async () => {
    const everything = () =>
      Promise.all([
        ...analyticsCardNames.map((name) => analytics(name, 'last-year')),
        ...statisticCardNames.map((name) => statistics(name, 'last-month')),
      ])
    const first = await everything()
    expect(await everything()).toEqual(first)
    resetAllStores()
    expect(await everything()).toEqual(first)
  })

  it.each(analyticsPeriods)(
    'tells one story in %s: orders, revenue and sessions agree',
    async (period) => {
      const stat = async (name: string) =>
        z.parse(statisticCardSchema, await statistics(name, period)).statistic
      const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
      const orders = z.parse(
        analyticsCardSchemas['product-orders'],
        await analytics('product-orders', period),
      )
      const report = z.parse(
        analyticsCardSchemas['revenue-report'],
        await analytics('revenue-report', period),
      )
      const revenue = z.parse(analyticsCardSchemas.revenue, await analytics('revenue', period))
      const devices = z.parse(
        analyticsCardSchemas['sessions-device'],
        await analytics('sessions-device', period),
      )
      const ordersTotal = orders.finished + orders.pending + orders.rejected
      expect(await stat('orders-bar-chart')).toBe(ordersTotal)
      expect(await stat('orders')).toBe(ordersTotal)
      const [ordersChart, ordersPlaced] = await Promise.all(
        ['orders-bar-chart', 'orders'].map(async (name) =>
          z.parse(statisticCardSchema, await statistics(name, period)),
        ),
      )
      expect(ordersPlaced?.changePercent).toBe(ordersChart?.changePercent)
      expect(await stat('revenue')).toBe(sum(report.earning))
      expect(sum(revenue.current)).toBe(sum(report.earning))
      expect(await stat('profit-line-chart')).toBe(sum(report.earning) - sum(report.expense))
      expect(await stat('sales')).toBeLessThanOrEqual(await stat('revenue'))
      expect(await stat('site-traffic')).toBe(devices.sessions)
    },
  )

  it.each([
    '/card/card-analytics/unknown-card',
    '/card/card-statistics/unknown-card',
    '/card/card-statistics/support-tracker',
    '/card/card-analytics/orders-bar-chart',
  ])('answers 404 with a message for an unknown card: %s', async (path) => {
    const response = await adminRequest(handlers, path)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: expect.stringContaining('Unknown card') })
  })

  it('refuses a period the dashboard does not offer', async () => {
    const response = await adminRequest(handlers, '/card/card-analytics/customers?period=forever')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: expect.stringContaining('last-28-days') })
  })
})
