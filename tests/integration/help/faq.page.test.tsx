import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@mocks/node'
import FaqPage from '@/features/help/faq.page'
import { createTestI18n, renderPage, signedInDuringEachTest } from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

vi.setConfig({ testTimeout: 20_000 })

const i18n = createTestI18n()
signedInDuringEachTest()

/** The searches the page sent to `GET /faq/data`, in order. */
let searches: string[] = []
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url)
  if (url.pathname.endsWith('/faq/data')) searches.push(url.searchParams.get('q') ?? '')
}
beforeEach(() => {
  searches = []
  server.events.on('request:start', record)
})
afterEach(() => server.events.removeListener('request:start', record))

const openFaq = (path = '/pages/faq') => renderPage(<FaqPage />, i18n, path)
const section = (name: string) => screen.findByRole('region', { name })
const searchBox = () => screen.getByRole('searchbox', { name: 'Search the questions' })

describe('FAQ page', () => {
  it('shows the five categories with their subtitles, questions in a closed accordion', async () => {
    openFaq()
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, how can we help?' })).toBeTruthy()
    const payment = await section('Payment')
    for (const name of ['Delivery', 'Cancellation & Return', 'My Orders', 'Product & Services'])
      expect(await section(name)).toBeTruthy()
    expect(within(payment).getByText('Get help with payment')).toBeTruthy()

    const question = within(payment).getByRole('button', { name: 'How do I pay for my order?' })
    expect(question.getAttribute('aria-expanded')).toBe('false')
    const nav = screen.getByRole('navigation', { name: 'Categories' })
    expect(within(nav).getByRole('link', { name: /Payment\s*5 questions/ })).toBeTruthy()
  })

  it('opens and closes an answer from the keyboard', async () => {
    const user = userEvent.setup()
    openFaq()
    const payment = await section('Payment')
    const question = within(payment).getByRole('button', { name: 'How do I pay for my order?' })
    question.focus()
    await user.keyboard('{Enter}')
    expect(question.getAttribute('aria-expanded')).toBe('true')
    expect(
      within(payment)
        .getByText(/We accept Visa/)
        .closest('[hidden]'),
    ).toBeNull()
    await user.keyboard(' ')
    expect(question.getAttribute('aria-expanded')).toBe('false')
  })

  it('asks the server once the typing pauses, not at every key, and keeps the search in the address', async () => {
    const user = userEvent.setup()
    const { location } = openFaq()
    await section('Payment')
    await user.type(searchBox(), 'damaged')

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull())
    const delivery = await section('Delivery')
    expect(
      within(delivery).getByRole('button', { name: 'What to do if my product arrives damaged?' }),
    ).toBeTruthy()
    // The first load, then one search for the whole word: no request for "d", "da", …
    expect(searches).toEqual(['', 'damaged'])
    await waitFor(() => expect(location.history?.at(-1)).toBe('/pages/faq?q=damaged'))
    // A search opens the first answer of each category it finds.
    expect(
      within(delivery)
        .getByRole('button', { name: 'What to do if my product arrives damaged?' })
        .getAttribute('aria-expanded'),
    ).toBe('true')
  })

  it('says so when nothing matches, and shows every question again when the search is cleared', async () => {
    const user = userEvent.setup()
    openFaq()
    await section('Payment')
    await user.type(searchBox(), 'zeppelin')

    const empty = await screen.findByRole('heading', { name: 'No results found' })
    expect(
      screen.getByText('No question matches “zeppelin”. Try other words, or ask us below.'),
    ).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull()
    // The contact cards stay for the question the page does not answer.
    expect(screen.getByRole('link', { name: /help@workdesk\.example/ })).toBeTruthy()

    await user.click(
      within(empty.closest('section')!).getByRole('button', { name: 'Clear the search' }),
    )
    expect(await section('Payment')).toBeTruthy()
    expect((searchBox() as HTMLInputElement).value).toBe('')
  })

  it('empties the search with Escape', async () => {
    const user = userEvent.setup()
    openFaq('/pages/faq?q=refund')
    expect(await section('Cancellation & Return')).toBeTruthy()
    expect((searchBox() as HTMLInputElement).value).toBe('refund')
    expect(screen.queryByRole('region', { name: 'Payment' })).toBeNull()
    searchBox().focus()
    await user.keyboard('{Escape}')
    expect(await section('Payment')).toBeTruthy()
  })

  it('shows a failed load with a retry that works', async () => {
    const user = userEvent.setup()
    const failure = refuseWith500('get', '*/faq/data')
    openFaq()
    expect(await screen.findByText('The questions could not be loaded.')).toBeTruthy()
    failure.heal()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await section('Payment')).toBeTruthy()
  })
})
