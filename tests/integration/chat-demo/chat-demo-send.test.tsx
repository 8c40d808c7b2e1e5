import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { server } from '@mocks/node'
import { chatsAndContacts } from '@mocks/chat/demo-chat'
import { createTestI18n, signedInDuringEachTest } from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'
import { listedNames, renderChatDemo, rowOf, threadWith } from './render-chat-demo'

const i18n = createTestI18n()
signedInDuringEachTest()

/** The message bubble (with its time and delivery) that shows `text`. */
async function bubbleOf(thread: HTMLElement, text: string): Promise<HTMLElement> {
  const node = await within(thread).findByText(text)
  return node.closest<HTMLElement>('.chat-message')!
}

/** The demo server's stored chat with a contact. */
const storedChat = (contactId: number) =>
  chatsAndContacts().chatsContacts.find((entry) => entry.id === contactId)?.chat

describe('Sending in the demo chat', () => {
  it('shows the message at once as pending, then sent as the profile user', async () => {
    const user = userEvent.setup()
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const bodies: unknown[] = []
    server.use(
      http.post('*/apps/chat/send-msg', async ({ request }) => {
        bodies.push(await request.clone().json())
        await gate
        return undefined
      }),
    )
    renderChatDemo(i18n, '/apps/chat?contact=2')
    const thread = await threadWith('Mateo Silva')
    const field = screen.getByRole('textbox', { name: 'Message' })
    await waitFor(() => expect(field).toHaveProperty('disabled', false))
    await user.type(field, 'Looks great, merging now{Enter}')

    const bubble = await bubbleOf(thread, 'Looks great, merging now')
    expect(bubble.classList).toContain('chat-message--own')
    expect(bubble.textContent).toContain('Sending…')
    expect(field).toHaveProperty('value', '')
    expect(bodies).toEqual([
      { obj: { message: 'Looks great, merging now', contact: expect.objectContaining({ id: 2 }) } },
    ])

    release()
    await waitFor(() => expect(bubble.textContent).not.toContain('Sending…'))
    expect(within(bubble).getByText('Sent')).toBeTruthy()
    expect(storedChat(2)?.lastMessage).toMatchObject({
      message: 'Looks great, merging now',
      senderId: 11,
    })
    // The chat moves to the top of the list with the new preview.
    expect(listedNames().slice(0, 2)).toEqual(['Chats', 'Mateo Silva'])
    expect(rowOf('Mateo Silva').textContent).toContain('Looks great, merging now')
  })

  it('starts a chat with a contact: they move to Chats, at the top, with the new preview', async () => {
    const user = userEvent.setup()
    renderChatDemo(i18n)
    await user.click(await screen.findByRole('button', { name: /Camille Laurent/ }))
    expect(
      await screen.findByText(
        'No messages with Camille Laurent yet. Say hello to start the conversation!',
      ),
    ).toBeTruthy()
    expect(rowOf('Camille Laurent').getAttribute('aria-current')).toBe('true')
    expect(listedNames().indexOf('Camille Laurent')).toBeGreaterThan(
      listedNames().indexOf('Contacts'),
    )

    const field = screen.getByRole('textbox', { name: 'Message' })
    await waitFor(() => expect(field).toHaveProperty('disabled', false))
    await user.type(field, 'Bonjour Camille !{Enter}')

    const thread = await threadWith('Camille Laurent')
    const bubble = await bubbleOf(thread, 'Bonjour Camille !')
    await waitFor(() => expect(within(bubble).getByText('Sent')).toBeTruthy())
    await waitFor(() =>
      expect(listedNames()).toEqual([
        'Chats',
        'Camille Laurent',
        'Lena Hartmann',
        'Mateo Silva',
        'Amara Okoye',
        'Priya Raman',
        'Diego Fernández',
        'Contacts',
        'Hiroshi Sato',
        'Kwame Mensah',
        'Oskar Lund',
        'Sara Nilsson',
      ]),
    )
    expect(rowOf('Camille Laurent').textContent).toContain('Bonjour Camille !')
    // Still the open chat, now under its chat key.
    expect(rowOf('Camille Laurent').getAttribute('aria-current')).toBe('true')
    expect(storedChat(7)?.lastMessage?.senderId).toBe(11)
  })

  it('marks a message that could not be sent with Retry, and Retry sends it', async () => {
    const user = userEvent.setup()
    const sending = refuseWith500('post', '*/apps/chat/send-msg', 'Server error')
    renderChatDemo(i18n, '/apps/chat?contact=8')
    const thread = await threadWith('Diego Fernández')
    const field = screen.getByRole('textbox', { name: 'Message' })
    await waitFor(() => expect(field).toHaveProperty('disabled', false))
    await user.type(field, 'Ticket is fixed{Enter}')

    const bubble = await bubbleOf(thread, 'Ticket is fixed')
    await waitFor(() => expect(bubble.textContent).toContain('Not sent'))
    expect(storedChat(8)?.lastMessage?.message).toBe('Nice catch, I will create a ticket.')
    // The list keeps the last message the server has.
    expect(rowOf('Diego Fernández').textContent).not.toContain('Ticket is fixed')

    sending.heal()
    // Virtuoso shows its rows once it has measured them.
    await user.click(await within(bubble).findByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(within(bubble).getByText('Sent')).toBeTruthy())
    expect(bubble.textContent).not.toContain('Not sent')
    // Sent once: the failed attempt stored nothing.
    const sent = chatsAndContacts().chatsContacts.find((entry) => entry.id === 8)
    expect(sent?.chat.lastMessage).toMatchObject({ message: 'Ticket is fixed', senderId: 11 })
    expect(rowOf('Diego Fernández').textContent).toContain('Ticket is fixed')
    expect(listedNames()[1]).toBe('Diego Fernández')
  })

  it('offers no heart on the demo messages: the demo endpoints store none', async () => {
    renderChatDemo(i18n, '/apps/chat?contact=1')
    const thread = await threadWith('Lena Hartmann')
    await within(thread).findByText('Good call, updating now.')
    expect(within(thread).queryByRole('button', { name: /like/i })).toBeNull()
  })
})
