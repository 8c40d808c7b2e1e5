import { describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { blogPosts } from '@mocks/blog/blog'
import BlogListPage from '@/features/blog/blog-list.page'
import { createTestI18n, renderPage, signedInDuringEachTest } from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

vi.setConfig({ testTimeout: 30_000 })

const i18n = createTestI18n()
signedInDuringEachTest()

const open = (path = '/pages/blog/list') => renderPage(<BlogListPage />, i18n, path)

/** The titles of the cards shown, once there are some. */
async function shownTitles(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'Blog posts' })
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
}

const newestFirst = () =>
  [...blogPosts.get()]
    .sort((a, b) => b.blogPosted.localeCompare(a.blogPosted))
    .map((post) => post.title)

describe('Blog list', () => {
  it('shows the posts as cards, six a page, and keeps the page in the URL', async () => {
    const user = userEvent.setup()
    const { location } = open()
    expect(await shownTitles()).toEqual(newestFirst().slice(0, 6))
    expect(screen.getByText('12 posts')).toBeTruthy()
    const first = within(screen.getByRole('list', { name: 'Blog posts' })).getAllByRole(
      'listitem',
    )[0]!
    expect(within(first).getByText('Ghani Pradita')).toBeTruthy()
    expect(within(first).getByText('Nov 20, 2026')).toBeTruthy()
    expect(within(first).getByText('Quote')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/pages/blog/list?page=2'))
    await waitFor(async () => expect(await shownTitles()).toEqual(newestFirst().slice(6, 12)))

    // Back to the first page, as the browser's Back button does.
    act(() => location.navigate('/pages/blog/list'))
    await waitFor(async () => expect(await shownTitles()).toEqual(newestFirst().slice(0, 6)))
  })

  it('opens at the page a link names', async () => {
    open('/pages/blog/list?page=2')
    await waitFor(async () => expect(await shownTitles()).toEqual(newestFirst().slice(6, 12)))
  })

  it('searches once the typing pauses, with the search in the URL, and says when nothing matches', async () => {
    const user = userEvent.setup()
    const { location } = open()
    await shownTitles()
    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'kitchen')
    await waitFor(() => expect(location.history.at(-1)).toBe('/pages/blog/list?q=kitchen'))
    await waitFor(async () =>
      expect(await shownTitles()).toEqual(['My Ten Best Life Hacks for the Kitchen']),
    )
    expect(screen.getByText('1 post')).toBeTruthy()
    // One address for the whole word, not one per letter.
    expect(location.history.filter((entry) => entry.includes('q='))).toHaveLength(1)

    await user.type(screen.getByRole('searchbox', { name: 'Search posts' }), 'zeppelin')
    expect(await screen.findByRole('heading', { name: 'No posts found' })).toBeTruthy()
    expect(screen.getByText('No post matches “kitchenzeppelin”. Try other words.')).toBeTruthy()
  })

  it('filters by a category of the sidebar, and lists the recent posts', async () => {
    const user = userEvent.setup()
    const { location } = open()
    await shownTitles()
    const sidebar = screen.getByRole('complementary', { name: 'Search and categories' })
    const recent = await within(sidebar).findByRole('region', { name: 'Recent posts' })
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/pages/blog/detail/1',
      '/pages/blog/detail/2',
      '/pages/blog/detail/3',
      '/pages/blog/detail/4',
    ])
    const food = within(sidebar).getByRole('button', { name: 'Food' })
    await user.click(food)
    await waitFor(() => expect(location.history.at(-1)).toBe('/pages/blog/list?category=food'))
    const foodPosts = blogPosts
      .get()
      .filter((post) => post.tags.includes('food'))
      .map((post) => post.title)
    await waitFor(async () => expect(await shownTitles()).toEqual(foodPosts))
    expect(food.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByText(`${foodPosts.length} posts in Food`)).toBeTruthy()
  })

  it('says when the posts cannot be loaded, and tries again', async () => {
    const user = userEvent.setup()
    const failure = refuseWith500('get', '*/blog/list/data', 'The blog is down.')
    open()
    expect(await screen.findByText('The posts could not be loaded.')).toBeTruthy()
    failure.heal()
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!)
    expect(await shownTitles()).toHaveLength(6)
  })
})
