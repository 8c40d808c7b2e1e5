import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'wouter'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import KnowledgeBasePage from '@/features/help/knowledge-base.page'
import { RouteParamsProvider } from '@/components/route-params'
import { findRoute, routeParams } from '@/app/routes/route-table'
import { createTestI18n, renderPage, signedInDuringEachTest } from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'
import { expectNothingRunnable, xssPayloadHtml } from '../../support/xss'

vi.setConfig({ testTimeout: 20_000 })

const i18n = createTestI18n()
signedInDuringEachTest()

const route = findRoute('/pages/knowledge-base')!

/** The page with the named segments of the address, as the shell's router gives them. */
function AtLocation() {
  const [location] = useLocation()
  return (
    <RouteParamsProvider value={routeParams(route, location)}>
      <KnowledgeBasePage />
    </RouteParamsProvider>
  )
}

const open = (path = '/pages/knowledge-base') => renderPage(<AtLocation />, i18n, path)

describe('Knowledge base', () => {
  it('leads from a category card to its questions and to an answer, each level at its own address', async () => {
    const user = userEvent.setup()
    const { location } = open()
    expect(screen.getByRole('heading', { level: 1, name: 'Knowledge base' })).toBeTruthy()

    await user.click(await screen.findByRole('link', { name: /Billing & plans/ }))
    expect(location.history?.at(-1)).toBe('/pages/knowledge-base/billing')
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing & plans' })).toBeTruthy()
    const plans = screen.getByRole('region', { name: 'Plans' })

    await user.click(within(plans).getByRole('link', { name: 'How do I change my plan?' }))
    expect(location.history?.at(-1)).toBe('/pages/knowledge-base/billing/change-plan')
    const article = await screen.findByRole('article', { name: 'How do I change my plan?' })
    expect(within(article).getByText('Last updated on Oct 21, 2026')).toBeTruthy()
    expect(within(article).getByText('Choose the plan and the billing period.')).toBeTruthy()

    const related = screen.getByRole('complementary', { name: 'Related questions' })
    await user.click(within(related).getByRole('link', { name: 'Is there a free trial?' }))
    expect(location.history?.at(-1)).toBe('/pages/knowledge-base/billing/free-trial')
    expect(await screen.findByRole('article', { name: 'Is there a free trial?' })).toBeTruthy()

    // The breadcrumbs go back up, level by level.
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' })
    await user.click(within(crumbs).getByRole('link', { name: 'Billing & plans' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing & plans' })).toBeTruthy()
    await user.click(
      within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByRole('link', {
        name: 'Knowledge base',
      }),
    )
    expect(await screen.findByRole('link', { name: /Security & privacy/ })).toBeTruthy()
  })

  it('opens an answer straight from its address', async () => {
    open('/pages/knowledge-base/security/two-step-verification')
    expect(
      await screen.findByRole('article', { name: 'How do I turn on two-step verification?' }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Security & privacy' })).toBeTruthy()
  })

  it('filters the category cards with its search, and says when none matches', async () => {
    const user = userEvent.setup()
    open()
    await screen.findByRole('link', { name: /Billing & plans/ })
    const search = screen.getByRole('searchbox', { name: 'Search the knowledge base' })
    await user.type(search, 'password')
    expect(screen.getByRole('link', { name: /Security & privacy/ })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /Billing & plans/ })).toBeNull()
    await user.clear(search)
    await user.type(search, 'zeppelin')
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeTruthy()
  })

  it('says a category or answer does not exist, with a way back', async () => {
    open('/pages/knowledge-base/billing/nope')
    expect(await screen.findByRole('heading', { name: 'This page does not exist' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the knowledge base' })).toBeTruthy()
  })

  it('shows a failed load with a retry', async () => {
    const user = userEvent.setup()
    const failure = refuseWith500('get', '*/faq/data/category')
    open('/pages/knowledge-base/billing')
    expect(await screen.findByText('The knowledge base could not be loaded.')).toBeTruthy()
    failure.heal()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing & plans' })).toBeTruthy()
  })

  it('runs nothing of an answer that carries scripts, event handlers or javascript: links', async () => {
    const ran = vi.fn()
    ;(window as unknown as { xssRan: () => void }).xssRan = ran
    server.use(
      http.get('*/faq/data/question', () =>
        HttpResponse.json({
          category: 'billing',
          categoryTitle: 'Billing & plans',
          slug: 'evil',
          title: 'An evil answer',
          lastUpdated: '2026-11-01',
          relatedQuestions: [],
          content: xssPayloadHtml,
        }),
      ),
    )
    const user = userEvent.setup()
    open('/pages/knowledge-base/billing/evil')
    const article = await screen.findByRole('article', { name: 'An evil answer' })
    expect(within(article).getByText('Safe text')).toBeTruthy()

    expectNothingRunnable(article.querySelector('.kb-article__body')!)
    await user.click(within(article).getByText('Click me'))
    await waitFor(() => expect(ran).not.toHaveBeenCalled())
    expect(screen.getByText('No related questions.')).toBeTruthy()
  })
})
