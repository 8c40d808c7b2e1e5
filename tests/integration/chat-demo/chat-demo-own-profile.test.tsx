import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createTestI18n, signedInDuringEachTest } from '../../support/test-kit'
import { demoClientSession } from '../../support/session-fixtures'
import { renderChatDemo } from './render-chat-demo'

const i18n = createTestI18n()
// The demo server's profile user is the admin, John Doe: the client must not be shown as him.
signedInDuringEachTest(demoClientSession)

describe('The demo chat for the signed-in client', () => {
  it('shows the client’s own name, picture and role, not the demo’s fixed user', async () => {
    const user = userEvent.setup()
    renderChatDemo(i18n)
    const me = await screen.findByRole('button', { name: /Open your profile and status/ })
    expect(me.textContent).toContain('Jane Doe')
    expect(me.textContent).not.toContain('John Doe')
    expect(me.querySelector('img')?.getAttribute('src')).toBe(demoClientSession.avatar)

    await user.click(me)
    const panel = screen.getByRole('complementary', { name: 'Jane Doe' })
    expect(within(panel).getByRole('heading', { name: 'Jane Doe' })).toBeTruthy()
    expect(panel.textContent).toContain('Client')
    expect(panel.textContent).not.toContain('Admin')
  })

  it('still draws the client’s own messages on their side', async () => {
    renderChatDemo(i18n, '/apps/chat?contact=2')
    const thread = await screen.findByRole('region', { name: /^Messages with / })
    await within(thread).findAllByText(/./, { selector: '.chat-bubble__text' })
    expect(thread.querySelectorAll('.chat-message--own').length).toBeGreaterThan(0)
  })
})
