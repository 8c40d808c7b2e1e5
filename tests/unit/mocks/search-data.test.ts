import { readFileSync, existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { resetAllStores } from '@mocks/server/store'
import { SEARCH_LIMIT, seedSearchArr } from '@mocks/search/search'

// Resolved from this file rather than with new URL(), which Vite would treat as an asset import.
const projectRoot = resolve(fileURLToPath(import.meta.url), '../../../..')
const projectFile = (path: string) => resolve(projectRoot, path)

afterEach(() => resetAllStores())

describe('search seed data', () => {
  const [pages, files, contacts] = seedSearchArr()

  it('gives equal data on every seeding, in fresh objects', () => {
    const again = seedSearchArr()
    expect(JSON.stringify(again)).toBe(JSON.stringify(seedSearchArr()))
    expect(again[0].data[0]).not.toBe(seedSearchArr()[0].data[0])
  })

  it('lists the shop dashboard at / first, then the page-search index from analytics on', () => {
    expect(pages.data[0]).toMatchObject({ id: 1, link: '/', title: 'eCommerce Dashboard' })
    expect(pages.data[1]).toMatchObject({ id: 2, link: '/dashboard/analytics' })
    const links = pages.data.map((page) => page.link)
    expect(links.indexOf('/apps/email')).toBeLessThan(links.indexOf('/access-control'))
  })

  it('includes every main route of the suite', () => {
    const links = pages.data.map((page) => page.link)
    expect(links).toEqual(
      expect.arrayContaining([
        '/apps/dashboard/company',
        '/apps/message/whatsapp',
        '/apps/message/live_chat',
        '/apps/settings/whatsapp-connect',
        '/apps/settings/notification',
        '/apps/dashboard/getting-started',
        '/apps/settings/role-permissions',
      ]),
    )
  })

  it('numbers pages 1..n with unique camelCase targets and unique links', () => {
    expect(pages.data.map((page) => page.id)).toEqual(pages.data.map((_, index) => index + 1))
    const targets = pages.data.map((page) => page.target)
    expect(new Set(targets).size).toBe(targets.length)
    targets.forEach((target) => expect(target).toMatch(/^[a-z][A-Za-z0-9]*$/))
    expect(new Set(pages.data.map((page) => page.link)).size).toBe(pages.data.length)
  })

  it('uses only icons that PrimeIcons 7 defines', () => {
    const css = readFileSync(projectFile('node_modules/primeicons/primeicons.css'), 'utf8')
    for (const { icon } of pages.data) {
      expect(icon).toMatch(/^pi pi-[a-z0-9-]+$/)
      expect(css).toContain(`.${icon.split(' ')[1]}:before`)
    }
  })

  it('bookmarks the template apps and two routes the suite has today', () => {
    const bookmarked = pages.data.filter((page) => page.isBookmarked).map((page) => page.link)
    expect(bookmarked.sort()).toEqual(
      [
        '/access-control',
        '/apps/calendar',
        '/apps/chat',
        '/apps/email',
        '/apps/todo',
        '/misc/coming-soon',
      ].sort(),
    )
  })

  it('gives every group more items than the search shows, so the limit matters', () => {
    for (const group of [pages, files, contacts]) {
      expect(group.searchLimit).toBe(SEARCH_LIMIT)
      expect(group.data.length).toBeGreaterThan(SEARCH_LIMIT)
    }
  })

  it('has file sizes both below and above 1000 KB, written as the template writes them', () => {
    const inKb = files.data.map(({ size }) => {
      const match = /^(\d+(?:\.\d+)?)(kb|mb)$/.exec(size)
      if (!match) throw new Error(`unexpected size ${size}`)
      return Number(match[1]) * (match[2] === 'mb' ? 1000 : 1)
    })
    expect(inKb.some((kb) => kb < 1000)).toBe(true)
    expect(inKb.some((kb) => kb > 1000)).toBe(true)
  })

  it('dates contacts as MM/DD/YYYY', () => {
    contacts.data.forEach(({ date }) =>
      expect(date).toMatch(/^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/\d{4}$/),
    )
  })

  it('points every image at a file in public/', () => {
    const images = [...files.data.map((file) => file.file), ...contacts.data.map((c) => c.img)]
    images.forEach((image) => expect(existsSync(projectFile(`public${image}`)), image).toBe(true))
  })
})
