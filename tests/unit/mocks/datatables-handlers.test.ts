import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import {
  allDatatableRowsSchema,
  datatablePageSchema,
  type DatatableRow,
} from '@models/datatable/datatable-row'
import { resetAllStores } from '@mocks/server/store'
import { datatableHandlers } from '@mocks/datatable/datatables.handlers'
import { adminRequest, demoRequest } from './demo-request'
import { bearing, signIn } from './sign-in'

// Every request signs a token; a busy machine needs more than the default 5 s for some tests.
vi.setConfig({ testTimeout: 30_000 })

const handlers = datatableHandlers

afterEach(() => resetAllStores())

async function everyRow(): Promise<DatatableRow[]> {
  const response = await adminRequest(handlers, '/api/datatables/initial-data')
  expect(response.status).toBe(200)
  return z.parse(allDatatableRowsSchema, await response.json())
}

async function page(query = '') {
  const response = await adminRequest(handlers, `/api/datatables/data${query}`)
  expect(response.status).toBe(200)
  return z.parse(datatablePageSchema, await response.json())
}

const ids = (rows: readonly DatatableRow[]) => rows.map((row) => row.id)
const oneTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1)

/** The six fields q looks at (SPEC.md section 7). */
const searched = ['full_name', 'post', 'email', 'age', 'salary', 'start_date'] as const
const expectedMatches = (rows: readonly DatatableRow[], q: string) =>
  rows.filter((row) =>
    searched.some((field) => row[field].toLowerCase().includes(q.trim().toLowerCase())),
  )

const salaryOf = (row: DatatableRow) => Number(row.salary.slice(1))
const dayOf = (row: DatatableRow) => {
  const [month, day, year] = row.start_date.split('/')
  return `${year}-${month}-${day}`
}

describe('the seeded rows (GET /api/datatables/initial-data)', () => {
  it('holds exactly 100 rows with ids 1 to 100', async () => {
    const rows = await everyRow()
    expect(rows).toHaveLength(100)
    expect(ids(rows)).toEqual(oneTo(100))
  })

  it('fills every field in the template’s formats', async () => {
    for (const row of await everyRow()) {
      expect(row.responsive_id).toBe('')
      expect(row.full_name).toMatch(/^\S+ \S+/)
      expect(row.post).not.toBe('')
      expect(row.city).not.toBe('')
      expect(row.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/)
      expect(row.start_date).toMatch(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/20\d\d$/)
      const [month, day, year] = row.start_date.split('/').map(Number)
      const date = new Date(Date.UTC(year!, month! - 1, day!))
      expect(date.getUTCDate(), row.start_date).toBe(day)
      expect(row.salary).toMatch(/^\$\d{4,6}\.\d\d$/)
      expect(row.age).toMatch(/^\d{2}$/)
      expect(row.experience).toMatch(/^(1 Year|([2-9]|1\d) Years)$/)
      expect(Number.parseInt(row.experience)).toBeLessThan(Number(row.age) - 17)
    }
  })

  it('has every status 1 to 5, and only those', async () => {
    const statuses = new Set((await everyRow()).map((row) => row.status))
    expect([...statuses].sort()).toEqual([1, 2, 3, 4, 5])
  })

  it('gives every row its own email, and about a third no picture', async () => {
    const rows = await everyRow()
    expect(new Set(rows.map((row) => row.email)).size).toBe(100)
    const without = rows.filter((row) => row.avatar === '').length
    expect(without).toBeGreaterThanOrEqual(25)
    expect(without).toBeLessThanOrEqual(45)
    rows
      .filter((row) => row.avatar !== '')
      .forEach((row) => expect(row.avatar).toMatch(/^\/images\/avatars\/([1-9]|1[0-4])\.svg$/))
  })

  it('seeds the same rows every time', async () => {
    const first = await everyRow()
    resetAllStores()
    expect(await everyRow()).toEqual(first)
  })
})

describe('GET /api/datatables/data', () => {
  it('answers the first 10 rows by id, every row, and the total of 100', async () => {
    const answer = await page()
    expect(ids(answer.invoices)).toEqual(oneTo(10))
    expect(answer.total).toBe(100)
    expect(answer.allData).toEqual(await everyRow())
  })

  describe('q', () => {
    it.each(searched)('finds a row by a part of its %s, ignoring case', async (field) => {
      const rows = await everyRow()
      const row = rows[41]!
      const value = row[field]
      const q = value.slice(1, Math.max(3, value.length - 1)).toUpperCase()
      const answer = await page(`?q=${encodeURIComponent(` ${q} `)}&perPage=100`)
      expect(ids(answer.invoices)).toContain(42)
      expect(answer.invoices).toEqual(expectedMatches(rows, q))
      expect(answer.total).toBe(expectedMatches(rows, q).length)
      expect(answer.allData).toHaveLength(100)
    })

    it('finds rows by the salary with its dollar sign, and by a start year', async () => {
      const rows = await everyRow()
      const salary = rows[9]!.salary
      expect(ids((await page(`?q=${encodeURIComponent(salary)}`)).invoices)).toContain(10)
      const year = rows[9]!.start_date.slice(-4)
      const answer = await page(`?q=${year}&perPage=100`)
      expect(answer.invoices).toEqual(expectedMatches(rows, year))
      expect(answer.invoices.some((row) => row.start_date.endsWith(year))).toBe(true)
    })

    it('does not look at the city, the experience or the status', async () => {
      const rows = await everyRow()
      const city = rows[0]!.city
      expect(expectedMatches(rows, city)).toEqual([])
      expect((await page(`?q=${encodeURIComponent(city)}`)).total).toBe(0)
      expect((await page('?q=Years')).total).toBe(0)
      expect((await page('?q=Year')).total).toBe(0)
    })

    it('answers no rows and a total of 0 when nothing matches, with every row still in allData', async () => {
      const answer = await page('?q=nothing-matches-this')
      expect(answer.invoices).toEqual([])
      expect(answer.total).toBe(0)
      expect(answer.allData).toHaveLength(100)
    })
  })

  describe('paging', () => {
    it('answers the page asked for', async () => {
      expect(ids((await page('?perPage=25&page=4')).invoices)).toEqual(oneTo(25).map((n) => n + 75))
      expect(ids((await page('?page=3')).invoices)).toEqual(oneTo(10).map((n) => n + 20))
    })

    it('answers an empty page past the end, with the total', async () => {
      const answer = await page('?page=11')
      expect(answer.invoices).toEqual([])
      expect(answer.total).toBe(100)
    })

    it('pages the matches of q', async () => {
      const rows = await everyRow()
      const matches = expectedMatches(rows, 'a')
      const answer = await page('?q=a&perPage=5&page=2')
      expect(answer.total).toBe(matches.length)
      expect(answer.invoices).toEqual(matches.slice(5, 10))
    })

    it.each([
      ['zero', '?perPage=0&page=0'],
      ['negative numbers', '?perPage=-10&page=-3'],
      ['words', '?perPage=ten&page=one'],
      ['fractions', '?perPage=7.5&page=2.2'],
    ])('falls back to page 1 of 10 for %s', async (_, query) => {
      expect(ids((await page(query)).invoices)).toEqual(oneTo(10))
    })

    it('answers at most 100 rows a page', async () => {
      expect((await page('?perPage=100000')).invoices).toHaveLength(100)
    })
  })

  describe('sorting', () => {
    it('sorts by salary as a number', async () => {
      const answer = await page('?sortColumn=salary&perPage=100')
      const salaries = answer.invoices.map(salaryOf)
      expect(salaries).toEqual([...salaries].sort((a, b) => a - b))
      // As text, "$99999.00" would come after "$100000.00".
      expect(salaries.some((salary) => salary < 100_000)).toBe(true)
      expect(salaries.some((salary) => salary >= 100_000)).toBe(true)
    })

    it('sorts by age as a number, oldest first with sort=desc, equal ages by id', async () => {
      const rows = (await page('?sortColumn=age&sort=desc&perPage=100')).invoices
      rows.slice(1).forEach((row, index) => {
        const before = rows[index]!
        expect(Number(before.age)).toBeGreaterThanOrEqual(Number(row.age))
        if (before.age === row.age) expect(before.id).toBeLessThan(row.id)
      })
    })

    it('sorts by start date as a date, not as "MM/DD/YYYY" text', async () => {
      const days = (await page('?sortColumn=start_date&perPage=100')).invoices.map(dayOf)
      expect(days).toEqual([...days].sort())
    })

    it('sorts by name ignoring case, and pages the sorted rows', async () => {
      const rows = await everyRow()
      const sorted = [...rows].sort(
        (a, b) =>
          a.full_name.localeCompare(b.full_name, 'en', { sensitivity: 'base' }) || a.id - b.id,
      )
      const answer = await page('?sortColumn=full_name&perPage=20&page=2')
      expect(answer.invoices).toEqual(sorted.slice(20, 40))
    })

    it('sorts by id, highest first, with sort=desc alone', async () => {
      expect(ids((await page('?sort=desc')).invoices)).toEqual(oneTo(10).map((n) => 101 - n))
    })

    it.each(['avatar', 'responsive_id', 'password', ''])(
      'falls back to id for the column %j',
      async (column) => {
        expect(ids((await page(`?sortColumn=${column}`)).invoices)).toEqual(oneTo(10))
      },
    )

    it('sorts only the matches of q', async () => {
      const rows = await everyRow()
      const matches = expectedMatches(rows, 'an')
      const answer = await page('?q=an&sortColumn=salary&sort=desc&perPage=100')
      expect(answer.total).toBe(matches.length)
      expect(answer.invoices.map((row) => row.id).sort((a, b) => a - b)).toEqual(ids(matches))
      const salaries = answer.invoices.map(salaryOf)
      expect(salaries).toEqual([...salaries].sort((a, b) => b - a))
    })
  })
})

describe('access', () => {
  const paths = ['/api/datatables/initial-data', '/api/datatables/data']

  it.each(paths)('GET %s answers 401 "Unauthorized." without a token', async (path) => {
    const response = await demoRequest(handlers, path)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized.' })
  })

  it.each(paths)('GET %s answers the signed-in demo client 403 with a message', async (path) => {
    const token = await signIn('client@demo.com', 'client')
    const response = await demoRequest(handlers, path, bearing(token))
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: expect.any(String) })
  })
})
