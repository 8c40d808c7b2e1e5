import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import PageLayoutPage from '@/features/ui-kit/page-layout.page'
import { readPreferences } from '@/services/preferences/preferences'
import {
  setPreference,
  useShownPreferences,
  type ShownPreferences,
} from '@/services/preferences/preferences-store'
import { createTestI18n, renderPage } from '../../support/test-kit'

const i18n = createTestI18n()

/** What the shell (src/app/layout/app-layout.tsx) is told to show, as it reads it. */
function ShellProbe() {
  return <output aria-label="shell">{JSON.stringify(useShownPreferences())}</output>
}
const shellNow = (): ShownPreferences => {
  const { getByRole, unmount } = render(<ShellProbe />)
  const shown = JSON.parse(getByRole('status', { name: 'shell' }).textContent!) as ShownPreferences
  unmount()
  return shown
}
const show = (path: string) => renderPage(<PageLayoutPage />, i18n, path)

/** Everything the display preferences keep in storage. */
const savedKeys = () =>
  Object.fromEntries(
    Object.keys(localStorage)
      .filter((key) => key.startsWith('ui.'))
      .map((key) => [key, localStorage.getItem(key)]),
  )

const root = document.documentElement

beforeEach(() => {
  // A user whose saved layout is vertical, wide, with the menu open.
  setPreference('layout', 'vertical')
  setPreference('contentWidth', 'full')
  setPreference('menuCollapsed', false)
})
afterEach(() => localStorage.clear())

describe('the page layouts', { timeout: 30_000 }, () => {
  it('lists every variant on /page-layout', () => {
    show('/page-layout')
    expect(screen.getByRole('heading', { level: 1, name: 'Page layouts' })).toBeTruthy()
    for (const [name, href] of [
      ['Collapsed menu', '/page-layout/collapsed-menu'],
      ['Horizontal menu', '/page-layout/horizontal'],
      ['Boxed & wide', '/page-layout/content-width'],
      ['Without navbar', '/page-layout/without-navbar'],
      ['Without footer', '/page-layout/without-footer'],
    ])
      expect(screen.getByRole('link', { name: new RegExp(name!) }).getAttribute('href')).toBe(href)
  })

  it('shows each variant on the page and leaves the saved preferences as they were', async () => {
    const user = userEvent.setup()
    const before = { preferences: readPreferences(), storage: savedKeys() }
    const tries: [path: string, choice: string, shown: () => boolean][] = [
      ['/page-layout/collapsed-menu', 'Collapsed menu', () => shellNow().menuCollapsed],
      ['/page-layout/horizontal', 'Horizontal menu', () => root.dataset.layout === 'horizontal'],
      ['/page-layout/content-width', 'Boxed', () => root.dataset.contentWidth === 'boxed'],
      [
        '/page-layout/without-navbar',
        'Without navbar',
        () => !shellNow().navbar && shellNow().footer,
      ],
      [
        '/page-layout/without-footer',
        'Without footer',
        () => shellNow().navbar && !shellNow().footer,
      ],
    ]
    for (const [path, choice, shown] of tries) {
      const view = show(path)
      const card = screen.getByRole('heading', { level: 2, name: choice }).closest('section')!
      const button = card.querySelector('button')!
      await user.click(button)
      expect(button.getAttribute('aria-pressed')).toBe('true')
      expect(shown()).toBe(true)
      expect(screen.getByRole('status').textContent).toContain(`Showing “${choice}” on this page.`)
      expect(readPreferences()).toEqual(before.preferences)
      expect(savedKeys()).toEqual(before.storage)
      view.unmount()
      // Leaving the page puts the saved layout back.
      expect(root.dataset.layout).toBe('vertical')
      expect(root.dataset.contentWidth).toBe('full')
      expect(shellNow()).toMatchObject({ menuCollapsed: false, navbar: true, footer: true })
    }
    expect(readPreferences()).toEqual(before.preferences)
    expect(savedKeys()).toEqual(before.storage)
  })

  it('goes back to the saved layout with its button, still saving nothing', async () => {
    const user = userEvent.setup()
    const before = savedKeys()
    show('/page-layout/content-width')
    await user.click(
      screen
        .getByRole('heading', { level: 2, name: 'Wide' })
        .closest('section')!
        .querySelector('button')!,
    )
    await user.click(
      screen
        .getByRole('heading', { level: 2, name: 'Boxed' })
        .closest('section')!
        .querySelector('button')!,
    )
    expect(root.dataset.contentWidth).toBe('boxed')
    await user.click(screen.getByRole('button', { name: 'Back to my layout' }))
    expect(root.dataset.contentWidth).toBe('full')
    expect(screen.getByRole('status').textContent).toBe('This page shows your saved layout.')
    expect(savedKeys()).toEqual(before)
  })
})
