import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { server } from '@mocks/node'
import { createTestI18n, signedInDuringEachTest } from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'
import { listedNames, renderChatDemo, rowOf, threadWith } from './render-chat-demo'

const i18n = createTestI18n()
signedInDuringEachTest()

/** Keeps `get-chat` waiting until `release` is called. */
function holdGetChat() {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.get('*/apps/chat/get-chat', async () => {
      await gate
      // Falls through to the demo handler, which answers and marks the chat seen.
      return undefined
    }),
  )
  return { release: () => release() }
}

describe('Demo chat list', () => {
  it('shows the chats newest first with their unseen badges, then the contacts without a chat', async () => {
    renderChatDemo(i18n)
    await screen.findByText('Lena Hartmann')
    expect(listedNames()).toEqual([
      'Chats',
      'Lena Hartmann',
      'Mateo Silva',
      'Amara Okoye',
      'Priya Raman',
      'Diego Fernández',
      'Contacts',
      'Camille Laurent',
      'Hiroshi Sato',
      'Kwame Mensah',
      'Oskar Lund',
      'Sara Nilsson',
    ])
    expect(within(rowOf('Amara Okoye')).getByText('2 unread messages')).toBeTruthy()
    expect(within(rowOf('Mateo Silva')).getByText('1 unread message')).toBeTruthy()
    expect(within(rowOf('Lena Hartmann')).queryByText(/unread/)).toBeNull()
    expect(rowOf('Amara Okoye').textContent).toContain('I would need two screenshots by Friday.')
    // A person without a chat is previewed by their "about" line.
    expect(rowOf('Oskar Lund').textContent).toContain('APIs, queues and a good espresso.')
    // Nothing open yet: the main pane invites to pick a chat.
    expect(screen.getByRole('heading', { name: 'Select a chat to start' })).toBeTruthy()
  })

  it('filters both sections by the search', async () => {
    const user = userEvent.setup()
    renderChatDemo(i18n)
    await screen.findByText('Lena Hartmann')
    const search = screen.getByRole('searchbox', { name: 'Search chats' })
    await user.type(search, 'AR')
    expect(listedNames()).toEqual([
      'Chats',
      'Lena Hartmann',
      'Amara Okoye',
      'Contacts',
      'Oskar Lund',
      'Sara Nilsson',
    ])
    // A section with no match is left out.
    await user.clear(search)
    await user.type(search, 'sato')
    expect(listedNames()).toEqual(['Contacts', 'Hiroshi Sato'])
    await user.type(search, 'xyz')
    expect(screen.getByText('No chat matches “satoxyz”')).toBeTruthy()
  })

  it('clears the badge at once when a chat is opened and shows its messages, own ones on the right', async () => {
    const user = userEvent.setup()
    const getChat = holdGetChat()
    const { location } = renderChatDemo(i18n)
    await user.click(await screen.findByRole('button', { name: /Amara Okoye/ }))

    expect(location.history?.at(-1)).toBe('/apps/chat?contact=5')
    // Before the server has answered.
    expect(within(rowOf('Amara Okoye')).queryByText(/unread/)).toBeNull()
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('Loading messages…')

    getChat.release()
    const thread = await threadWith('Amara Okoye')
    const theirs = await within(thread).findByText('I would need two screenshots by Friday.')
    expect(theirs.closest('.chat-message--other')).toBeTruthy()
    const mine = within(thread).getByText('Do we have the numbers from last week’s newsletter?')
    expect(mine.closest('.chat-message--own')).toBeTruthy()
    // Seen by the contact: two checks.
    expect(mine.closest('.chat-message')?.textContent).toContain('Seen')

    // Leaving the chat keeps its badge cleared.
    await user.click(rowOf('Lena Hartmann'))
    expect(within(rowOf('Amara Okoye')).queryByText(/unread/)).toBeNull()
  })

  it('reopens the chat named in the URL, with the contact in the header and their profile on demand', async () => {
    const user = userEvent.setup()
    renderChatDemo(i18n, '/apps/chat?contact=3')
    const thread = await threadWith('Priya Raman')
    expect(
      await within(thread).findByText('Reminder: sprint review tomorrow at 10:00.'),
    ).toBeTruthy()
    expect(rowOf('Priya Raman').getAttribute('aria-current')).toBe('true')

    await user.click(screen.getByRole('button', { name: 'Show the profile of Priya Raman' }))
    const profile = await screen.findByRole('complementary', { name: 'Priya Raman' })
    expect(profile.textContent).toContain('Project Manager')
    expect(profile.textContent).toContain('Deadlines are my love language.')
    await user.click(within(profile).getByRole('button', { name: 'Close the contact info' }))
    expect(screen.queryByRole('complementary', { name: 'Priya Raman' })).toBeNull()
  })

  it('goes back to the list from a chat', async () => {
    const user = userEvent.setup()
    const { location } = renderChatDemo(i18n, '/apps/chat?contact=1')
    await threadWith('Lena Hartmann')
    await user.click(screen.getByRole('button', { name: 'Back to the chats' }))
    expect(location.history?.at(-1)).toBe('/apps/chat')
    expect(screen.getByRole('heading', { name: 'Select a chat to start' })).toBeTruthy()
  })

  it('shows an error with Try again when the list cannot be loaded, and loads it on Try again', async () => {
    const user = userEvent.setup()
    const list = refuseWith500('get', '*/apps/chat/chats-and-contacts', 'Server error')
    renderChatDemo(i18n)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your chats could not be loaded')

    list.heal()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Lena Hartmann')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows an error with Try again when a chat cannot be loaded, and loads it on Try again', async () => {
    const user = userEvent.setup()
    const chat = refuseWith500('get', '*/apps/chat/get-chat', 'Server error')
    renderChatDemo(i18n, '/apps/chat?contact=8')
    // The client tries a failed GET once more before giving up.
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This chat could not be loaded')
    // Nothing to send to until the chat is there.
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty('disabled', true)

    chat.heal()
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    const thread = await threadWith('Diego Fernández')
    expect(await within(thread).findByText('Nice catch, I will create a ticket.')).toBeTruthy()
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Message' })).toHaveProperty('disabled', false),
    )
  })
})
