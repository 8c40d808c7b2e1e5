import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { ticketAgents, ticketStore } from '@mocks/tickets/tickets'
import { captureToasts } from '../../support/test-kit'
import {
  holdCalls,
  listShown,
  openFromRow,
  outboxEmptied,
  readingPane,
  renderTickets,
  rowOf,
  seededTicket,
  signedInAs,
  stored,
  watchCalls,
} from './tickets-screen'

/*
 * The help desk as an agent works it (the admin here): replies and internal notes, the status and
 * the assignee of a ticket, bulk changes, by pointer and by keyboard. Each change shows at once
 * (the server is held while that is checked), and the demo server has it once it is sent.
 */

signedInAs()
const toasts = captureToasts()

const replyPath = '*/data-api/user/channelTickets/reply'
const updatePath = '*/data-api/user/channelTickets/update'

/** A seeded ticket that takes replies, is nobody's yet, and is listed in the first window. */
const openTicket = () => seededTicket((ticket) => ticket.status_tk === 'Open' && ticket.id_tk < 60)
const composerOf = (pane: HTMLElement) => within(pane).getByRole('textbox', { name: /^Reply to / })

describe('The help desk, as an agent', { timeout: 60_000 }, () => {
  it('replies: the reply shows in the thread at once, marked Sending…, and is published once', async () => {
    const user = userEvent.setup()
    const ticket = openTicket()
    const before = ticket.replies.length
    renderTickets()
    await listShown()
    const pane = await openFromRow(user, ticket)
    const { release } = holdCalls(replyPath)
    await user.type(composerOf(pane), 'We are on it.{Enter}Thanks for waiting.')
    await user.click(within(pane).getByRole('button', { name: 'Send' }))

    const reply = (await within(pane).findByText(/We are on it\./)).closest('article')!
    expect(within(reply).getByText('Sending…')).toBeTruthy()
    expect((composerOf(pane) as HTMLTextAreaElement).value).toBe('')
    expect(stored(ticket.id_tk).replies).toHaveLength(before)

    release()
    await waitFor(() => expect(within(pane).queryByText('Sending…')).toBeNull())
    expect(stored(ticket.id_tk).replies).toHaveLength(before + 1)
    expect(stored(ticket.id_tk).replies.at(-1)).toMatchObject({
      message: '<p>We are on it.<br>Thanks for waiting.</p>',
      published: 1,
      author_name: 'John Doe',
    })
    expect(within(pane).getAllByText(/We are on it\./)).toHaveLength(1)
  })

  it('writes an internal note with N: a tinted, locked card the customer never gets', async () => {
    const user = userEvent.setup()
    const ticket = openTicket()
    renderTickets()
    await listShown()
    const pane = await openFromRow(user, ticket)
    await user.keyboard('n')
    const note = within(pane).getByRole('textbox', { name: 'Internal note for agents' })
    expect(document.activeElement).toBe(note)
    await user.type(note, 'Check the billing history first.')
    await user.keyboard('{Control>}{Enter}{/Control}')
    const card = (await within(pane).findByText('Check the billing history first.')).closest(
      'article',
    )!
    expect(card.className).toContain('ticket-reply--note')
    expect(within(card).getByText('Internal note')).toBeTruthy()
    await outboxEmptied()
    expect(stored(ticket.id_tk).replies.at(-1)).toMatchObject({
      message: '<p>Check the billing history first.</p>',
      published: 0,
    })
    // The composer is back to replying.
    expect(within(pane).getByRole('textbox', { name: /^Reply to / })).toBeTruthy()
  })

  it('shows the notes already on a ticket, each marked as such', async () => {
    const user = userEvent.setup()
    const ticket = seededTicket(
      (each) => each.id_tk < 90 && each.replies.some((reply) => reply.published === 0),
    )
    renderTickets()
    await listShown()
    const pane = await openFromRow(user, ticket)
    const notes = pane.querySelectorAll('.ticket-reply--note')
    expect(notes).toHaveLength(ticket.replies.filter((reply) => reply.published === 0).length)
    expect(within(notes[0] as HTMLElement).getByText('Internal note')).toBeTruthy()
  })

  it('changes the status with S, the arrow keys and Enter, shown at once and sent once', async () => {
    const user = userEvent.setup()
    const ticket = openTicket()
    const calls = watchCalls()
    renderTickets()
    await listShown()
    const pane = await openFromRow(user, ticket)
    const { release } = holdCalls(updatePath)
    await user.keyboard('s')
    const menu = screen.getByRole('menu', { name: 'Status' })
    expect(document.activeElement).toBe(within(menu).getByRole('menuitemradio', { name: 'Open' }))
    await user.keyboard('{ArrowDown}{Enter}')
    expect(screen.queryByRole('menu')).toBeNull()
    await waitFor(() =>
      expect(within(pane).getByRole('button', { name: /^Status: Pending/ })).toBeTruthy(),
    )
    expect(within(pane).getByText('Pending', { selector: '.ticket-status' })).toBeTruthy()
    expect(stored(ticket.id_tk).status_tk).toBe('Open')
    release()
    await waitFor(() => expect(stored(ticket.id_tk).status_tk).toBe('Pending'))
    const updates = calls.filter((call) => call.path === 'channelTickets/update')
    expect(updates).toHaveLength(1)
    expect(updates[0]!.body).toMatchObject({ ids: [ticket.id_tk], status_tk: 'Pending' })
    // Escape in a menu closes the menu, not the ticket.
    await user.keyboard('s')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(screen.getByRole('region', { name: 'Ticket' })).toBeTruthy()
  })

  it('assigns the ticket to an agent with A, and to nobody with the pointer', async () => {
    const user = userEvent.setup()
    const ticket = openTicket()
    const agent = ticketAgents().find((each) => each.id !== ticket.agent_id)!
    renderTickets()
    await listShown()
    const pane = await openFromRow(user, ticket)
    await user.keyboard('a')
    const menu = await screen.findByRole('menu', { name: 'Assignee' })
    await user.click(within(menu).getByRole('menuitemradio', { name: agent.name }))
    await waitFor(() =>
      expect(within(pane).getByRole('button', { name: `Assignee: ${agent.name}` })).toBeTruthy(),
    )
    await waitFor(() => expect(stored(ticket.id_tk).agent_id).toBe(agent.id))

    await user.click(within(pane).getByRole('button', { name: /^Assignee:/ }))
    await user.click(screen.getByRole('menuitemradio', { name: 'Nobody' }))
    await waitFor(() =>
      expect(within(pane).getByRole('button', { name: 'Assignee: Nobody' })).toBeTruthy(),
    )
    await waitFor(() => expect(stored(ticket.id_tk).agent_id).toBeNull())
  })

  it('changes the status of the selected tickets in one change, picked with X and the boxes', async () => {
    const user = userEvent.setup()
    const calls = watchCalls()
    const [first, second, third] = ticketStore.get()
    renderTickets()
    const listbox = await listShown()
    listbox.focus()
    await user.keyboard('x')
    await user.click(rowOf(second!.id_tk)!.querySelector('.mail-row__check')!)
    await user.click(rowOf(third!.id_tk)!.querySelector('.mail-row__check')!)
    await user.click(rowOf(third!.id_tk)!.querySelector('.mail-row__check')!)
    const bar = screen.getByRole('toolbar', { name: 'Change the selected tickets' })
    expect(within(bar).getByText('2 selected')).toBeTruthy()
    expect(rowOf(first!.id_tk)!.getAttribute('aria-selected')).toBe('true')
    expect(rowOf(third!.id_tk)!.getAttribute('aria-selected')).toBe('false')

    await user.click(within(bar).getByRole('button', { name: 'Set status' }))
    await user.click(screen.getByRole('menuitemradio', { name: 'Resolved' }))
    await waitFor(() =>
      expect(rowOf(first!.id_tk)!.querySelector('.ticket-status')!.textContent).toBe('Resolved'),
    )
    expect(rowOf(second!.id_tk)!.querySelector('.ticket-status')!.textContent).toBe('Resolved')
    // Done: nothing is selected any more.
    expect(within(bar).queryByText(/selected/)).toBeNull()
    await outboxEmptied()
    expect(stored(first!.id_tk).status_tk).toBe('Resolved')
    expect(stored(second!.id_tk).status_tk).toBe('Resolved')
    expect(stored(third!.id_tk).status_tk).not.toBe('Resolved')
    const updates = calls.filter((call) => call.path === 'channelTickets/update')
    expect(updates).toHaveLength(1)
    expect(updates[0]!.body).toMatchObject({
      ids: [first!.id_tk, second!.id_tk],
      status_tk: 'Resolved',
    })
  })

  it('assigns every selected ticket with A', async () => {
    const user = userEvent.setup()
    const agent = ticketAgents()[1]!
    const listed = ticketStore.get().slice(0, 100)
    renderTickets('/apps/tickets?folder=Closed')
    await listShown()
    const closed = listed.filter((ticket) => ticket.status_tk === 'Closed').slice(0, 2)
    for (const ticket of closed) {
      await user.click(rowOf(ticket.id_tk)!.querySelector('.mail-row__check')!)
    }
    await user.keyboard('a')
    await user.click(
      within(await screen.findByRole('menu', { name: 'Assign' })).getByRole('menuitemradio', {
        name: agent.name,
      }),
    )
    await outboxEmptied()
    for (const ticket of closed) expect(stored(ticket.id_tk).agent_id).toBe(agent.id)
  })

  it('refuses an empty or invisible reply, and an over-long one, without sending', async () => {
    const user = userEvent.setup()
    const ticket = openTicket()
    const calls = watchCalls()
    renderTickets()
    await listShown()
    const pane = await openFromRow(user, ticket)
    await user.click(within(pane).getByRole('button', { name: 'Send' }))
    expect(within(pane).getByRole('alert').textContent).toContain(
      'Write a reply before sending it.',
    )
    await user.type(composerOf(pane), '   \u200b ')
    expect(within(pane).queryByRole('alert')).toBeNull()
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(within(pane).getByRole('alert').textContent).toContain(
      'Write a reply before sending it.',
    )

    await user.clear(composerOf(pane))
    await user.click(composerOf(pane))
    await user.paste('x'.repeat(5_001))
    expect(within(pane).getByRole('alert').textContent).toContain(
      'A reply can be at most 5,000 characters.',
    )
    expect(within(pane).getByText('5,001 / 5,000')).toBeTruthy()
    await user.click(within(pane).getByRole('button', { name: 'Send' }))
    expect((composerOf(pane) as HTMLTextAreaElement).value).toHaveLength(5_001)
    expect(calls.filter((call) => call.path === 'channelTickets/reply')).toEqual([])
  })

  it('takes a refused reply back with the toast, and puts its text back in the composer', async () => {
    const user = userEvent.setup()
    const ticket = openTicket()
    const before = ticket.replies.length
    renderTickets()
    await listShown()
    const pane = await openFromRow(user, ticket)
    const { release } = holdCalls(replyPath, () =>
      HttpResponse.json(
        { message: 'This ticket is closed and takes no more replies.' },
        { status: 409 },
      ),
    )
    await user.type(composerOf(pane), 'Is it better now?')
    await user.click(within(pane).getByRole('button', { name: 'Send' }))
    await within(pane).findByText('Is it better now?')
    release()
    await waitFor(() =>
      expect((composerOf(pane) as HTMLTextAreaElement).value).toBe('Is it better now?'),
    )
    await waitFor(() =>
      expect(within(pane).queryByText('Is it better now?', { selector: 'p' })).toBeNull(),
    )
    expect(toasts).toContainEqual(
      expect.objectContaining({
        summary: 'The reply could not be sent',
        detail: 'This ticket is closed and takes no more replies.',
      }),
    )
    expect(stored(ticket.id_tk).replies).toHaveLength(before)
  })

  it('keeps each ticket’s draft while another is read', async () => {
    const user = userEvent.setup()
    const [one, two] = ticketStore
      .get()
      .filter((ticket) => ticket.status_tk === 'Open' && ticket.id_tk < 60)
    renderTickets()
    await listShown()
    let pane = await openFromRow(user, one!)
    await user.type(composerOf(pane), 'Half a thought')
    pane = await openFromRow(user, two!)
    expect((composerOf(pane) as HTMLTextAreaElement).value).toBe('')
    pane = await openFromRow(user, one!)
    expect((composerOf(pane) as HTMLTextAreaElement).value).toBe('Half a thought')
  })

  it('says a closed ticket takes no replies, and that changing its status reopens it', async () => {
    const user = userEvent.setup()
    const closed = seededTicket((ticket) => ticket.status_tk === 'Closed' && ticket.id_tk < 60)
    renderTickets()
    await listShown()
    const pane = await openFromRow(user, closed)
    expect(within(pane).queryByRole('textbox')).toBeNull()
    expect(within(pane).getByText('This ticket is closed and takes no more replies.')).toBeTruthy()
    expect(within(pane).getByText('To answer it, reopen it by changing its status.')).toBeTruthy()
    // R has nothing to write in.
    await user.keyboard('r')
    expect(within(pane).queryByRole('textbox')).toBeNull()
    await user.keyboard('s')
    await user.click(screen.getByRole('menuitemradio', { name: 'Open' }))
    expect(await within(pane).findByRole('textbox', { name: /^Reply to / })).toBeTruthy()
  })

  it('replies by keyboard alone: J, Enter, R, typing, Ctrl+Enter, Escape', async () => {
    const user = userEvent.setup()
    const tickets = ticketStore.get()
    const target = tickets[1]!
    renderTickets()
    const listbox = await listShown()
    listbox.focus()
    await user.keyboard('j{Enter}')
    const pane = await readingPane()
    await within(pane).findByRole('heading', { name: target.subject! })
    await user.keyboard('r')
    expect(document.activeElement).toBe(composerOf(pane))
    await user.keyboard('Typed without a mouse{Control>}{Enter}{/Control}')
    await within(pane).findByText('Typed without a mouse')
    await outboxEmptied()
    expect(stored(target.id_tk).replies.at(-1)?.message).toBe('<p>Typed without a mouse</p>')
    // Escape leaves the composer for the ticket's title; again, it goes back to the list.
    await user.keyboard('{Escape}')
    expect(document.activeElement).toBe(within(pane).getByRole('heading', { level: 2 }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ticket' })).toBeNull())
    // The empty pane names the help desk's keys.
    const keys = document.querySelector('.mail-reader-empty__keys')!.textContent
    for (const hint of ['R reply', 'N note', 'S status', 'A assignee', 'X select']) {
      expect(keys).toContain(hint)
    }
  })
})
