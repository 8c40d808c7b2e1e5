import { describe, expect, it, vi } from 'vitest'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { Router, useLocation } from 'wouter'
import { http } from 'msw'
import { server } from '@mocks/node'
import { allUsers, findUser } from '@mocks/users/users'
import { notificationsOf } from '@mocks/users/user-account'
import type { User } from '@models/users/users'
import UserViewPage from '@/features/users/user-view.page'
import { RouteParamsProvider } from '@/components/route-params'
import { findRoute, routeParams } from '@/app/routes/route-table'
import { queryCache } from '@/services/app-query-cache'
import { appI18n, captureToasts, signedInDuringEachTest } from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

// Every test signs a token and renders a whole page; a busy machine needs more than 5 s.
vi.setConfig({ testTimeout: 30_000 })

// The global i18next, as in the app: the list changes' toasts are translated through it.
const i18n = appI18n()
const toasts = captureToasts()
signedInDuringEachTest()

const viewRoute = findRoute('/apps/user/view')!

/** The page under the shell's one duty here: the named segments of the URL, as AppRoutes gives. */
function ViewAtLocation() {
  const [location] = useLocation()
  return (
    <RouteParamsProvider value={routeParams(viewRoute, location)}>
      <UserViewPage />
    </RouteParamsProvider>
  )
}

/** Opens the page at `path` in the browser's own history, so that Back is the browser's. */
function openView(path: string) {
  window.history.replaceState(null, '', path)
  const user = userEvent.setup()
  render(
    <I18nextProvider i18n={i18n}>
      <Router>
        <ViewAtLocation />
      </Router>
    </I18nextProvider>,
  )
  return user
}

const pathname = () => window.location.pathname

/** The user's name as the profile card's heading: the page has loaded them. */
const profileLoaded = (user: User) =>
  screen.findByRole('heading', { level: 2, name: user.fullName })

const tabLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'User sections' })).getByRole('link', { name })

const currentTab = () =>
  within(screen.getByRole('navigation', { name: 'User sections' }))
    .getAllByRole('link')
    .find((link) => link.getAttribute('aria-current') === 'page')?.textContent

const someone = (status: string) => allUsers().find((user) => user.status === status)!

/** The profile card's status chip. */
const statusChip = () => document.querySelector('.user-profile .status-chip')!

describe('User view: tabs and URLs', () => {
  it('shows the account tab when the URL names none, and each tab at its own URL', async () => {
    const three = findUser(3)!
    const user = openView('/apps/user/view/3')
    await profileLoaded(three)
    expect(currentTab()).toBe('Account')
    expect(screen.getByRole('heading', { name: 'Account summary' })).toBeTruthy()

    await user.click(tabLink('Security'))
    expect(pathname()).toBe('/apps/user/view/3/security')
    expect(currentTab()).toBe('Security')
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeTruthy()
    expect(await screen.findByText(/Not changed since the account was created/)).toBeTruthy()

    await user.click(tabLink('Billing & plan'))
    expect(pathname()).toBe('/apps/user/view/3/billing')
    expect(screen.getByRole('heading', { name: 'Billing method' })).toBeTruthy()

    await user.click(tabLink('Notifications'))
    expect(pathname()).toBe('/apps/user/view/3/notifications')
    expect(await screen.findByRole('checkbox', { name: 'New for you by Email' })).toBeTruthy()

    await user.click(tabLink('Account'))
    expect(pathname()).toBe('/apps/user/view/3/account')
    expect(currentTab()).toBe('Account')
  })

  it('returns to the previous tab with Back', async () => {
    const three = findUser(3)!
    const user = openView('/apps/user/view/3/account')
    await profileLoaded(three)
    await user.click(tabLink('Billing & plan'))
    await user.click(tabLink('Notifications'))
    expect(pathname()).toBe('/apps/user/view/3/notifications')

    act(() => window.history.back())
    await waitFor(() => expect(pathname()).toBe('/apps/user/view/3/billing'))
    await waitFor(() => expect(currentTab()).toBe('Billing & plan'))
    expect(screen.getByRole('heading', { name: 'Billing method' })).toBeTruthy()

    act(() => window.history.back())
    await waitFor(() => expect(currentTab()).toBe('Account'))
    expect(pathname()).toBe('/apps/user/view/3/account')
  })

  it('opens a tab from the keyboard: Tab reaches the tabs, Enter follows one', async () => {
    const three = findUser(3)!
    const user = openView('/apps/user/view/3')
    await profileLoaded(three)
    const security = tabLink('Security')
    while (document.activeElement !== security) await user.tab()
    await user.keyboard('{Enter}')
    expect(pathname()).toBe('/apps/user/view/3/security')
  })

  it('shows the account tab for a tab it does not have, and puts it in the URL in place', async () => {
    const three = findUser(3)!
    const entries = window.history.length
    openView('/apps/user/view/3/settings')
    await profileLoaded(three)
    expect(currentTab()).toBe('Account')
    await waitFor(() => expect(pathname()).toBe('/apps/user/view/3/account'))
    expect(window.history.length).toBe(entries)
  })

  it('opens the first user of the list by name when the URL names nobody, in place of that URL', async () => {
    // The list's default order (SPEC.md section 9), written here rather than taken from the page.
    const [first] = allUsers().sort(
      (a, b) => a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' }) || a.id - b.id,
    )
    const entries = window.history.length
    openView('/apps/user/view')
    expect(screen.getByRole('status').textContent).toContain('Loading the user')
    await profileLoaded(first!)
    expect(pathname()).toBe(`/apps/user/view/${first!.id}/account`)
    expect(window.history.length).toBe(entries)
  })
})

describe('User view: a user who cannot be shown', () => {
  it.each(['999', 'abc'])(
    'says "User not found" for the id %s, with a way back to the list',
    async (id) => {
      openView(`/apps/user/view/${id}`)
      expect(await screen.findByRole('heading', { name: 'User not found' })).toBeTruthy()
      const back = screen.getAllByRole('link', { name: 'Back to the user list' })
      expect(back.map((link) => link.getAttribute('href'))).toContain('/apps/user/list')
      expect(screen.queryByRole('navigation', { name: 'User sections' })).toBeNull()
    },
  )

  it('shows a failed load with the server’s words and Try again, which recovers', async () => {
    const three = findUser(3)!
    const refusal = refuseWith500('get', '*/api/users/user', 'The user store is down')
    const user = openView('/apps/user/view/3')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The user could not be loaded.')
    await waitFor(() => expect(alert.textContent).toContain('The user store is down'))

    refusal.heal()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await profileLoaded(three)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe('User view: changes', () => {
  it('edits a user: the server’s field error shows under the field, nothing typed is lost', async () => {
    const three = findUser(3)!
    const other = findUser(10)!
    const user = openView('/apps/user/view/3')
    await profileLoaded(three)

    await user.click(screen.getByRole('button', { name: 'Edit' }))
    let drawer = screen.getByRole('dialog', { name: `Edit ${three.fullName}` })
    const name = within(drawer).getByLabelText('Full name')
    await user.clear(name)
    await user.type(name, 'Renamed Person')
    const email = within(drawer).getByLabelText('Email')
    await user.clear(email)
    await user.type(email, other.email)
    await user.type(within(drawer).getByLabelText('Company'), ' Ltd')
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }))

    // Refused: the page goes back to the user as they are, the drawer comes back as typed.
    drawer = await screen.findByRole('dialog', { name: `Edit ${three.fullName}` })
    const emailAgain = within(drawer).getByLabelText('Email')
    expect((emailAgain as HTMLInputElement).value).toBe(other.email)
    expect(emailAgain.getAttribute('aria-invalid')).toBe('true')
    const described = emailAgain.getAttribute('aria-describedby')!
    expect(document.getElementById(described)?.textContent).toBe('This email is already in use.')
    expect((within(drawer).getByLabelText('Full name') as HTMLInputElement).value).toBe(
      'Renamed Person',
    )
    expect((within(drawer).getByLabelText('Company') as HTMLInputElement).value).toBe(
      `${three.company} Ltd`,
    )
    expect(screen.getByRole('heading', { level: 2, name: three.fullName })).toBeTruthy()
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          severity: 'error',
          summary: 'The user could not be changed',
          detail: 'This email is already in use.',
        }),
      ),
    )
    expect(findUser(3)).toEqual(three)

    // Fixed and saved: the page shows the change, and the server has it.
    await user.clear(emailAgain)
    await user.type(emailAgain, 'renamed.person@example.com')
    expect(emailAgain.getAttribute('aria-invalid')).toBe('false')
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    expect(await profileLoaded({ ...three, fullName: 'Renamed Person' })).toBeTruthy()
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          severity: 'success',
          summary: 'Changes to Renamed Person saved',
        }),
      ),
    )
    expect(findUser(3)).toMatchObject({
      fullName: 'Renamed Person',
      email: 'renamed.person@example.com',
      company: `${three.company} Ltd`,
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('Details edited: Full name, Email, and Company')).toBeTruthy()
  })

  it('checks the required fields before sending anything', async () => {
    const three = findUser(3)!
    const user = openView('/apps/user/view/3')
    await profileLoaded(three)
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    const drawer = screen.getByRole('dialog')
    await user.clear(within(drawer).getByLabelText('Username'))
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }))
    expect(within(drawer).getByText('Fill this in.')).toBeTruthy()
    expect(document.activeElement).toBe(within(drawer).getByLabelText('Username'))
    expect(findUser(3)).toEqual(three)
  })

  it('suspends a user at once and puts them back when the server answers 500', async () => {
    const active = someone('active')
    refuseWith500('post', '*/apps/users/update-user')
    // The refusal waits until the test has seen the suspension on screen.
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(http.post('*/apps/users/update-user', () => answered.then(() => undefined)))

    const user = openView(`/apps/user/view/${active.id}`)
    await profileLoaded(active)
    expect(statusChip().textContent).toBe('Active')
    await user.click(screen.getByRole('button', { name: 'Suspend' }))
    const dialog = screen.getByRole('dialog', { name: `Suspend ${active.fullName}?` })
    // The safe answer has the focus.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))

    await waitFor(() => expect(statusChip().textContent).toBe('Inactive'))
    expect(screen.getByRole('button', { name: 'Activate' })).toBeTruthy()
    expect(screen.getByText('Saving changes…')).toBeTruthy()

    answer()
    await waitFor(() => expect(statusChip().textContent).toBe('Active'))
    expect(screen.getByRole('button', { name: 'Suspend' })).toBeTruthy()
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          severity: 'error',
          summary: 'The user could not be changed',
          detail: 'Server Error',
        }),
      ),
    )
    expect(findUser(active.id)?.status).toBe('active')
    expect(screen.getByText('Nothing changed yet.')).toBeTruthy()
  })

  it('suspends and activates again once confirmed; the saved user replaces the cached one', async () => {
    const active = someone('active')
    const user = openView(`/apps/user/view/${active.id}`)
    await profileLoaded(active)
    await user.click(screen.getByRole('button', { name: 'Suspend' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Suspend' }))
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          severity: 'success',
          summary: `${active.fullName} is suspended`,
        }),
      ),
    )
    expect(findUser(active.id)?.status).toBe('inactive')
    expect(queryCache.peek(['users', 'user', active.id])).toEqual(findUser(active.id))
    expect(statusChip().textContent).toBe('Inactive')
    expect(screen.getByText('Suspended')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Activate' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Activate' }))
    await waitFor(() => expect(findUser(active.id)?.status).toBe('active'))
    await waitFor(() => expect(statusChip().textContent).toBe('Active'))
  })

  it('keeps the status when the dialog is cancelled', async () => {
    const active = someone('active')
    const user = openView(`/apps/user/view/${active.id}`)
    await profileLoaded(active)
    await user.click(screen.getByRole('button', { name: 'Suspend' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(statusChip().textContent).toBe('Active')
    expect(findUser(active.id)?.status).toBe('active')
  })

  it('moves a user to another plan from the Billing tab', async () => {
    const basic = allUsers().find((user) => user.currentPlan === 'basic')!
    const user = openView(`/apps/user/view/${basic.id}/billing`)
    await profileLoaded(basic)
    expect(screen.getByText(`${basic.fullName} is on the Basic plan, $0 per month.`)).toBeTruthy()
    await user.click(screen.getAllByRole('button', { name: 'Upgrade plan' })[0]!)
    const dialog = screen.getByRole('dialog', { name: 'Upgrade plan' })
    const confirm = within(dialog).getByRole('button', { name: 'Change plan' })
    expect(confirm).toHaveProperty('disabled', true)
    await user.click(within(dialog).getByRole('radio', { name: /Company/ }))
    await user.click(confirm)
    expect(
      await screen.findByText(`${basic.fullName} is on the Company plan, $249 per month.`),
    ).toBeTruthy()
    await waitFor(() => expect(findUser(basic.id)?.currentPlan).toBe('company'))
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ summary: `${basic.fullName} is now on the Company plan` }),
      ),
    )
  })
})

describe('User view: security and notifications', () => {
  it('checks a new password before sending it, then changes it', async () => {
    const three = findUser(3)!
    const user = openView('/apps/user/view/3/security')
    await profileLoaded(three)
    const password = screen.getByLabelText('New password')
    const confirm = screen.getByLabelText('Confirm the new password')
    const save = screen.getByRole('button', { name: 'Change password' })

    await user.type(password, 'short')
    await user.click(save)
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy()
    expect(screen.getByText('Type the new password again.')).toBeTruthy()

    await user.type(password, 'er but fine')
    await user.type(confirm, 'shorter but fin')
    await user.click(save)
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy()
    expect(screen.queryByText('Use at least 8 characters.')).toBeNull()

    await user.type(confirm, 'e')
    await user.click(save)
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          severity: 'success',
          summary: `The password of ${three.fullName} was changed`,
        }),
      ),
    )
    expect((password as HTMLInputElement).value).toBe('')
    expect(await screen.findByText(/^Last changed /)).toBeTruthy()
  })

  it('shows the server’s word on a refused password under the field, and keeps it', async () => {
    const three = findUser(3)!
    // The server counts characters as the client does; an older server could still refuse.
    server.use(
      http.post('*/apps/users/change-password', () =>
        Response.json({ errors: { password: ['This password is too common.'] } }, { status: 400 }),
      ),
    )
    const user = openView('/apps/user/view/3/security')
    await profileLoaded(three)
    await user.type(screen.getByLabelText('New password'), 'password123')
    await user.type(screen.getByLabelText('Confirm the new password'), 'password123')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('This password is too common.')).toBeTruthy()
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('password123')
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({
          severity: 'error',
          summary: 'The password could not be changed',
        }),
      ),
    )
  })

  it('saves the notifications ticked', async () => {
    const three = findUser(3)!
    const before = notificationsOf(3)
    const user = openView('/apps/user/view/3/notifications')
    await profileLoaded(three)
    const box = await screen.findByRole('checkbox', { name: 'New device linked by App' })
    const save = screen.getByRole('button', { name: 'Save changes' })
    expect(save).toHaveProperty('disabled', true)
    await user.click(box)
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy()
    await user.click(save)
    await waitFor(() =>
      expect(toasts).toContainEqual(
        expect.objectContaining({ summary: `Notifications of ${three.fullName} saved` }),
      ),
    )
    expect(notificationsOf(3)).toEqual({
      ...before,
      newDeviceLinked: { ...before.newDeviceLinked, app: !before.newDeviceLinked.app },
    })
    expect(screen.getByText('All changes are saved.')).toBeTruthy()
  })
})
