import { describe, expect, it } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { VerticalMenu } from '@/app/layout/vertical-menu'
import { appI18n, renderPage, signedInDuringEachTest } from '../../support/test-kit'

const i18n = appI18n()
signedInDuringEachTest()

const groupHeader = (name: string) => screen.getByRole('button', { name })
const expanded = (name: string) => groupHeader(name).getAttribute('aria-expanded')

describe('the vertical menu’s groups', () => {
  it('starts with the UI kit and the sign-in pages folded, the product’s areas open', async () => {
    renderPage(<VerticalMenu onNavigate={() => undefined} />, i18n, '/apps/tickets')
    expect(await screen.findByRole('link', { name: 'Support Tickets' })).toBeTruthy()
    expect(expanded('UI kit')).toBe('false')
    expect(expanded('Authentication')).toBe('false')
    expect(expanded('Apps')).toBe('true')
    expect(screen.queryByRole('link', { name: 'Colours' })).toBeNull()
  })

  it('opens the folded group of the page shown, at first and on every move to it', async () => {
    const { location } = renderPage(<VerticalMenu onNavigate={() => undefined} />, i18n, '/colors')
    const colors = await screen.findByRole('link', { name: 'Colours' })
    expect(colors.getAttribute('aria-current')).toBe('page')
    expect(expanded('UI kit')).toBe('true')

    // Folded by the user on that page, it stays folded until they go to another of its pages.
    const user = userEvent.setup()
    await user.click(groupHeader('UI kit'))
    expect(expanded('UI kit')).toBe('false')
    act(() => location.navigate('/apps/tickets'))
    expect(expanded('UI kit')).toBe('false')
    act(() => location.navigate('/icons'))
    expect(expanded('UI kit')).toBe('true')
    expect(screen.getByRole('link', { name: 'Icons' }).getAttribute('aria-current')).toBe('page')
  })
})
