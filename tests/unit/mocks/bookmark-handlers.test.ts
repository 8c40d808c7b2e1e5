import { afterEach, describe, expect, it } from 'vitest'
import { resetAllStores } from '@mocks/server/store'
import type { PageItem, SearchArr } from '@mocks/search/search'
import { searchHandlers } from '@mocks/search/search.handlers'
import { bookmarkHandlers } from '@mocks/search/bookmarks.handlers'
import { adminRequest, postJson } from './demo-request'

const handlers = [...searchHandlers, ...bookmarkHandlers]

interface BookmarksData {
  suggestions: PageItem[]
  bookmarks: PageItem[]
}

async function fetchBookmarks(): Promise<BookmarksData> {
  const response = await adminRequest(handlers, '/api/bookmarks/data')
  expect(response.status).toBe(200)
  return (await response.json()) as BookmarksData
}

async function fetchPages(): Promise<PageItem[]> {
  const response = await adminRequest(handlers, '/api/main-search/data')
  return ((await response.json()) as { searchArr: SearchArr }).searchArr[0].data
}

const toggle = (body: unknown) => adminRequest(handlers, '/api/bookmarks/update', postJson(body))

const bookmarkedLinks = (data: BookmarksData) => data.bookmarks.map((page) => page.link)

afterEach(() => resetAllStores())

describe('GET /api/bookmarks/data', () => {
  it('suggests every page of the search and lists the bookmarked ones', async () => {
    const data = await fetchBookmarks()
    expect(data.suggestions).toEqual(await fetchPages())
    expect(data.bookmarks).toEqual(data.suggestions.filter((page) => page.isBookmarked))
    expect(bookmarkedLinks(data)).toEqual(
      expect.arrayContaining(['/access-control', '/misc/coming-soon', '/apps/email']),
    )
  })
})

describe('POST /api/bookmarks/update', () => {
  it('bookmarks a page that was not bookmarked and returns its new state', async () => {
    const response = await toggle({ id: 2 })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: 2, isBookmarked: true })
    expect(bookmarkedLinks(await fetchBookmarks())).toContain('/dashboard/analytics')
  })

  it('removes a bookmark from both the bookmarks and the search data', async () => {
    const page = (await fetchBookmarks()).bookmarks.find((item) => item.link === '/access-control')
    if (!page) throw new Error('the seed should bookmark /access-control')

    expect(await (await toggle({ id: page.id })).json()).toEqual({
      id: page.id,
      isBookmarked: false,
    })
    expect(bookmarkedLinks(await fetchBookmarks())).not.toContain('/access-control')
    expect((await fetchPages()).find((item) => item.id === page.id)?.isBookmarked).toBe(false)
  })

  it('puts a page back as it was when toggled twice', async () => {
    const before = await fetchBookmarks()
    await toggle({ id: 3 })
    await toggle({ id: 3 })
    expect(await fetchBookmarks()).toEqual(before)
  })

  it('forgets every toggle when the server is put back to its seed', async () => {
    const before = await fetchBookmarks()
    await toggle({ id: 1 })
    await toggle({ id: 3 })
    resetAllStores()
    expect(await fetchBookmarks()).toEqual(before)
  })

  it('answers 404 for an id no page has, and changes nothing', async () => {
    const before = await fetchBookmarks()
    const response = await toggle({ id: 9999 })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'Bookmark not found' })
    expect(await fetchBookmarks()).toEqual(before)
  })

  it.each([
    ['a string id', { id: '3' }],
    ['no id', {}],
    ['a null body', null],
    ['an array body', [3]],
  ])('answers 400 with a field error for %s', async (_, body) => {
    const response = await toggle(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: { id: ['id must be a number'] } })
  })

  it('answers 400 when the body is not JSON', async () => {
    const response = await adminRequest(handlers, '/api/bookmarks/update', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{id: 3',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ errors: { id: ['id must be a number'] } })
  })
})
