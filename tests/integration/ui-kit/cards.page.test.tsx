import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@mocks/node'
import { cardHandlers } from '@mocks/analytics/cards.handlers'
import { analyticsCard, statisticCard } from '@mocks/analytics/cards'
import { formatCount } from '@models/format/format-count'
import CardsPage from '@/features/ui-kit/cards.page'
import {
  createTestI18n,
  renderPage,
  signedInDuringEachTest,
  withoutCanvas,
} from '../../support/test-kit'

const i18n = createTestI18n()
// The cards show the admin's figures, which the demo server gives the admin's token only.
signedInDuringEachTest()

withoutCanvas()
beforeEach(() => {
  server.use(...cardHandlers)
})

const card = (name: string) => screen.getByRole('region', { name })
async function cardShows(name: string, text: string) {
  await waitFor(() => expect(card(name).textContent).toContain(text))
}
const openCards = (path: string) => renderPage(<CardsPage />, i18n, path)

describe('the cards of the UI kit', { timeout: 30_000 }, () => {
  it('lists its five pages on the index, each a link to it', () => {
    openCards('/cards')
    expect(screen.getByRole('heading', { level: 1, name: 'Cards' })).toBeTruthy()
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'))
    expect(links).toEqual([
      '/cards/basic',
      '/cards/advanced',
      '/cards/statistics',
      '/cards/analytics',
      '/cards/actions',
    ])
  })

  it('shows the figure cards of the lists as basic cards', async () => {
    openCards('/cards/basic')
    expect(screen.getByRole('heading', { level: 1, name: 'Basic cards' })).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 2, name: 'Paid invoices' })).toBeTruthy()
    expect(screen.getByText('src/components/figure-card/figure-card.tsx')).toBeTruthy()
  })

  it('shows every statistics card with the demo server’s figures', async () => {
    openCards('/cards/statistics')
    const period = 'last-28-days'
    const titles: [string, Parameters<typeof statisticCard>[0]][] = [
      ['Orders', 'orders-bar-chart'],
      ['Subscribers gained', 'subscribers'],
      ['Orders placed', 'orders'],
      ['Site traffic', 'site-traffic'],
      ['Active users', 'active-users'],
      ['Newsletter', 'newsletter'],
    ]
    for (const [title, name] of titles)
      await cardShows(title, formatCount(statisticCard(name, period).statistic))
    expect(screen.getAllByRole('region')).toHaveLength(9)
  })

  it('shows the home’s advanced and analytics cards', async () => {
    const { unmount } = openCards('/cards/advanced')
    const orders = analyticsCard('product-orders', 'last-28-days')
    await cardShows(
      'Orders by status',
      formatCount(orders.finished + orders.pending + orders.rejected),
    )
    await cardShows(
      'Support tracker',
      formatCount(analyticsCard('support-tracker', 'last-28-days').totalTickets),
    )
    unmount()

    openCards('/cards/analytics')
    await cardShows(
      'Goal overview',
      formatCount(analyticsCard('goal-overview', 'last-28-days').completed),
    )
    for (const title of ['Revenue report', 'Revenue growth', 'Average sessions'])
      expect(card(title)).toBeTruthy()
  })

  it('lets the action cards follow the chosen period', async () => {
    const user = userEvent.setup()
    openCards('/cards/actions')
    const figure = (period: 'last-28-days' | 'last-year') =>
      formatCount(statisticCard('orders-bar-chart', period).statistic)
    await cardShows('Orders', figure('last-28-days'))
    await user.click(screen.getByRole('radio', { name: 'Last Year' }))
    await cardShows('Orders', figure('last-year'))
    expect(within(card('Goal overview')).getByText('Last Year')).toBeTruthy()
  })
})
