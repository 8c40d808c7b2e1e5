import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import UiElementPage from '@/features/ui-kit/ui-element.page'
import frenchUikit from '../../../public/locales/fr/uikit.json'
import frenchCommon from '../../../public/locales/fr/translation.json'
import { captureToasts, createTestI18n, renderPage } from '../../support/test-kit'

const i18n = createTestI18n()
const toasts = captureToasts()

const show = (path: string) => renderPage(<UiElementPage />, i18n, path)

describe('the UI elements', { timeout: 30_000 }, () => {
  it('lists its pages on /ui-element, and a link opens one', async () => {
    const user = userEvent.setup()
    const { location } = show('/ui-element')
    expect(screen.getByRole('heading', { level: 1, name: 'UI elements' })).toBeTruthy()
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/ui-element/typography',
      '/ui-element/avatars',
      '/ui-element/buttons',
      '/ui-element/badges',
      '/ui-element/list-groups',
    ])
    await user.click(screen.getByRole('link', { name: /Buttons/ }))
    expect(location.history.at(-1)).toBe('/ui-element/buttons')
    expect(await screen.findByRole('heading', { level: 1, name: 'Buttons' })).toBeTruthy()
  })

  it('shows the skin’s type, with the page’s one heading', () => {
    show('/ui-element/typography')
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Typography',
    ])
    expect(screen.getByText('Heading level 1').tagName).toBe('H1')
    expect(screen.getByText('npm run build').tagName).toBe('CODE')
    expect(screen.getByRole('link', { name: 'UI elements' }).getAttribute('href')).toBe(
      '/ui-element',
    )
  })

  it('shows the product’s avatar: pictures, initials, presence and a group', () => {
    show('/ui-element/avatars')
    expect(screen.getAllByText('EJ').length).toBeGreaterThan(0)
    for (const presence of ['Online', 'Offline', 'Busy', 'Away'])
      expect(screen.getAllByRole('img', { name: presence }).length).toBeGreaterThan(0)
    const group = screen.getByRole('group', { name: '6 people' })
    expect(group.querySelectorAll('.chat-avatar')).toHaveLength(4)
    expect(group.textContent).toContain('+2')
  })

  it('shows the product’s buttons, and a loading one that is busy until its work is done', async () => {
    const user = userEvent.setup()
    show('/ui-element/buttons')
    for (const name of ['Primary', 'Secondary', 'Text', 'Settings', 'Add', 'Export'])
      expect(screen.getByRole('button', { name })).toBeTruthy()
    const small = screen.getByRole('button', { name: 'Small' })
    expect(small.className).toContain('btn--sm')
    expect(screen.getByRole('button', { name: 'Large' }).className).toContain('btn--lg')
    for (const button of screen.getAllByRole('button', { name: 'Disabled' }))
      expect((button as HTMLButtonElement).disabled).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const busy = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect(busy.querySelector('.pi-spinner')).toBeTruthy()
    await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 })
    expect(toasts.at(-1)).toMatchObject({ severity: 'success', summary: 'Saved' })
  })

  it('shows the badges and chips in every tone', () => {
    show('/ui-element/badges')
    for (const tone of ['primary', 'success', 'info', 'warning', 'danger', 'neutral'])
      expect(document.querySelector(`.status-chip.tone--${tone}`)).toBeTruthy()
    expect(document.querySelectorAll('.badge').length).toBeGreaterThanOrEqual(4)
  })

  it('shows the mail folders’ navigation list, whose current entry follows a click', async () => {
    const user = userEvent.setup()
    show('/ui-element/list-groups')
    const nav = screen.getByRole('navigation', { name: 'Navigation list' })
    expect(within(nav).getByRole('button', { name: /Inbox/ }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(within(nav).getByRole('button', { name: /Inbox/ }).textContent).toContain('4 unread')
    await user.click(within(nav).getByRole('button', { name: /Sent/ }))
    expect(within(nav).getByRole('button', { name: /Sent/ }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(screen.getByText('mia.davis@example.com')).toBeTruthy()
  })

  it('speaks French', async () => {
    const french = i18next.createInstance()
    await french.init({
      lng: 'fr',
      resources: { fr: { translation: frenchCommon, uikit: frenchUikit } },
      interpolation: { escapeValue: false },
    })
    renderPage(<UiElementPage />, french, '/ui-element/buttons')
    expect(screen.getByRole('heading', { level: 1, name: 'Boutons' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy()
  })
})
