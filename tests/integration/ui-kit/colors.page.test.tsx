import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18next from 'i18next'
import ColorsPage from '@/features/ui-kit/colors.page'
import { setPreference } from '@/services/preferences/preferences-store'
import frenchUikit from '../../../public/locales/fr/uikit.json'
import frenchCommon from '../../../public/locales/fr/translation.json'
import { captureToasts, createTestI18n, renderPage } from '../../support/test-kit'

const i18n = createTestI18n()
const toasts = captureToasts()

afterEach(() => setPreference('skin', 'light'))

/** The card of one token, found by its name. */
const tokenCard = (name: string) =>
  screen.getByText(name, { selector: 'code' }).closest('li') as HTMLElement

describe('the colours page', { timeout: 30_000 }, () => {
  it('shows the light skin’s colour tokens with their value and contrast over the background', () => {
    renderPage(<ColorsPage />, i18n, '/colors')
    expect(screen.getByRole('heading', { level: 1, name: 'Colours' })).toBeTruthy()
    const primary = tokenCard('--primary')
    expect(primary.textContent).toContain('#5558e3')
    expect(primary.textContent).toMatch(/^--primary#5558e35\.06:1 on the background · text/)
    // The background on itself: 1:1, good for fills only.
    expect(tokenCard('--bg').textContent).toContain('1:1 on the background · fills only')
    // Shadows and the focus ring are not colours.
    expect(screen.queryByText('--shadow', { selector: 'code' })).toBeNull()
    expect(screen.queryByText('--focus-ring', { selector: 'code' })).toBeNull()
  })

  it('follows the skin: the dark skin’s values', () => {
    renderPage(<ColorsPage />, i18n, '/colors')
    act(() => setPreference('skin', 'dark'))
    expect(screen.getByText(/tokens of the dark skin/)).toBeTruthy()
    expect(tokenCard('--primary').textContent).toContain('#a5b4fc')
    expect(tokenCard('--bg').textContent).toContain('#25293c')
  })

  it('copies a token and says so in a toast', async () => {
    const user = userEvent.setup()
    renderPage(<ColorsPage />, i18n, '/colors')
    await user.click(within(tokenCard('--danger')).getByRole('button', { name: 'Copy --danger' }))
    expect(await navigator.clipboard.readText()).toBe('var(--danger)')
    expect(toasts.at(-1)).toMatchObject({
      severity: 'success',
      summary: 'Copied to the clipboard',
      detail: 'var(--danger)',
    })
  })

  it('speaks French', async () => {
    const french = i18next.createInstance()
    await french.init({
      lng: 'fr',
      resources: { fr: { translation: frenchCommon, uikit: frenchUikit } },
      interpolation: { escapeValue: false },
    })
    renderPage(<ColorsPage />, french, '/colors')
    expect(screen.getByRole('heading', { level: 1, name: 'Couleurs' })).toBeTruthy()
    expect(tokenCard('--primary').textContent).toMatch(/5,06:1 sur le fond · texte/)
  })
})
