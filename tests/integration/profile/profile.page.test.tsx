import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { profileStore } from '@mocks/account-settings/profile'
import ProfilePage from '@/features/profile/profile.page'
import {
  appI18n,
  captureToasts,
  createTestI18n,
  renderPage,
  signedInDuringEachTest,
} from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

vi.setConfig({ testTimeout: 20_000 })

appI18n()
const i18n = createTestI18n()
const toasts = captureToasts()
signedInDuringEachTest()

const open = () => renderPage(<ProfilePage />, i18n, '/pages/profile')
const posts = () => screen.getAllByRole('article')
const likeOf = (post: HTMLElement) => within(post).getByRole('button', { name: /^Like,/ })

describe('Profile', () => {
  it('shows the header, the about card, a poll, photos, suggestions and the first posts', async () => {
    open()
    expect(await screen.findByRole('heading', { level: 1, name: 'John Doe' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'John Doe’s avatar' })).toBeTruthy()
    expect(screen.getByRole('navigation', { name: 'Profile sections' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'About' }).textContent).toContain('Lisbon, Portugal')
    expect(screen.getByRole('group', { name: 'Which feature should we build next?' })).toBeTruthy()
    expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(6)
    expect(screen.getByText('Cody Fisher')).toBeTruthy()
    expect(posts()).toHaveLength(3)
    expect(within(posts()[0]!).getByText(/comment/)).toBeTruthy()
  })

  it('likes a post at once, and takes the like back again', async () => {
    const user = userEvent.setup()
    open()
    await screen.findByRole('heading', { level: 1, name: 'John Doe' })
    const first = posts()[0]!
    const like = likeOf(first)
    expect(like.getAttribute('aria-pressed')).toBe('false')
    expect(like.getAttribute('aria-label')).toBe('Like, 12 likes')

    await user.click(like)
    expect(like.getAttribute('aria-pressed')).toBe('true')
    expect(like.getAttribute('aria-label')).toBe('Like, 13 likes')
    await waitFor(() => expect(profileStore.get().posts[0]!.youLiked).toBe(true))

    await user.click(like)
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'))
    expect(like.getAttribute('aria-label')).toBe('Like, 12 likes')
    await waitFor(() => expect(profileStore.get().posts[0]!.likes).toBe(12))
  })

  it('puts a like back and says why when the server refuses it', async () => {
    const user = userEvent.setup()
    server.use(
      http.post('*/profile/posts/like', () =>
        HttpResponse.json({ message: 'This post no longer exists.' }, { status: 404 }),
      ),
    )
    open()
    await screen.findByRole('heading', { level: 1, name: 'John Doe' })
    const like = likeOf(posts()[0]!)
    await user.click(like)
    await waitFor(() => expect(toasts.at(-1)?.detail).toBe('This post no longer exists.'))
    expect(toasts.at(-1)?.summary).toBe('Your like was not saved')
    expect(like.getAttribute('aria-pressed')).toBe('false')
    expect(like.getAttribute('aria-label')).toBe('Like, 12 likes')
  })

  it('loads more posts until there are none left', async () => {
    const user = userEvent.setup()
    open()
    await screen.findByRole('heading', { level: 1, name: 'John Doe' })
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(posts()).toHaveLength(6))
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(posts()).toHaveLength(9))
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(
      within(posts()[8]!).getByText('Back from the conference with a notebook full of ideas.'),
    ).toBeTruthy()
  })

  it('keeps the posts and offers Load more again when the next page fails', async () => {
    const user = userEvent.setup()
    refuseWith500('get', '*/profile/posts')
    open()
    await screen.findByRole('heading', { level: 1, name: 'John Doe' })
    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(toasts.at(-1)?.summary).toBe('More posts could not be loaded'))
    expect(posts()).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveProperty('disabled', false)
  })

  it('counts a vote at once', async () => {
    const user = userEvent.setup()
    open()
    const poll = await screen.findByRole('group', { name: 'Which feature should we build next?' })
    expect(poll.textContent).toContain('45 votes')
    await user.click(within(poll).getByRole('radio', { name: /A mobile app/ }))
    expect(poll.textContent).toContain('46 votes')
    await waitFor(() => expect(profileStore.get().polls[0]!.yourVote).toBe('mobile'))
  })

  it('says the profile could not be loaded, and loads it on Try again', async () => {
    const user = userEvent.setup()
    const refusal = refuseWith500('get', '*/profile/data')
    open()
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByText('The profile could not be loaded')).toBeTruthy()
    refusal.heal()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'John Doe' })).toBeTruthy()
  })
})
