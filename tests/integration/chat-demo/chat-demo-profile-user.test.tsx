import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { demoProfileUser } from '@mocks/chat/demo-chat'
import { captureToasts, createTestI18n, signedInDuringEachTest } from '../../support/test-kit'
import { renderChatDemo } from './render-chat-demo'

const i18n = createTestI18n()
signedInDuringEachTest()
const toasts = captureToasts()

/** Makes every profile update fail with a 500 until the test ends, once `release` is called. */
function refuseProfileUpdates() {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.post('*/apps/chat/users/profile-user', async () => {
      await gate
      return HttpResponse.json({ message: 'The profile could not be stored.' }, { status: 500 })
    }),
  )
  return { release: () => release() }
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Open your profile and status/ }))
  return screen.getByRole('complementary', { name: 'John Doe' })
}

describe('The profile user in the demo chat', () => {
  it('shows the profile user with their status at the top of the list', async () => {
    renderChatDemo(i18n)
    const me = await screen.findByRole('button', { name: /Open your profile and status/ })
    expect(me.textContent).toContain('John Doe')
    expect(me.textContent).toContain('Online')
    expect(me.getAttribute('aria-expanded')).toBe('false')
  })

  it('opens the panel with name, role, about, status and settings, and closes it with Escape', async () => {
    const user = userEvent.setup()
    renderChatDemo(i18n)
    const panel = await openPanel(user)
    expect(within(panel).getByRole('heading', { name: 'John Doe' })).toBeTruthy()
    expect(panel.textContent).toContain('Admin')
    expect(within(panel).getByRole('textbox', { name: 'About' })).toHaveProperty(
      'value',
      'Building the best workspace for small teams.',
    )
    expect(within(panel).getByRole('radio', { name: 'Online' })).toHaveProperty('checked', true)
    expect(within(panel).getByRole('radio', { name: 'Do not disturb' })).toBeTruthy()
    expect(
      within(panel)
        .getByRole('switch', { name: 'Two-step verification' })
        .getAttribute('aria-checked'),
    ).toBe('true')
    expect(
      within(panel).getByRole('switch', { name: 'Notifications' }).getAttribute('aria-checked'),
    ).toBe('false')
    // The keyboard follows into the panel.
    expect(document.activeElement).toBe(
      within(panel).getByRole('button', { name: 'Close my profile' }),
    )

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('complementary', { name: 'John Doe' })).toBeNull()
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: /Open your profile and status/ }),
    )
  })

  it('saves a new status, which the avatar at the top then shows', async () => {
    const user = userEvent.setup()
    renderChatDemo(i18n)
    const panel = await openPanel(user)
    await user.click(within(panel).getByRole('radio', { name: 'Do not disturb' }))
    expect(within(panel).getByRole('radio', { name: 'Do not disturb' })).toHaveProperty(
      'checked',
      true,
    )
    await waitFor(() => expect(demoProfileUser().status).toBe('busy'))
    const me = screen.getByRole('button', { name: /Open your profile and status/ })
    expect(me.textContent).toContain('Do not disturb')
    expect(toasts).toEqual([])
  })

  it('puts the status back and says why when it cannot be saved', async () => {
    const user = userEvent.setup()
    const refusal = refuseProfileUpdates()
    renderChatDemo(i18n)
    const panel = await openPanel(user)
    await user.click(within(panel).getByRole('radio', { name: 'Away' }))
    // Shown at once, while the server is asked.
    expect(within(panel).getByRole('radio', { name: 'Away' })).toHaveProperty('checked', true)
    refusal.release()
    await waitFor(() =>
      expect(within(panel).getByRole('radio', { name: 'Online' })).toHaveProperty('checked', true),
    )
    expect(toasts).toEqual([
      {
        severity: 'error',
        summary: 'Your status could not be saved',
        detail: 'The profile could not be stored.',
      },
    ])
    expect(demoProfileUser().status).toBe('online')
  })

  it('saves each settings switch as it is flipped', async () => {
    const user = userEvent.setup()
    renderChatDemo(i18n)
    const panel = await openPanel(user)
    const twoStep = within(panel).getByRole('switch', { name: 'Two-step verification' })
    const notifications = within(panel).getByRole('switch', { name: 'Notifications' })

    await user.click(twoStep)
    expect(twoStep.getAttribute('aria-checked')).toBe('false')
    await waitFor(() =>
      expect(demoProfileUser().settings.isTwoStepAuthVerificationEnabled).toBe(false),
    )
    // A click on the label flips it too.
    await user.click(within(panel).getByText('Notifications'))
    expect(notifications.getAttribute('aria-checked')).toBe('true')
    await waitFor(() => expect(demoProfileUser().settings.isNotificationsOn).toBe(true))
    expect(demoProfileUser().settings.isTwoStepAuthVerificationEnabled).toBe(false)
  })

  it('rolls a switch back and says why when it cannot be saved', async () => {
    const user = userEvent.setup()
    const refusal = refuseProfileUpdates()
    renderChatDemo(i18n)
    const panel = await openPanel(user)
    const notifications = within(panel).getByRole('switch', { name: 'Notifications' })
    await user.click(notifications)
    expect(notifications.getAttribute('aria-checked')).toBe('true')
    refusal.release()
    await waitFor(() => expect(notifications.getAttribute('aria-checked')).toBe('false'))
    expect(toasts).toEqual([
      {
        severity: 'error',
        summary: 'The setting could not be saved',
        detail: 'The profile could not be stored.',
      },
    ])
    expect(demoProfileUser().settings.isNotificationsOn).toBe(false)
  })

  it('saves the About text when the field is left', async () => {
    const user = userEvent.setup()
    renderChatDemo(i18n)
    const panel = await openPanel(user)
    const about = within(panel).getByRole('textbox', { name: 'About' })
    await user.clear(about)
    await user.type(about, '  Coffee first, then code.  ')
    await user.tab()
    await waitFor(() => expect(demoProfileUser().about).toBe('Coffee first, then code.'))
    expect(about).toHaveProperty('value', 'Coffee first, then code.')
    expect(within(panel).getByText('Saved')).toBeTruthy()
  })
})
