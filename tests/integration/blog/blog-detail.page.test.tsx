import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'wouter'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { blogBookmarks, findBlogPost } from '@mocks/blog/blog'
import BlogDetailPage from '@/features/blog/blog-detail.page'
import { RouteParamsProvider } from '@/components/route-params'
import { findRoute, routeParams } from '@/app/routes/route-table'
import {
  captureToasts,
  createTestI18n,
  renderPage,
  signedInDuringEachTest,
} from '../../support/test-kit'
import { demoClientSession } from '../../support/session-fixtures'
import { refuseWith500 } from '../../support/refuse-endpoint'
import { expectNothingRunnable, xssPayloadHtml } from '../../support/xss'

vi.setConfig({ testTimeout: 30_000 })

const i18n = createTestI18n()
const toasts = captureToasts()
const route = findRoute('/pages/blog/detail')!

/** The page with the named segments of the address, as the shell's router gives them. */
function AtLocation() {
  const [location] = useLocation()
  return (
    <RouteParamsProvider value={routeParams(route, location)}>
      <BlogDetailPage />
    </RouteParamsProvider>
  )
}

const open = (path: string) => renderPage(<AtLocation />, i18n, path)
const article = (title: string) => screen.findByRole('article', { name: title })
const commentsRegion = () => screen.getByRole('region', { name: /^\d+ comments?$/ })
const commentBox = () => screen.getByRole('textbox', { name: 'Your comment' })

describe('Blog post, as the admin', () => {
  signedInDuringEachTest()

  it('shows the post with its picture, tags, content and comments, and an Edit link', async () => {
    open('/pages/blog/detail/3')
    const post = await article('My Ten Best Life Hacks for the Kitchen')
    expect(within(post).getByText('Claudiu Hodorogea')).toBeTruthy()
    expect(within(post).getByText('Food')).toBeTruthy()
    expect(within(post).getByText('Start small and keep going.')).toBeTruthy()
    expect(within(post).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/pages/blog/edit/3',
    )
    expect(within(commentsRegion()).getByRole('heading', { name: '2 comments' })).toBeTruthy()
    expect(within(commentsRegion()).getByText('Lucy Hall')).toBeTruthy()
  })

  it('says so for a post that does not exist', async () => {
    open('/pages/blog/detail/999')
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toBeTruthy()
  })

  it('checks a comment, shows it at once while it is sent, and the server keeps it', async () => {
    const user = userEvent.setup()
    open('/pages/blog/detail/1')
    await article('The Best Features Coming to iOS and Web Design')
    expect(screen.getByText('No comments yet. Be the first to comment.')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Post comment' }))
    expect(screen.getByText('Write a comment first.')).toBeTruthy()
    expect(commentBox().getAttribute('aria-invalid')).toBe('true')

    await user.type(commentBox(), 'Lovely post, thank you!')
    await user.click(screen.getByRole('button', { name: 'Post comment' }))
    expect(screen.queryByText('Write a comment first.')).toBeNull()
    expect(within(commentsRegion()).getByText('Lovely post, thank you!')).toBeTruthy()
    expect((commentBox() as HTMLTextAreaElement).value).toBe('')
    await waitFor(() =>
      expect(findBlogPost(1)!.comments.map((comment) => comment.commentText)).toEqual([
        'Lovely post, thank you!',
      ]),
    )
    await waitFor(() => expect(within(commentsRegion()).queryByText('Sending…')).toBeNull())
    expect(within(commentsRegion()).getByRole('heading', { name: '1 comment' })).toBeTruthy()
    expect(within(commentsRegion()).getByText('John Doe')).toBeTruthy()
  })

  it('takes a refused comment back, gives the text back and says why', async () => {
    const user = userEvent.setup()
    refuseWith500('post', '*/blog/list/data/comment', 'Comments are closed for now.', 300)
    open('/pages/blog/detail/1')
    await article('The Best Features Coming to iOS and Web Design')
    await user.type(commentBox(), 'Will this stay?')
    await user.click(screen.getByRole('button', { name: 'Post comment' }))
    expect(within(commentsRegion()).getByText('Will this stay?')).toBeTruthy()
    expect(within(commentsRegion()).getByText('Sending…')).toBeTruthy()
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          severity: 'error',
          summary: 'Your comment could not be posted',
          detail: 'Comments are closed for now.',
        }),
      ),
    )
    expect(within(commentsRegion()).queryByText('Will this stay?')).toBeNull()
    expect((commentBox() as HTMLTextAreaElement).value).toBe('Will this stay?')
    expect(findBlogPost(1)!.comments).toEqual([])
  })

  it('bookmarks at once, and the server keeps it; a second press takes it off', async () => {
    const user = userEvent.setup()
    open('/pages/blog/detail/1')
    const post = await article('The Best Features Coming to iOS and Web Design')
    const bookmark = within(post).getByRole('button', { name: 'Bookmark' })
    expect(bookmark.getAttribute('aria-pressed')).toBe('false')
    await user.click(bookmark)
    expect(bookmark.getAttribute('aria-pressed')).toBe('true')
    await waitFor(() => expect(blogBookmarks.get().has('1:1')).toBe(true))
    await user.click(bookmark)
    expect(bookmark.getAttribute('aria-pressed')).toBe('false')
    await waitFor(() => expect(blogBookmarks.get().has('1:1')).toBe(false))
  })

  it('turns a refused bookmark back and says why', async () => {
    const user = userEvent.setup()
    refuseWith500('post', '*/blog/list/data/bookmark', 'Bookmarks are down.', 300)
    open('/pages/blog/detail/2')
    const post = await article('Apple Airpods Are Worth the Hype')
    const bookmark = within(post).getByRole('button', { name: 'Bookmark' })
    expect(bookmark.getAttribute('aria-pressed')).toBe('true')
    await user.click(bookmark)
    expect(bookmark.getAttribute('aria-pressed')).toBe('false')
    await waitFor(() => expect(bookmark.getAttribute('aria-pressed')).toBe('true'))
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          summary: 'The bookmark could not be changed',
          detail: 'Bookmarks are down.',
        }),
      ),
    )
    expect(blogBookmarks.get().has('1:2')).toBe(true)
  })

  it('runs nothing of a post that carries scripts, event handlers or javascript: links', async () => {
    const ran = vi.fn()
    ;(window as unknown as { xssRan: () => void }).xssRan = ran
    server.use(
      http.get('*/blog/list/data/detail', () =>
        HttpResponse.json({
          id: 1,
          title: 'An evil post',
          img: '/images/blog/cover-1.svg',
          avatar: '',
          userFullName: 'Mallory',
          blogPosted: '2026-11-20T09:30:00.000Z',
          tags: ['quote'],
          comments: [],
          bookmarked: false,
          content: xssPayloadHtml,
        }),
      ),
    )
    const user = userEvent.setup()
    open('/pages/blog/detail/1')
    const post = await article('An evil post')
    expect(within(post).getByText('Safe text')).toBeTruthy()
    expectNothingRunnable(post.querySelector('.blog-article__content')!)
    await user.click(within(post).getByText('Click me'))
    await waitFor(() => expect(ran).not.toHaveBeenCalled())
  })
})

describe('Blog post, as a client', () => {
  signedInDuringEachTest(demoClientSession)

  it('reads and comments, but is offered no Edit', async () => {
    const user = userEvent.setup()
    open('/pages/blog/detail/3')
    const post = await article('My Ten Best Life Hacks for the Kitchen')
    expect(within(post).queryByRole('link', { name: 'Edit' })).toBeNull()
    await user.type(commentBox(), 'Great tips')
    await user.click(screen.getByRole('button', { name: 'Post comment' }))
    await waitFor(() =>
      expect(findBlogPost(3)!.comments.at(-1)).toMatchObject({
        userFullName: 'Jane Doe',
        commentText: 'Great tips',
      }),
    )
  })
})
