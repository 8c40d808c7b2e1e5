import { afterEach, describe, expect, it } from 'vitest'
import { USER_DATA_KEY } from '@/services/session/session-keys'
import { preloadScript } from '../../../vite/signed-in-preload.plugin'

const script = preloadScript(
  ['/assets/signed-in.js', '/assets/signed-in.css'],
  [
    {
      path: '/apps/tickets',
      files: ['/assets/tickets.js', '/assets/tickets.css'],
      namespaces: ['mail'],
    },
    {
      path: '/apps/user/list',
      access: { action: 'read', subject: 'Users' },
      files: ['/assets/users.js'],
      namespaces: ['users', 'table'],
    },
  ],
)

/** Loads `path` as far as the HTML's inline script, for a stored user with `ability`. */
function preloadedAt(path: string, ability?: { action: string; subject: string }[]) {
  window.history.replaceState(null, '', path)
  if (ability) localStorage.setItem(USER_DATA_KEY, JSON.stringify({ ability }))
  new Function(script)()
  return [...document.head.querySelectorAll('link')].map((link) => ({
    href: link.getAttribute('href'),
    rel: link.rel,
    // jsdom keeps `as` as a property only; a browser reflects it.
    as: link.as,
    crossOrigin: link.getAttribute('crossorigin'),
  }))
}

afterEach(() => {
  document.head.innerHTML = ''
  document.documentElement.lang = ''
  window.history.replaceState(null, '', '/')
})

const admin = [{ action: 'manage', subject: 'all' }]
const client = [{ action: 'read', subject: 'ACL' }]

describe("the HTML's preload for a stored session", () => {
  it("starts the page's code and its area's words with the signed-in code, in the page's language", () => {
    document.documentElement.lang = 'fr'
    expect(preloadedAt('/apps/tickets', client)).toEqual([
      { href: '/assets/signed-in.js', rel: 'modulepreload', as: 'script', crossOrigin: '' },
      { href: '/assets/signed-in.css', rel: 'preload', as: 'style', crossOrigin: '' },
      { href: '/assets/tickets.js', rel: 'modulepreload', as: 'script', crossOrigin: '' },
      { href: '/assets/tickets.css', rel: 'preload', as: 'style', crossOrigin: '' },
      // As i18next asks for them: a fetch, without credentials beyond the same origin.
      { href: '/locales/fr/mail.json', rel: 'preload', as: 'fetch', crossOrigin: 'anonymous' },
    ])
  })

  it('loads the words in English when the page has no language yet', () => {
    const hrefs = preloadedAt('/apps/user/list', admin).map((link) => link.href)
    expect(hrefs).toContain('/locales/en/users.json')
    expect(hrefs).toContain('/locales/en/table.json')
  })

  it("asks for the largest files first, the signed-in and the page's together", () => {
    const sizes: Record<string, number> = {
      '/assets/signed-in.js': 90_000,
      '/assets/signed-in.css': 50_000,
      '/assets/tickets.js': 120_000,
      '/assets/tickets.css': 3_000,
    }
    const bySize = preloadScript(
      ['/assets/signed-in.js', '/assets/signed-in.css'],
      [{ path: '/apps/tickets', files: ['/assets/tickets.js', '/assets/tickets.css'] }],
      (file) => sizes[file] ?? 0,
    )
    window.history.replaceState(null, '', '/apps/tickets')
    localStorage.setItem(USER_DATA_KEY, JSON.stringify({ ability: client }))
    new Function(bySize)()
    expect(
      [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href')),
    ).toEqual([
      '/assets/tickets.js',
      '/assets/signed-in.js',
      '/assets/signed-in.css',
      '/assets/tickets.css',
    ])
  })

  it('still loads the signed-in code when the stored session cannot be read', () => {
    window.history.replaceState(null, '', '/apps/tickets')
    localStorage.setItem(USER_DATA_KEY, '{not json')
    new Function(script)()
    expect(
      [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href')),
    ).toEqual(['/assets/signed-in.js', '/assets/signed-in.css'])
  })

  it('loads nothing of a page the stored user may not open, and nothing without a session', () => {
    expect(preloadedAt('/apps/user/list', client).map((link) => link.href)).toEqual([
      '/assets/signed-in.js',
      '/assets/signed-in.css',
    ])
    document.head.innerHTML = ''
    localStorage.clear()
    expect(preloadedAt('/apps/tickets')).toEqual([])
  })
})
