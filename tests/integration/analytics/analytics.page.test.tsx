import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@mocks/node'
import { cardHandlers } from '@mocks/analytics/cards.handlers'
import { analyticsCard, statisticCard } from '@mocks/analytics/cards'
import { formatCount } from '@models/format/format-count'
import type { AnalyticsPeriod } from '@models/analytics/analytics-cards'
import AnalyticsPage from '@/features/analytics/analytics.page'
import HomePage from '@/features/home/home.page'
import {
  createTestI18n,
  renderPage,
  signedInDuringEachTest,
  withoutCanvas,
} from '../../support/test-kit'

vi.mock('@/services/current-user', () => ({
  useCurrentUser: () => ({
    signedIn: true,
    fullName: 'Ada Lovelace',
    role: 'admin',
    avatar: '/images/avatars/1.svg',
    ability: [{ action: 'manage', subject: 'all' }],
  }),
}))

const i18n = createTestI18n()
signedInDuringEachTest()

withoutCanvas()
beforeEach(() => {
  server.use(...cardHandlers)
})

const card = (name: string) => screen.getByRole('region', { name })
const money = (value: number) => `$${formatCount(value)}`
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
async function cardShows(name: string, text: string) {
  await waitFor(() => expect(card(name).textContent).toContain(text))
}
const openAnalytics = (path = '/dashboard/analytics') => renderPage(<AnalyticsPage />, i18n, path)

/** The figures of the period that the dashboard's cards show, from the demo data. */
function figures(period: AnalyticsPeriod) {
  const orders = analyticsCard('product-orders', period)
  return {
    orders: formatCount(statisticCard('orders-bar-chart', period).statistic),
    ordersByStatus: formatCount(orders.finished + orders.pending + orders.rejected),
    revenue: money(sum(analyticsCard('revenue', period).current)),
    newsletter: formatCount(statisticCard('newsletter', period).statistic),
    activeUsers: formatCount(statisticCard('active-users', period).statistic),
  }
}

describe('the analytics dashboard', { timeout: 30_000 }, () => {
  it('shows every analytics and statistics card with the demo figures of the last 28 days', async () => {
    openAnalytics()
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics dashboard' })).toBeTruthy()
    const period = 'last-28-days'
    const expected = figures(period)
    await cardShows('Orders', expected.orders)
    await cardShows('Orders placed', expected.orders)
    await cardShows('Revenue growth', expected.revenue)
    await cardShows('Newsletter', expected.newsletter)
    await cardShows('Active users', expected.activeUsers)
    await cardShows('Sales', money(statisticCard('sales', period).statistic))
    await cardShows('Profit', money(statisticCard('profit-line-chart', period).statistic))
    await cardShows('Orders by status', expected.ordersByStatus)
    for (const title of [
      'Subscribers gained',
      'Site traffic',
      'Revenue report',
      'Goal overview',
      'Average sessions',
      'Support tracker',
      'Sessions by device',
      'Customers',
    ])
      expect(card(title)).toBeTruthy()
    await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('switches the period: the figures change and the address names the period', async () => {
    const user = userEvent.setup()
    const { location } = openAnalytics()
    const month = figures('last-28-days')
    const year = figures('last-year')
    expect(year.orders).not.toBe(month.orders)
    await cardShows('Orders', month.orders)

    await user.click(screen.getByRole('radio', { name: 'Last Year' }))
    await waitFor(() =>
      expect(location.history?.at(-1)).toBe('/dashboard/analytics?period=last-year'),
    )
    await cardShows('Orders', year.orders)
    await cardShows('Revenue growth', year.revenue)
    await cardShows('Orders by status', year.ordersByStatus)
    expect(within(card('Support tracker')).getByText('Last Year')).toBeTruthy()

    // Back to the default period: the address drops it.
    await user.click(screen.getByRole('radio', { name: 'Last 28 Days' }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard/analytics'))
    await cardShows('Orders', month.orders)
  })

  it('opens on the period a pasted address names', async () => {
    openAnalytics('/dashboard/analytics?period=last-month')
    expect((screen.getByRole('radio', { name: 'Last Month' }) as HTMLInputElement).checked).toBe(
      true,
    )
    await cardShows('Orders', figures('last-month').orders)
  })

  it('reads an unknown period in the address as the last 28 days', async () => {
    openAnalytics('/dashboard/analytics?period=forever')
    expect((screen.getByRole('radio', { name: 'Last 28 Days' }) as HTMLInputElement).checked).toBe(
      true,
    )
    await cardShows('Orders', figures('last-28-days').orders)
  })
})

describe('the home and the analytics dashboard', { timeout: 30_000 }, () => {
  it('agree on the orders of the period, and so do both pages’ orders cards', async () => {
    const expected = figures('last-28-days')
    // One number, three cards: the orders chart, the orders placed and the orders by status.
    expect(expected.ordersByStatus).toBe(expected.orders)

    renderPage(<HomePage />, i18n, '/')
    await cardShows('Orders', expected.orders)
    await cardShows('Orders by status', expected.orders)
    const home = [card('Orders').textContent, card('Orders by status').textContent]
    act(() => cleanup())

    openAnalytics()
    await cardShows('Orders', expected.orders)
    await cardShows('Orders by status', expected.orders)
    expect(card('Orders').textContent).toBe(home[0])
    expect(card('Orders by status').textContent).toBe(home[1])
  })

  it('agree on the revenue: the revenue card, the revenue statistic and the report’s earnings', async () => {
    openAnalytics()
    const period = 'last-28-days'
    const revenue = money(statisticCard('revenue', period).statistic)
    expect(money(sum(analyticsCard('revenue-report', period).earning))).toBe(revenue)
    await cardShows('Revenue report', revenue)
    await cardShows('Revenue', revenue)
    await cardShows('Revenue growth', revenue)
  })
})
