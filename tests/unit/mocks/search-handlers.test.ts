import { getResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { resetAllStores } from '@mocks/server/store'
import type { SearchArr } from '@mocks/search/search'
import { searchHandlers } from '@mocks/search/search.handlers'
import { bookmarkHandlers } from '@mocks/search/bookmarks.handlers'
import { admin, adminRequest, postJson, withToken } from './demo-request'

const handlers = [...searchHandlers, ...bookmarkHandlers]

async function fetchSearch(): Promise<SearchArr> {
  const response = await adminRequest(handlers, '/api/main-search/data')
  expect(response.status).toBe(200)
  return ((await response.json()) as { searchArr: SearchArr }).searchArr
}

afterEach(() => resetAllStores())

describe('GET /api/main-search/data', () => {
  it('returns the Pages, Files and Contacts groups, each limited to 4 shown results', async () => {
    const searchArr = await fetchSearch()
    expect(searchArr.map((group) => group.groupTitle)).toEqual(['Pages', 'Files', 'Contacts'])
    searchArr.forEach((group) => expect(group.searchLimit).toBe(4))
  })

  it('sends every item of each group and leaves the cap to the client', async () => {
    const searchArr = await fetchSearch()
    searchArr.forEach((group) => expect(group.data.length).toBeGreaterThan(group.searchLimit))
  })

  it('gives the same data after the server is put back to its seed', async () => {
    const first = await fetchSearch()
    resetAllStores()
    expect(await fetchSearch()).toEqual(first)
  })

  it('shows a bookmark toggled through the bookmarks endpoint', async () => {
    await adminRequest(handlers, '/api/bookmarks/update', postJson({ id: 1 }))
    const [pages] = await fetchSearch()
    expect(pages.data[0]).toMatchObject({ id: 1, isBookmarked: true })
  })

  it('answers on any origin, as the dev server and Node tests both need', async () => {
    const request = new Request(
      'http://127.0.0.1:4173/api/main-search/data',
      await withToken(admin),
    )
    expect((await getResponse(handlers, request))?.status).toBe(200)
  })
})
