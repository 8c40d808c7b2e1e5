import { describe, expect, it } from 'vitest'
import {
  defaultListParams,
  lastPage,
  normalQuery,
  paramsFromSearch,
  requestParams,
  searchFromParams,
  type ListParams,
  type ListShape,
} from '@models/lists/list-params'

/*
 * The users list as SPEC.md words it (sections 3, 7 and 9): 10 a page by default with 10, 25 and
 * 50 offered (issue 13), sorted by fullName, filtered by role, status and currentPlan.
 */
const users: ListShape = {
  perPage: 10,
  perPageOptions: [10, 25, 50],
  sortColumn: 'fullName',
  sort: 'asc',
  sortColumns: ['fullName', 'role', 'currentPlan', 'billing', 'status'],
  filters: {
    role: ['admin', 'author', 'editor', 'maintainer', 'subscriber'],
    status: ['active', 'inactive', 'pending'],
    currentPlan: ['basic', 'team', 'company', 'enterprise'],
  },
}

const plain: ListParams = {
  q: '',
  page: 1,
  perPage: 10,
  sort: 'asc',
  sortColumn: 'fullName',
  filters: { role: '', status: '', currentPlan: '' },
}

describe('list params in the URL', () => {
  it('gives the plain list for a URL without params, and a plain URL for the plain list', () => {
    expect(defaultListParams(users)).toEqual(plain)
    expect(paramsFromSearch('', users)).toEqual(plain)
    expect(searchFromParams(plain, users)).toBe('')
  })

  it.each([
    ['the search', 'q=Ada+Lovelace', { q: 'Ada Lovelace' }],
    ['the page', 'page=3', { page: 3 }],
    ['the page size', 'perPage=25', { perPage: 25 }],
    ['the largest page size', 'perPage=50', { perPage: 50 }],
    ['the sort order', 'sort=desc', { sort: 'desc' }],
    ['the sort column', 'sortColumn=billing', { sortColumn: 'billing' }],
    ['the role filter', 'role=maintainer', { filters: { ...plain.filters, role: 'maintainer' } }],
    ['the status filter', 'status=pending', { filters: { ...plain.filters, status: 'pending' } }],
    [
      'the plan filter',
      'currentPlan=enterprise',
      { filters: { ...plain.filters, currentPlan: 'enterprise' } },
    ],
  ] as const)('keeps %s from the URL to the params and back', (_, search, changed) => {
    const params = paramsFromSearch(search, users)
    expect(params).toEqual({ ...plain, ...changed })
    expect(searchFromParams(params, users)).toBe(search)
  })

  it('keeps every param at once, and a leading "?" does not matter', () => {
    const search =
      'q=grace&role=editor&status=active&currentPlan=team&sortColumn=role&sort=desc&page=2&perPage=50'
    const params: ListParams = {
      q: 'grace',
      page: 2,
      perPage: 50,
      sort: 'desc',
      sortColumn: 'role',
      filters: { role: 'editor', status: 'active', currentPlan: 'team' },
    }
    expect(paramsFromSearch(search, users)).toEqual(params)
    expect(paramsFromSearch(`?${search}`, users)).toEqual(params)
    expect(searchFromParams(params, users)).toBe(search)
  })

  it('leaves the params at their defaults out of the URL', () => {
    const spelledOut = 'q=&page=1&perPage=10&sort=asc&sortColumn=fullName&role=&status='
    expect(paramsFromSearch(spelledOut, users)).toEqual(plain)
    expect(searchFromParams(paramsFromSearch(spelledOut, users), users)).toBe('')
    expect(searchFromParams({ ...plain, page: 4 }, users)).toBe('page=4')
  })

  it('writes a search with blanks and symbols so that it reads back the same', () => {
    const params = { ...plain, q: 'O’Brien & Co =1' }
    const search = searchFromParams(params, users)
    expect(paramsFromSearch(search, users)).toEqual(params)
  })

  it('trims a search from the URL and collapses its blanks', () => {
    expect(paramsFromSearch('q=%20%20Ada%20%20%20Lovelace%20', users).q).toBe('Ada Lovelace')
    expect(paramsFromSearch('q=%20%20%20', users).q).toBe('')
  })

  it.each([
    ['a page that is not a number', 'page=abc'],
    ['page 0', 'page=0'],
    ['a negative page', 'page=-2'],
    ['a fractional page', 'page=1.5'],
    ['a page beyond any count', 'page=99999999999999999999'],
    ['a page size not offered', 'perPage=7'],
    ['a page size that is not a number', 'perPage=ten'],
    ['a sort column that does not exist', 'sortColumn=nope'],
    ['a sort column of another list', 'sortColumn=salary'],
    ['an order that is neither asc nor desc', 'sort=sideways'],
    ['a role that does not exist', 'role=hacker'],
    ['a status that does not exist', 'status=deleted'],
    ['a plan that does not exist', 'currentPlan=free'],
    ['a filter value in another case', 'role=Admin'],
  ])('falls back to the default for %s', (_, search) => {
    expect(paramsFromSearch(search, users)).toEqual(plain)
  })

  it('keeps what is right in a URL that is partly junk', () => {
    const search = 'page=abc&perPage=7&sortColumn=nope&role=hacker&sort=sideways&status=inactive'
    expect(paramsFromSearch(search, users)).toEqual({
      ...plain,
      filters: { role: '', status: 'inactive', currentPlan: '' },
    })
  })

  it('keeps the URL’s other keys (a tab, a dialog) and drops the list’s old ones', () => {
    const current = 'tab=billing&role=admin&page=4&drawer=add'
    const params = { ...plain, filters: { ...plain.filters, status: 'active' } }
    expect(searchFromParams(params, users, current)).toBe('tab=billing&drawer=add&status=active')
    expect(searchFromParams(plain, users, current)).toBe('tab=billing&drawer=add')
    expect(paramsFromSearch(current, users)).toEqual({
      ...plain,
      page: 4,
      filters: { ...plain.filters, role: 'admin' },
    })
  })
})

describe('normalQuery', () => {
  it('trims the search and leaves one space between words', () => {
    expect(normalQuery('  Ada   Lovelace ')).toBe('Ada Lovelace')
    expect(normalQuery('\tAda\n Lovelace\t')).toBe('Ada Lovelace')
    expect(normalQuery('   ')).toBe('')
    expect(normalQuery('ada')).toBe('ada')
  })
})

describe('requestParams', () => {
  it('asks the server with every param, as text, and only the filters that are set', () => {
    const params: ListParams = {
      q: 'ada',
      page: 2,
      perPage: 25,
      sort: 'desc',
      sortColumn: 'role',
      filters: { role: 'editor', status: '', currentPlan: 'team' },
    }
    expect(requestParams(params)).toEqual({
      q: 'ada',
      page: '2',
      perPage: '25',
      sort: 'desc',
      sortColumn: 'role',
      role: 'editor',
      currentPlan: 'team',
    })
  })

  it('sends the defaults too: the server is not left to guess them', () => {
    expect(requestParams(plain)).toEqual({
      q: '',
      page: '1',
      perPage: '10',
      sort: 'asc',
      sortColumn: 'fullName',
    })
  })
})

describe('lastPage', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [15, 10, 2],
    [50, 10, 5],
    [51, 10, 6],
    [15, 25, 1],
    [100, 25, 4],
    [101, 50, 3],
  ])('ends %i rows at %i a page on page %i', (total, perPage, last) => {
    expect(lastPage(total, perPage)).toBe(last)
  })
})
