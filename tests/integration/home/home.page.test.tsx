import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { cardHandlers } from '@mocks/analytics/cards.handlers'
import { analyticsCard, statisticCard } from '@mocks/analytics/cards'
import { formatCount } from '@models/format/format-count'
import type { AnalyticsPeriod } from '@models/analytics/analytics-cards'
import HomePage from '@/features/home/home.page'
import {
  createTestI18n,
  renderPage,
  signedInDuringEachTest,
  withoutCanvas,
} from '../../support/test-kit'

// The session is someone else's work in progress: the page only needs a name from it.
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
// The cards are the admin's: the demo server answers them to the admin's token only.
signedInDuringEachTest()

withoutCanvas()

beforeEach(() => {
  server.use(...cardHandlers)
})

const renderHome = () => renderPage(<HomePage />, i18n, '/')
const card = (name: string) => screen.getByRole('region', { name })
const money = (value: number) => `$${formatCount(value)}`

/** Waits until a card shows a text, past its skeleton. */
async function cardShows(name: string, text: string) {
  await waitFor(() => expect(card(name).textContent).toContain(text))
}

const ordersFigure = (period: AnalyticsPeriod) =>
  formatCount(statisticCard('orders-bar-chart', period).statistic)

describe('Admin home', () => {
  it('greets the user by first name and shows the sales of the period', async () => {
    renderHome()
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy()
    const welcome = screen.getByRole('region', { name: 'Welcome back, Ada' })
    await waitFor(() =>
      expect(welcome.textContent).toContain(
        money(statisticCard('sales', 'last-28-days').statistic),
      ),
    )
    expect(welcome.textContent).toContain('Here are your sales in the last 28 days.')
  })

  it('shows a skeleton in each card, then every card’s figures from the demo data', async () => {
    renderHome()
    expect(within(card('Revenue report')).getByRole('status').textContent).toBe(
      'Loading Revenue report…',
    )

    const period = 'last-28-days'
    const report = analyticsCard('revenue-report', period)
    const goal = analyticsCard('goal-overview', period)
    const support = analyticsCard('support-tracker', period)
    const devices = analyticsCard('sessions-device', period)
    const orders = analyticsCard('product-orders', period)
    const customers = analyticsCard('customers', period)
    const sessions = analyticsCard('avg-sessions', period)

    await cardShows('Orders', ordersFigure(period))
    await cardShows('Profit', money(statisticCard('profit-line-chart', period).statistic))
    await cardShows(
      'Subscribers gained',
      formatCount(statisticCard('subscribers', period).statistic),
    )
    await cardShows('Site traffic', formatCount(statisticCard('site-traffic', period).statistic))
    await cardShows('Revenue report', money(report.earning.reduce((sum, value) => sum + value, 0)))
    await cardShows('Revenue report', money(report.budget))
    await cardShows('Goal overview', formatCount(goal.completed))
    await cardShows('Goal overview', formatCount(goal.inProgress))
    await cardShows('Average sessions', formatCount(sessions.averageSessions))
    await cardShows('Support tracker', formatCount(support.totalTickets))
    await cardShows('Support tracker', `${support.completedPercent}%`)
    await cardShows('Sessions by device', formatCount(devices.sessions))
    await cardShows('Sessions by device', `${devices.devices[0]?.sharePercent}%`)
    await cardShows(
      'Orders by status',
      formatCount(orders.finished + orders.pending + orders.rejected),
    )
    await cardShows('Customers', formatCount(customers.newCustomers))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('writes counts over 999 in thousands with a k', async () => {
    renderHome()
    const subscribers = statisticCard('subscribers', 'last-28-days').statistic
    expect(subscribers).toBeGreaterThan(999)
    await cardShows('Subscribers gained', formatCount(subscribers))
    expect(formatCount(subscribers)).toMatch(/^\d+(\.\d)?k$/)
  })

  it('offers exactly the three analytics periods, the last 28 days first', () => {
    renderHome()
    const choice = screen.getByRole('group', { name: 'Analytics period' })
    const options = within(choice).getAllByRole('radio')
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'Last 28 Days',
      'Last Month',
      'Last Year',
    ])
    expect((options[0] as HTMLInputElement).checked).toBe(true)
  })

  it('asks every card for the chosen period and shows its figures', async () => {
    const user = userEvent.setup()
    const periods = new Set<string | null>()
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('/card/'))
        periods.add(new URL(request.url).searchParams.get('period'))
    }
    server.events.on('request:start', listener)
    renderHome()
    await cardShows('Orders', ordersFigure('last-28-days'))

    await user.click(screen.getByRole('radio', { name: 'Last Year' }))
    await cardShows('Orders', ordersFigure('last-year'))
    await cardShows('Customers', formatCount(analyticsCard('customers', 'last-year').newCustomers))
    await cardShows('Support tracker', 'Last Year')
    server.events.removeListener('request:start', listener)
    expect([...periods].sort()).toEqual(['last-28-days', 'last-year'])
  })

  it('keeps a card’s figures, dimmed, while another period loads, then shows the new ones', async () => {
    const user = userEvent.setup()
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*/card/card-statistics/orders-bar-chart', async ({ request }) => {
        if (new URL(request.url).searchParams.get('period') === 'last-year') await gate
        return undefined
      }),
    )
    renderHome()
    await cardShows('Orders', ordersFigure('last-28-days'))

    await user.click(screen.getByRole('radio', { name: 'Last Year' }))
    await waitFor(() => expect(card('Orders').getAttribute('aria-busy')).toBe('true'))
    expect(card('Orders').textContent).toContain(ordersFigure('last-28-days'))
    expect(card('Orders').querySelector('.dash-card__body--refreshing')).not.toBeNull()
    expect(within(card('Orders')).getByRole('status').textContent).toBe('Updating the figures…')

    release()
    await cardShows('Orders', ordersFigure('last-year'))
    expect(card('Orders').getAttribute('aria-busy')).toBe('false')
    expect(card('Orders').querySelector('.dash-card__body--refreshing')).toBeNull()
    expect(within(card('Orders')).queryByRole('status')).toBeNull()
  })

  it('drops a late answer for a period the user already left', async () => {
    const user = userEvent.setup()
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*/card/card-statistics/orders-bar-chart', async ({ request }) => {
        if (new URL(request.url).searchParams.get('period') === 'last-month') await gate
        return undefined
      }),
    )
    renderHome()
    await cardShows('Orders', ordersFigure('last-28-days'))

    await user.click(screen.getByRole('radio', { name: 'Last Month' }))
    await user.click(screen.getByRole('radio', { name: 'Last Year' }))
    await cardShows('Orders', ordersFigure('last-year'))
    release()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(card('Orders').textContent).toContain(ordersFigure('last-year'))
    expect(card('Orders').textContent).not.toContain(ordersFigure('last-month'))
    expect(within(card('Orders')).queryByRole('alert')).toBeNull()
  })

  it('labels the revenue report’s buckets by month for a year', async () => {
    const user = userEvent.setup()
    renderHome()
    await user.click(screen.getByRole('radio', { name: 'Last Year' }))
    const report = analyticsCard('revenue-report', 'last-year')
    await cardShows('Revenue report', money(report.budget))
    expect(within(card('Revenue report')).getByRole('img').getAttribute('aria-label')).toBe(
      'Bar chart of earning and expense over the period',
    )
  })

  it('draws the charts in boxes that are there before the chart code arrives', async () => {
    renderHome()
    await cardShows('Orders', ordersFigure('last-28-days'))
    const orders = card('Orders')
    expect(orders.querySelector('.dash-chart--spark')).not.toBeNull()
    // The chart chunk loads lazily; once there it puts a described canvas in the same box.
    const canvas = await within(orders).findByRole('img')
    expect(canvas.getAttribute('aria-label')).toBe('Trend of Orders over the period')
    expect(canvas.closest('.dash-chart--spark')).not.toBeNull()
  })

  it('shows one card’s failure inside that card, with Try again, and the others still load', async () => {
    const user = userEvent.setup()
    let failing = true
    server.use(
      http.get('*/card/card-analytics/revenue-report', () =>
        failing ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : undefined,
      ),
    )
    renderHome()
    const report = card('Revenue report')
    const alert = await within(report).findByRole('alert')
    expect(alert.textContent).toContain('Revenue report could not be loaded')
    expect(alert.textContent).toContain('The server did not answer.')
    await cardShows(
      'Goal overview',
      formatCount(analyticsCard('goal-overview', 'last-28-days').completed),
    )
    expect(screen.getAllByRole('alert')).toHaveLength(1)

    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await cardShows('Revenue report', money(analyticsCard('revenue-report', 'last-28-days').budget))
    expect(within(report).queryByRole('alert')).toBeNull()
  })

  it.each([
    ['support-tracker', 'card-analytics', 'Support tracker'],
    ['avg-sessions', 'card-analytics', 'Average sessions'],
    ['goal-overview', 'card-analytics', 'Goal overview'],
    ['sessions-device', 'card-analytics', 'Sessions by device'],
    ['product-orders', 'card-analytics', 'Orders by status'],
    ['customers', 'card-analytics', 'Customers'],
    ['orders-bar-chart', 'card-statistics', 'Orders'],
    ['profit-line-chart', 'card-statistics', 'Profit'],
    ['subscribers', 'card-statistics', 'Subscribers gained'],
    ['site-traffic', 'card-statistics', 'Site traffic'],
  ])('shows an error with Try again in the %s card when it fails', async (name, kind, title) => {
    const user = userEvent.setup()
    let failing = true
    server.use(
      http.get(`*/card/${kind}/${name}`, () =>
        failing ? HttpResponse.json({ message: 'Not here' }, { status: 404 }) : undefined,
      ),
    )
    renderHome()
    const alert = await within(card(title)).findByRole('alert')
    expect(alert.textContent).toContain(`${title} could not be loaded`)
    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(within(card(title)).queryByRole('alert')).toBeNull())
    await waitFor(() => expect(within(card(title)).queryByRole('status')).toBeNull())
  })

  it('says the data could not be read when a card gets a malformed answer, and keeps the page', async () => {
    server.use(
      http.get('*/card/card-analytics/product-orders', () =>
        HttpResponse.json({ period: 'last-28-days', finished: 'lots', pending: null }),
      ),
      http.get('*/card/card-statistics/profit-line-chart', () => HttpResponse.text('<html>')),
    )
    renderHome()
    const orders = await within(card('Orders by status')).findByRole('alert')
    expect(orders.textContent).toContain('The server sent figures this card cannot read.')
    expect(within(orders).getByRole('button', { name: 'Try again' })).toBeTruthy()
    const profit = await within(card('Profit')).findByRole('alert')
    expect(profit.textContent).toContain('Profit could not be loaded')

    await cardShows(
      'Customers',
      formatCount(analyticsCard('customers', 'last-28-days').newCustomers),
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy()
  })

  it('keeps the greeting when the sales figure fails, with a way to try again', async () => {
    const user = userEvent.setup()
    let failing = true
    server.use(
      http.get('*/card/card-statistics/sales', () =>
        failing ? HttpResponse.json({ statistic: -1 }) : undefined,
      ),
    )
    renderHome()
    const welcome = screen.getByRole('region', { name: 'Welcome back, Ada' })
    const alert = await within(welcome).findByRole('alert')
    expect(alert.textContent).toContain('Sales could not be loaded')
    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() =>
      expect(welcome.textContent).toContain(
        money(statisticCard('sales', 'last-28-days').statistic),
      ),
    )
  })
})
