import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { currentPages, toggleBookmark } from '@mocks/search/search'
import { Bookmarks } from '@/app/bookmarks/bookmarks'
import { forgetBookmarks } from '@/services/bookmarks-store'
import {
  appI18n,
  renderPage,
  captureToasts,
  signedInDuringEachTest,
  signInWithIssuedToken,
  signOutAfterTest,
} from '../../support/test-kit'
import { demoClientSession } from '../../support/session-fixtures'

// The global instance: the error catalogue's toasts are translated through it, as in the app.
const i18n = appI18n()
const toasts = captureToasts()
signedInDuringEachTest()

// The store keeps one copy per page load; each test starts as a fresh page would.
beforeEach(() => forgetBookmarks())

const renderBookmarks = async () => renderPage(<Bookmarks />, i18n)

/** The navbar's shortcuts, by name. */
const shortcutNames = (shortcuts: HTMLElement) =>
  within(shortcuts)
    .queryAllByRole('link')
    .map((link) => link.getAttribute('aria-label'))

/**
 * The seeded bookmarks that are pages of the app, in the server's order, five at most: the sixth,
 * Access Control, is only in the star's list. (Before the email and to-do pages existed, their
 * bookmarks were not offered and Access Control was a shortcut.)
 */
const SHORTCUTS = ['Email', 'Chat', 'To-do', 'Calendar', 'Coming Soon']

describe('navbar bookmarks', () => {
  it('shows the first five bookmarked pages of the route table as shortcuts', async () => {
    // Bookmarked on the server, first of all, but not a page of this app: never offered.
    currentPages().unshift({
      id: 999,
      target: 'retiredPage',
      isBookmarked: true,
      title: 'Retired page',
      icon: 'pi pi-ban',
      link: '/apps/retired-page',
    })
    await renderBookmarks()
    const shortcuts = screen.getByRole('list', { name: 'Bookmarks' })
    await waitFor(() => expect(shortcutNames(shortcuts)).toEqual(SHORTCUTS))
  })

  it('stars a page at once and keeps it when the server agrees', async () => {
    const user = userEvent.setup()
    // Room in the navbar's five: one seeded bookmark fewer.
    for (const page of currentPages()
      .filter((item) => item.isBookmarked)
      .slice(4))
      toggleBookmark(page.id)
    await renderBookmarks()
    await user.click(screen.getByRole('button', { name: 'Bookmark pages' }))
    const star = await screen.findByRole('button', { name: 'Bookmark Maintenance' })
    await user.click(star)
    expect(star.getAttribute('aria-pressed')).toBe('true')
    const shortcuts = screen.getByRole('list', { name: 'Bookmarks' })
    expect(within(shortcuts).getByRole('link', { name: 'Maintenance' })).toBeTruthy()
    // What the demo server holds once the request is through (its endpoint answers only a
    // signed-in user's token).
    await waitFor(() =>
      expect(
        currentPages()
          .filter((page) => page.isBookmarked)
          .map((page) => page.link),
      ).toContain('/misc/maintenance'),
    )
  })

  it('puts the star back and raises an error toast when the server refuses', async () => {
    server.use(http.post('*/api/bookmarks/update', () => HttpResponse.json({}, { status: 500 })))
    const user = userEvent.setup()
    await renderBookmarks()
    await user.click(screen.getByRole('button', { name: 'Bookmark pages' }))
    const star = await screen.findByRole('button', { name: 'Bookmark Maintenance' })
    await user.click(star)
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'))
    expect(toasts).toEqual([
      expect.objectContaining({ severity: 'error', summary: 'The bookmark could not be saved' }),
    ])
  })

  it('follows the error catalogue: a 403 is a warning with the server’s message', async () => {
    server.use(
      http.post('*/api/bookmarks/update', () =>
        HttpResponse.json({ message: 'Clients cannot change bookmarks.' }, { status: 403 }),
      ),
    )
    const user = userEvent.setup()
    await renderBookmarks()
    await user.click(screen.getByRole('button', { name: 'Bookmark pages' }))
    const star = await screen.findByRole('button', { name: 'Bookmark Maintenance' })
    await user.click(star)
    await waitFor(() => expect(toasts).toHaveLength(1))
    expect(toasts[0]).toEqual({
      severity: 'warn',
      summary: 'The bookmark could not be saved',
      detail: 'Clients cannot change bookmarks.',
    })
    expect(star.getAttribute('aria-pressed')).toBe('false')
  })

  it('says why a star could not be saved when the server sends no message', async () => {
    server.use(http.post('*/api/bookmarks/update', () => HttpResponse.error()))
    const user = userEvent.setup()
    await renderBookmarks()
    await user.click(screen.getByRole('button', { name: 'Bookmark pages' }))
    await user.click(await screen.findByRole('button', { name: 'Bookmark Maintenance' }))
    await waitFor(() => expect(toasts).toHaveLength(1))
    expect(toasts[0]).toEqual({
      severity: 'error',
      summary: 'The bookmark could not be saved',
      detail: 'The server cannot be reached. Check your connection and try again.',
    })
  })

  it('says what failed when the bookmarks cannot be loaded, and loads them on Try again', async () => {
    let failing = true
    server.use(
      http.get('*/api/bookmarks/data', () =>
        failing
          ? HttpResponse.json({ message: 'Bookmarks are resting' }, { status: 500 })
          : undefined,
      ),
    )
    const user = userEvent.setup()
    await renderBookmarks()
    await user.click(screen.getByRole('button', { name: 'Bookmark pages' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Bookmarks could not be loaded.')
    await waitFor(() => expect(alert.textContent).toContain('Bookmarks are resting'))

    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Bookmark Maintenance' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says so when the bookmarks come back malformed, and the navbar still renders', async () => {
    server.use(http.get('*/api/bookmarks/data', () => HttpResponse.json({ suggestions: 'nope' })))
    const user = userEvent.setup()
    await renderBookmarks()
    await user.click(screen.getByRole('button', { name: 'Bookmark pages' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Bookmarks could not be loaded.')
    expect(alert.textContent).toContain('The server sent data this page cannot read.')
    expect(screen.getByRole('searchbox', { name: 'Find a page' })).toBeTruthy()
  })

  it('shows a user who signs in next none of the last one’s bookmarks, and asks for theirs', async () => {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/bookmarks/data'))
        asked.push(request.headers.get('authorization')!)
    })
    const first = await renderBookmarks()
    const shortcuts = screen.getByRole('list', { name: 'Bookmarks' })
    await waitFor(() => expect(shortcutNames(shortcuts)).toEqual(SHORTCUTS))

    await signOutAfterTest()
    await waitFor(() => expect(within(shortcuts).queryAllByRole('link')).toHaveLength(0))
    first.unmount()
    await signInWithIssuedToken(demoClientSession)
    await renderBookmarks()
    await waitFor(() => expect(asked).toHaveLength(2))
    expect(asked[1]).not.toBe(asked[0])
    server.events.removeAllListeners()
  })
})
