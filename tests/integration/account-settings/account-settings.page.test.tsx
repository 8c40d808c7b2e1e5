import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { Router, useLocation } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import {
  accountSecurityStore,
  accountSettingsStore,
} from '@mocks/account-settings/account-settings'
import { log } from '@models/log/log'
import AccountSettingsPage from '@/features/account-settings/account-settings.page'
import { RouteParamsProvider } from '@/components/route-params'
import { guardedNavigation } from '@/app/routes/guarded-navigation'
import { findRoute, routeParams } from '@/app/routes/route-table'
import {
  appI18n,
  captureToasts,
  createTestI18n,
  renderPage,
  signedInDuringEachTest,
} from '../../support/test-kit'

vi.setConfig({ testTimeout: 20_000 })

appI18n()
const i18n = createTestI18n()
const toasts = captureToasts()
signedInDuringEachTest()

const route = findRoute('/pages/account-settings')!

/** The page with the named segments of the address, as the shell's router gives them. */
function AtLocation() {
  const [location] = useLocation()
  return (
    <RouteParamsProvider value={routeParams(route, location)}>
      <AccountSettingsPage />
    </RouteParamsProvider>
  )
}

const open = (tab = 'account') => renderPage(<AtLocation />, i18n, `/pages/account-settings/${tab}`)

const form = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('form') as HTMLFormElement

describe('Account settings', () => {
  it('saves the profile details, and shows the server’s field error under the username', async () => {
    const user = userEvent.setup()
    open()
    const username = await screen.findByRole('textbox', { name: 'Username' })
    const general = form('Profile details')

    await user.clear(username)
    await user.type(username, 'janedoe')
    await user.click(within(general).getByRole('button', { name: 'Save changes' }))
    expect(await within(general).findByText('This username is already in use.')).toBeTruthy()
    expect(username.getAttribute('aria-invalid')).toBe('true')
    expect(accountSettingsStore.get().general.username).toBe('johndoe')

    await user.clear(username)
    await user.type(username, 'john.d')
    const company = within(general).getByRole('textbox', { name: 'Company' })
    await user.clear(company)
    await user.type(company, 'Contoso')
    await user.click(within(general).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(toasts.at(-1)?.summary).toBe('Profile details saved'))
    expect(accountSettingsStore.get().general).toMatchObject({
      username: 'john.d',
      company: 'Contoso',
    })
    expect(within(general).getByRole('button', { name: 'Save changes' })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('refuses an avatar that is not an image, and takes back a chosen one on Reset', async () => {
    const user = userEvent.setup({ applyAccept: false })
    open()
    const avatar = await screen.findByRole('img', { name: 'Your avatar' })
    const input = screen.getByLabelText('Upload new photo', { selector: 'input' })
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByText('Choose a JPG, GIF or PNG image.')).toBeTruthy()

    const big = new File([new Uint8Array(900 * 1024)], 'big.png', { type: 'image/png' })
    await user.upload(input, big)
    expect(await screen.findByText('The image is larger than 800 KB.')).toBeTruthy()

    await user.upload(input, new File([new Uint8Array(10)], 'me.png', { type: 'image/png' }))
    await waitFor(() => expect(avatar.getAttribute('src')).toMatch(/^data:image\/png;base64,/))
    await user.click(screen.getByRole('button', { name: 'Reset photo' }))
    expect(avatar.getAttribute('src')).toBe('/images/avatars/1.svg')
  })

  it('saves the personal details with the server’s field error for the website, and shows the phone prefix', async () => {
    const user = userEvent.setup()
    open()
    const website = await screen.findByRole('textbox', { name: 'Website' })
    const info = form('Personal details')
    expect(await within(info).findByText('+1')).toBeTruthy()

    await user.clear(website)
    await user.type(website, 'ftp://example.com')
    await user.click(within(info).getByRole('button', { name: 'Save changes' }))
    expect(
      await within(info).findByText('The website must be an http or https address.'),
    ).toBeTruthy()

    await user.clear(website)
    await user.type(website, 'https://john.example.com')
    await user.selectOptions(within(info).getByRole('combobox', { name: 'Country' }), 'France')
    await user.click(within(info).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(toasts.at(-1)?.summary).toBe('Personal details saved'))
    expect(accountSettingsStore.get().info).toMatchObject({
      website: 'https://john.example.com',
      country: 'France',
    })
  })

  it('only logs a country without a phone prefix', async () => {
    server.use(http.get('*/geo', () => HttpResponse.json({ countryCode: 'ZZ' })))
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    open()
    await screen.findByRole('textbox', { name: 'Website' })
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('account-settings', 'no phone prefix for country "ZZ"'),
    )
    expect(screen.queryByText('+1')).toBeNull()
    expect(toasts).toEqual([])
    logged.mockRestore()
  })

  it('shows the password rules as they are typed, and the server’s error for a wrong current password', async () => {
    const user = userEvent.setup()
    open('security')
    const rules = await screen.findByRole('list', { name: 'Password rules' })
    const rule = (name: RegExp) =>
      within(rules)
        .getAllByRole('listitem')
        .find((item) => name.test(item.textContent ?? ''))!
    expect(rule(/At least 8 characters/).textContent).toContain('(not met yet)')

    await user.type(screen.getByLabelText('Current password'), 'wrong-one')
    await user.type(screen.getByLabelText('New password'), 'correct horse')
    expect(rule(/At least 8 characters/).textContent).toContain('(met)')
    expect(rule(/Both new passwords match/).textContent).toContain('(not met yet)')
    await user.type(screen.getByLabelText('Confirm new password'), 'correct horse')
    expect(rule(/Both new passwords match/).textContent).toContain('(met)')

    const password = form('Change password')
    await user.click(within(password).getByRole('button', { name: 'Save changes' }))
    expect(await within(password).findByText('The current password is not right.')).toBeTruthy()
    expect(accountSecurityStore.get().password).toBe('admin')

    await user.clear(screen.getByLabelText('Current password'))
    await user.type(screen.getByLabelText('Current password'), 'admin')
    await user.click(within(password).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(toasts.at(-1)?.summary).toBe('Password changed'))
    expect(accountSecurityStore.get().password).toBe('correct horse')
  })

  it('turns two-step verification on', async () => {
    const user = userEvent.setup()
    open('security')
    const toggle = await screen.findByRole('switch', { name: 'Two-step verification' })
    expect((toggle as HTMLInputElement).checked).toBe(false)
    await user.click(toggle)
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true))
    expect(accountSecurityStore.get().twoStepEnabled).toBe(true)
  })

  it('saves the social links with the server’s field error, and connects and disconnects accounts', async () => {
    const user = userEvent.setup()
    open('social')
    const links = await waitFor(() => form('Social links'))
    const facebook = within(links).getByRole('textbox', { name: 'Facebook' })
    await user.type(facebook, 'facebook.com/john')
    await user.click(within(links).getByRole('button', { name: 'Save changes' }))
    expect(
      await within(links).findByText('The link must be an http or https address.'),
    ).toBeTruthy()
    await user.clear(facebook)
    await user.type(facebook, 'https://facebook.com/john')
    await user.click(within(links).getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(toasts.at(-1)?.summary).toBe('Social links saved'))
    expect(accountSettingsStore.get().social.socialLinks.facebook).toBe('https://facebook.com/john')

    await user.click(screen.getByRole('button', { name: 'Connect GitHub' }))
    expect(await screen.findByRole('button', { name: 'Disconnect GitHub' })).toBeTruthy()
    expect(accountSettingsStore.get().social.connections.github).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Disconnect Twitter' }))
    expect(await screen.findByRole('button', { name: 'Connect Twitter' })).toBeTruthy()
    expect(accountSettingsStore.get().social.connections.twitter).toBeNull()
  })

  it('saves the notification flags with the shared Notification form', async () => {
    const user = userEvent.setup()
    open('notifications')
    await user.click(await screen.findByRole('switch', { name: 'New followers' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(accountSettingsStore.get().notification.followMe).toBe(true))
  })

  it('shows the server’s field error when the notification flags are refused', async () => {
    const user = userEvent.setup()
    server.use(
      http.post('*/account-setting/notification', () =>
        HttpResponse.json(
          { errors: { notification: ['Too many changes today.'] } },
          { status: 400 },
        ),
      ),
    )
    open('notifications')
    await user.click(await screen.findByRole('switch', { name: 'New followers' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(toasts.at(-1)?.detail).toBe('Too many changes today.'))
  })

  it('asks before a tab change drops unsaved changes', async () => {
    const user = userEvent.setup()
    const { location } = open()
    const company = await screen.findByRole('textbox', { name: 'Company' })
    await user.type(company, ' Ltd')

    await user.click(screen.getByRole('link', { name: 'Security' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' })
    expect(location.history?.at(-1)).toBe('/pages/account-settings/account')
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect((screen.getByRole('textbox', { name: 'Company' }) as HTMLInputElement).value).toBe(
      'Northwind Traders Ltd',
    )

    await user.click(screen.getByRole('link', { name: 'Security' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    )
    expect(location.history?.at(-1)).toBe('/pages/account-settings/security')
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeTruthy()
  })

  it('moves between tabs without asking when nothing has changed', async () => {
    const user = userEvent.setup()
    const { location } = open()
    await screen.findByRole('textbox', { name: 'Company' })
    await user.click(screen.getByRole('link', { name: 'Social' }))
    expect(location.history?.at(-1)).toBe('/pages/account-settings/social')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks before a navigation made in code (the page search) drops unsaved changes', async () => {
    const user = userEvent.setup()
    const location = memoryLocation({ path: '/pages/account-settings/account', record: true })
    /** Stands for the page search, which navigates in code rather than by a link. */
    function SearchStandIn() {
      const [, navigate] = useLocation()
      return (
        <button type="button" onClick={() => navigate('/pages/faq')}>
          Open the FAQ
        </button>
      )
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Router hook={location.hook} aroundNav={guardedNavigation}>
          <SearchStandIn />
          <AtLocation />
        </Router>
      </I18nextProvider>,
    )
    await user.type(await screen.findByRole('textbox', { name: 'Company' }), ' Ltd')
    await user.click(screen.getByRole('button', { name: 'Open the FAQ' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' })
    expect(location.history?.at(-1)).toBe('/pages/account-settings/account')
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }))
    expect(location.history?.at(-1)).toBe('/pages/faq')
  })
})
