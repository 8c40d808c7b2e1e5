import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { autocompleteHandlers } from '@mocks/ui-kit/autocomplete.handlers'
import { autocompleteDataSchema, matchingMovies } from '@models/ui-kit/autocomplete'
import { adminRequest, client, demoRequest, withToken } from './demo-request'

// Every request signs a token; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 })

async function movies() {
  const response = await adminRequest(autocompleteHandlers, '/api/autocomplete/data')
  expect(response.status).toBe(200)
  return z.parse(autocompleteDataSchema, await response.json()).autoComplete
}

describe('GET /api/autocomplete/data', () => {
  it('answers the 100 top movies, ranked 1 to 100, each with its id and title', async () => {
    const list = await movies()
    expect(list).toHaveLength(100)
    expect(list.map((movie) => movie.rank)).toEqual(list.map((_, index) => index + 1))
    expect(new Set(list.map((movie) => movie.id)).size).toBe(100)
    expect(new Set(list.map((movie) => movie.title)).size).toBe(100)
    expect(list[0]).toEqual({ id: 1, rank: 1, title: 'The Shawshank Redemption' })
    for (const movie of list) expect(movie.title.trim()).not.toBe('')
  })

  it('answers a signed-in client too', async () => {
    const response = await demoRequest(
      autocompleteHandlers,
      '/api/autocomplete/data',
      await withToken(client),
    )
    expect(response.status).toBe(200)
  })

  it('refuses a visitor without a token', async () => {
    const response = await demoRequest(autocompleteHandlers, '/api/autocomplete/data')
    expect(response.status).toBe(401)
  })

  it('gives every caller its own copy', async () => {
    const first = await movies()
    first[0]!.title = 'Changed'
    expect((await movies())[0]!.title).toBe('The Shawshank Redemption')
  })
})

describe('matchingMovies', () => {
  it('suggests the titles that hold the query, best ranked first, whatever the case', async () => {
    const list = await movies()
    expect(matchingMovies(list, 'GODFATHER').map((movie) => movie.title)).toEqual([
      'The Godfather',
      'The Godfather Part II',
    ])
  })

  it('ignores accents and suggests nothing for an empty query or no match', async () => {
    const list = await movies()
    expect(matchingMovies(list, 'leon').map((movie) => movie.title)).toEqual([
      'Léon: The Professional',
    ])
    expect(matchingMovies(list, '   ')).toEqual([])
    expect(matchingMovies(list, 'zzzz')).toEqual([])
  })

  it('suggests at most ten', async () => {
    expect(matchingMovies(await movies(), 'e')).toHaveLength(10)
  })
})
