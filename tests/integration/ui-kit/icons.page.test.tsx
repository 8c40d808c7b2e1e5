import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import IconsPage from '@/features/ui-kit/icons.page'
import { primeIconClasses } from '@/features/ui-kit/prime-icon-classes'
import { captureToasts, createTestI18n, renderPage } from '../../support/test-kit'

const i18n = createTestI18n()
const toasts = captureToasts()

/** Every glyph of the primeicons package the app ships. */
function packageIcons(): string[] {
  const require = createRequire(import.meta.url)
  const font = readFileSync(require.resolve('primeicons/fonts/primeicons.svg'), 'utf8')
  return [...new Set([...font.matchAll(/glyph-name="([a-z0-9-]+)"/g)].map((m) => `pi pi-${m[1]}`))]
}

const iconButtons = () =>
  within(screen.getByRole('list')).getAllByRole('button', { name: /^Copy pi pi-/ })

describe('the icons page', { timeout: 30_000 }, () => {
  it('shows every icon of primeicons, each named by its class', () => {
    renderPage(<IconsPage />, i18n, '/icons')
    expect(screen.getByRole('heading', { level: 1, name: 'Icons' })).toBeTruthy()
    expect([...primeIconClasses].sort()).toEqual(packageIcons().sort())
    expect(iconButtons()).toHaveLength(primeIconClasses.length)
    expect(screen.getByRole('status').textContent).toBe(`${primeIconClasses.length} icons`)
  })

  it('narrows the icons to those whose name holds every word typed', async () => {
    const user = userEvent.setup()
    renderPage(<IconsPage />, i18n, '/icons')
    await user.type(screen.getByRole('searchbox', { name: 'Search the icons' }), 'arrow down')
    const names = iconButtons().map((button) => button.getAttribute('aria-label'))
    expect(names.length).toBeGreaterThan(1)
    expect(names).toContain('Copy pi pi-arrow-down')
    expect(names).toContain('Copy pi pi-arrow-down-left')
    for (const name of names) expect(name).toMatch(/arrow.*down|down.*arrow/)
    expect(screen.getByRole('status').textContent).toBe(`${names.length} icons`)
  })

  it('says so when no icon matches', async () => {
    const user = userEvent.setup()
    renderPage(<IconsPage />, i18n, '/icons')
    await user.type(screen.getByRole('searchbox', { name: 'Search the icons' }), 'zebra')
    expect(await screen.findByText('No icon is named “zebra”.')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('0 icons')
  })

  it('copies an icon’s class on a click, and on Enter, and says so in a toast', async () => {
    const user = userEvent.setup()
    renderPage(<IconsPage />, i18n, '/icons')
    await user.type(screen.getByRole('searchbox', { name: 'Search the icons' }), 'home')
    await user.click(screen.getByRole('button', { name: 'Copy pi pi-home' }))
    expect(await navigator.clipboard.readText()).toBe('pi pi-home')
    expect(toasts.at(-1)).toMatchObject({
      severity: 'success',
      summary: 'Copied to the clipboard',
      detail: 'pi pi-home',
    })
    await user.clear(screen.getByRole('searchbox', { name: 'Search the icons' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search the icons' }), 'calendar plus')
    screen.getByRole('button', { name: 'Copy pi pi-calendar-plus' }).focus()
    await user.keyboard('{Enter}')
    expect(await navigator.clipboard.readText()).toBe('pi pi-calendar-plus')
    expect(toasts.at(-1)?.detail).toBe('pi pi-calendar-plus')
  })
})
