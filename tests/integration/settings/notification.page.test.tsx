import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link } from 'wouter'
import { delay, http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { accountSettingsHandlers } from '@mocks/account-settings/account-settings.handlers'
import { permissionHandlers } from '@mocks/roles/permissions.handlers'
import { accountSettingsStore } from '@mocks/account-settings/account-settings'
import NotificationPage from '@/features/settings/notification.page'
import { callTimeoutMs } from '@/services/bounded-call'
import {
  appI18n,
  captureToasts,
  createTestI18n,
  renderPage,
  signedInDuringEachTest,
} from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

const i18n = createTestI18n()
const toasts = captureToasts()
// The settings are the admin's: the demo server answers them to the admin's token only.
signedInDuringEachTest()

beforeEach(() => {
  server.use(...accountSettingsHandlers, ...permissionHandlers)
})

const renderNotification = () =>
  renderPage(<NotificationPage />, i18n, '/apps/settings/notification')

/** Waits until the switches are on screen, past the loading skeleton. */
async function loaded() {
  return screen.findByRole('switch', { name: 'Comments on my articles' })
}

/** Each switch of a group as [its label, whether it is on]. */
function switchStates(group: HTMLElement): [string | null | undefined, boolean][] {
  return within(group)
    .getAllByRole('switch')
    .map((item) => [
      item.closest('.switch-row')?.querySelector('label')?.textContent,
      (item as HTMLInputElement).checked,
    ])
}

const saveButton = () => screen.getByRole('button', { name: 'Save changes' })
const resetButton = () => screen.getByRole('button', { name: 'Reset' })

describe('Notification page', () => {
  it('shows a loading state, then the six flags as switches grouped as Activity and Application', async () => {
    renderNotification()
    expect(screen.getByRole('heading', { level: 1, name: 'Notification' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('Loading your notification settings')

    await loaded()
    const activity = screen.getByRole('group', { name: 'Activity' })
    const application = screen.getByRole('group', { name: 'Application' })
    expect(switchStates(activity)).toEqual([
      ['Comments on my articles', true],
      ['Answers to my forms', true],
      ['New followers', false],
    ])
    expect(switchStates(application)).toEqual([
      ['Announcements', false],
      ['Product updates', true],
      ['Blog digest', false],
    ])
  })

  it('describes each switch with what it sends', async () => {
    renderNotification()
    const followers = await screen.findByRole('switch', { name: 'New followers' })
    expect(followers.getAttribute('aria-describedby')).toBeTruthy()
    expect(
      document.getElementById(followers.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('E-mail me when someone follows me.')
  })

  it('offers Save and Reset only once something has changed', async () => {
    renderNotification()
    await loaded()
    expect(saveButton()).toHaveProperty('disabled', true)
    expect(resetButton()).toHaveProperty('disabled', true)
    expect(screen.getByText('All changes are saved.')).toBeTruthy()

    await userEvent.click(screen.getByRole('switch', { name: 'New followers' }))
    expect(saveButton()).toHaveProperty('disabled', false)
    expect(resetButton()).toHaveProperty('disabled', false)
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy()
  })

  it('toggles a switch from the keyboard', async () => {
    const user = userEvent.setup()
    renderNotification()
    const digest = await screen.findByRole('switch', { name: 'Blog digest' })
    digest.focus()
    await user.keyboard(' ')
    expect((digest as HTMLInputElement).checked).toBe(true)
  })

  it('saves the changed flags, confirms with a toast and keeps them after a reload', async () => {
    const user = userEvent.setup()
    const { unmount } = renderNotification()
    await loaded()
    await user.click(screen.getByRole('switch', { name: 'New followers' }))
    await user.click(screen.getByRole('switch', { name: 'Comments on my articles' }))
    await user.click(saveButton())

    await waitFor(() => expect(toasts).toHaveLength(1))
    expect(toasts[0]).toMatchObject({
      severity: 'success',
      summary: 'Notification settings saved',
    })
    expect(accountSettingsStore.get().notification).toMatchObject({
      followMe: true,
      commentOnArticle: false,
    })
    expect(saveButton()).toHaveProperty('disabled', true)

    unmount()
    renderNotification()
    const followers = await screen.findByRole('switch', { name: 'New followers' })
    expect((followers as HTMLInputElement).checked).toBe(true)
    expect(
      (screen.getByRole('switch', { name: 'Comments on my articles' }) as HTMLInputElement).checked,
    ).toBe(false)
  })

  it('puts the switches back to the saved values on Reset', async () => {
    const user = userEvent.setup()
    renderNotification()
    await loaded()
    const updates = screen.getByRole('switch', { name: 'Product updates' }) as HTMLInputElement
    await user.click(updates)
    expect(updates.checked).toBe(false)

    await user.click(resetButton())
    expect(updates.checked).toBe(true)
    expect(saveButton()).toHaveProperty('disabled', true)
    expect(toasts).toHaveLength(0)
  })

  it('keeps what the user set and shows an error toast when saving fails', async () => {
    const user = userEvent.setup()
    refuseWith500('post', '*/account-setting/notification', 'Internal error')
    renderNotification()
    await loaded()
    const announcements = screen.getByRole('switch', {
      name: 'Announcements',
    }) as HTMLInputElement
    await user.click(announcements)
    await user.click(saveButton())

    await waitFor(() => expect(toasts).toHaveLength(1))
    expect(toasts[0]).toMatchObject({
      severity: 'error',
      summary: 'Your changes were not saved',
      detail: 'Internal error',
    })
    expect(announcements.checked).toBe(true)
    expect(saveButton()).toHaveProperty('disabled', false)
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy()
    expect(accountSettingsStore.get().notification.newAnnouncements).toBe(false)
  })

  it('shows an error with Retry when the settings cannot be loaded, and loads them on Retry', async () => {
    const user = userEvent.setup()
    let failing = true
    server.use(
      http.get('*/account-setting/data', () =>
        failing ? HttpResponse.json({ message: 'Down' }, { status: 503 }) : undefined,
      ),
    )
    renderNotification()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your notification settings could not be loaded')

    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await loaded()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the loading state again while it retries', async () => {
    const user = userEvent.setup()
    let failing = true
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get('*/account-setting/data', async () => {
        if (failing) return HttpResponse.json({ message: 'Down' }, { status: 503 })
        await gate
        return undefined
      }),
    )
    renderNotification()
    const alert = await screen.findByRole('alert')

    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('status').textContent).toContain('Loading your notification settings')

    release()
    await loaded()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('treats settings of the wrong shape as a failed load', async () => {
    server.use(
      http.get('*/account-setting/data', () =>
        HttpResponse.json({ notification: { commentOnArticle: 'yes' } }),
      ),
    )
    renderNotification()
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your notification settings could not be loaded',
    )
    expect(screen.queryByRole('switch')).toBeNull()
  })
})

/** Makes the demo server hold `method path` without ever answering, until `answering` is set. */
function neverAnswer(method: 'get' | 'post', path: string) {
  const control = { answering: false }
  server.use(
    http[method](path, async () => {
      if (control.answering) return undefined
      await delay('infinite')
      return undefined
    }),
  )
  return control
}

describe('Notification page when the server never answers', () => {
  beforeEach(() => {
    // The catalogue's toasts are translated through the global i18next, as in the app.
    appI18n()
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('says the settings could not be loaded, and why, once the call’s time is up', async () => {
    const settings = neverAnswer('get', '*/account-setting/data')
    renderNotification()
    expect(screen.getByRole('status').textContent).toContain('Loading your notification settings')

    await act(() => vi.advanceTimersByTimeAsync(callTimeoutMs))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your notification settings could not be loaded')
    expect(alert.textContent).toContain('The server took too long to answer.')

    settings.answering = true
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await loaded()
  })

  it('gives up a save that gets no answer, says why, and keeps what the user set', async () => {
    neverAnswer('post', '*/account-setting/notification')
    const user = userEvent.setup()
    renderNotification()
    await loaded()
    const followers = screen.getByRole('switch', { name: 'New followers' }) as HTMLInputElement
    await user.click(followers)
    await user.click(saveButton())
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeTruthy()

    await act(() => vi.advanceTimersByTimeAsync(callTimeoutMs))
    await waitFor(() => expect(toasts).toHaveLength(1))
    expect(toasts[0]).toEqual({
      severity: 'error',
      summary: 'Your changes were not saved',
      detail: 'The server took too long to answer. Try again.',
    })
    expect(followers.checked).toBe(true)
    expect(saveButton()).toHaveProperty('disabled', false)
  })

  it('asks before leaving with unsaved changes, and stays or leaves as the user answers', async () => {
    const user = userEvent.setup()
    const { location } = renderPage(
      <>
        <Link href="/pages/faq">FAQ</Link>
        <NotificationPage />
      </>,
      i18n,
      '/apps/settings/notification',
    )
    await loaded()
    await user.click(screen.getByRole('switch', { name: 'New followers' }))

    await user.click(screen.getByRole('link', { name: 'FAQ' }))
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' })
    expect(dialog.textContent).toContain('Your changes are not saved.')
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }))
    expect(location.history?.at(-1)).toBe('/apps/settings/notification')
    expect(
      (screen.getByRole('switch', { name: 'New followers' }) as HTMLInputElement).checked,
    ).toBe(true)

    await user.click(screen.getByRole('link', { name: 'FAQ' }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    )
    expect(location.history?.at(-1)).toBe('/pages/faq')
  })

  it('leaves without asking once the changes are saved', async () => {
    const user = userEvent.setup()
    const { location } = renderPage(
      <>
        <Link href="/pages/faq">FAQ</Link>
        <NotificationPage />
      </>,
      i18n,
      '/apps/settings/notification',
    )
    await loaded()
    await user.click(screen.getByRole('switch', { name: 'New followers' }))
    await user.click(saveButton())
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', true))
    await user.click(screen.getByRole('link', { name: 'FAQ' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(location.history?.at(-1)).toBe('/pages/faq')
  })
})
