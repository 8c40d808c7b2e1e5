import { expect, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { VirtuosoMockContext } from 'react-virtuoso'
import type { AnyActorRef, AnyEventObject, SimulatedClock } from 'xstate'
import { server } from '@mocks/node'
import { findTicket, ticketStore, type StoredTicket } from '@mocks/tickets/tickets'
import { getLocalDatabase } from '@/services/local-store/local-database'
import { log } from '@models/log/log'
import TicketsPage from '@/features/tickets/tickets.page'
import type { ToastMessage } from '@/services/toast'
import { demoAdminSession, demoClientSession } from '../../support/session-fixtures'
import { appI18n, renderPage, signInWithIssuedToken } from '../../support/test-kit'
import type { ModelStep } from '../support/model-paths'
import { serializeState } from './tickets-model'
import {
  afterStep,
  composerError,
  draftOf,
  startExpected,
  takesReplies,
  type Expected,
  type OracleTicket,
  type Step,
} from './tickets-screen-oracle'
import { startUrl, type Cast, type ScreenPath, type ScreenSnapshot } from './tickets-screen-paths'

// The global i18next, as in the app: the outbox's refusal toasts are translated through it.
const i18n = appI18n()

/** fake-indexeddb and a hundred rows on a busy machine: a step may take seconds to show. */
const patience = { timeout: 40_000, interval: 50 }
/** How long the search waits for the typing to pause (the issue: as the list pattern's). */
const SEARCH_PAUSE_MS = 300
const REFUSAL = 'This ticket is closed and takes no more replies.'

const replyPath = '*/data-api/user/channelTickets/reply'

const ticketList = () => screen.getByRole('listbox', { name: 'Tickets' })
const readingPane = () => screen.getByRole('region', { name: 'Ticket' })
const folderButton = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Ticket folders' })).getByRole('button', { name })
const searchBox = () =>
  screen.getByRole('searchbox', { name: 'Search tickets' }) as HTMLInputElement

/** The ticket the server did not have until a path says it arrives. */
function newcomer(id: number, status: 'New' | 'Open', customerOf: StoredTicket): StoredTicket {
  return {
    ...structuredClone(customerOf),
    id_tk: id,
    subject: 'Printer prints blank pages',
    description: '<p>Every page comes out blank.</p>',
    created_at: new Date().toISOString(),
    status_tk: status,
    agent_id: null,
    agent_name: null,
    agent_email: null,
    agent_avatar: null,
    replies: [],
  }
}

const oracleTicket = (ticket: StoredTicket): OracleTicket => ({
  id: ticket.id_tk,
  subject: ticket.subject ?? '',
  status: ticket.status_tk,
  assigneeId: ticket.agent_id ?? null,
})

export interface TicketsScreenOptions {
  path: ScreenPath
  /** The tickets machine's actor behind the screen, once it runs. */
  actor: () => AnyActorRef | undefined
  /** The clock that actor runs on: the test moves its time. */
  clock: SimulatedClock
  toasts: ToastMessage[]
}

/**
 * The tickets screen, driven along a screen path: each step is done as the user or the demo
 * server would do it, the real tickets machine behind the screen is awaited in the step's state,
 * and what the user sees, and what the server holds, are checked against the oracle.
 */
export class TicketsScreen {
  private readonly user = userEvent.setup()
  private readonly cast: Cast
  private expected: Expected
  /** The replies that reached the demo server and wait for the path's answer. */
  private readonly heldReplies: ((taken: boolean) => void)[] = []
  private location: ReturnType<typeof renderPage>['location'] | undefined

  constructor(private readonly options: TicketsScreenOptions) {
    this.cast = options.path.cast
    const { fresh, open, closed } = this.cast
    const start = options.path.start === 'link' ? open.id_tk : null
    this.expected = startExpected([fresh, open, closed].map(oracleTicket), {
      folder: '',
      q: '',
      ticket: start,
    })
  }

  /** Signs the user in, holds the replies the path answers, and opens the screen. */
  async open(): Promise<void> {
    await signInWithIssuedToken(this.cast.role === 'agent' ? demoAdminSession : demoClientSession)
    vi.spyOn(log, 'error').mockImplementation(() => undefined)
    server.use(
      http.post(
        replyPath,
        () =>
          new Promise<Response | undefined>((resolve) => {
            this.heldReplies.push((taken) =>
              resolve(taken ? undefined : HttpResponse.json({ message: REFUSAL }, { status: 409 })),
            )
          }),
      ),
    )
    const view = renderPage(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 2_000, itemHeight: 100 }}>
        <TicketsPage />
      </VirtuosoMockContext.Provider>,
      i18n,
      startUrl(this.options.path),
    )
    this.location = view.location
    await waitFor(
      () => expect(within(ticketList()).getAllByRole('option').length).toBeGreaterThan(0),
      patience,
    )
  }

  /** Takes one step of a path: does it, waits for the machine's state, checks the screen. */
  async take({ event, state }: ModelStep): Promise<void> {
    if (event.type === 'xstate.init') await this.open()
    else await this.perform(event as AnyEventObject)
    await waitFor(() => {
      const actor = this.options.actor()
      expect(actor, 'the screen runs the tickets machine').toBeDefined()
      expect(serializeState(actor!.getSnapshot()), `after ${event.type}`).toBe(
        serializeState(state),
      )
    }, patience)
    await this.expectScreen(state as ScreenSnapshot)
  }

  private step(step: Step): void {
    this.expected = afterStep(this.expected, step)
  }

  private async perform(event: AnyEventObject): Promise<void> {
    const { cast, user } = this
    switch (event.type) {
      case 'tickets.folder':
        await user.click(folderButton(event.folder === 'all' ? /^All tickets/ : /^New/))
        return this.step({ kind: 'folder', folder: event.folder === 'all' ? '' : event.folder })
      case 'tickets.search':
        if (event.text) await user.type(searchBox(), event.text)
        else await user.clear(searchBox())
        return this.step({ kind: 'type', text: event.text })
      case 'xstate.after.searchDelay.tickets.search.typing':
        act(() => this.options.clock.increment(SEARCH_PAUSE_MS))
        return this.step({ kind: 'pause' })
      case 'tickets.location': {
        const url = new URLSearchParams()
        if (event.folder !== 'all') url.set('folder', event.folder)
        if (event.query) url.set('q', event.query)
        if (event.openId !== null) url.set('ticket', String(event.openId))
        act(() => this.location!.navigate(`/apps/tickets${url.size ? `?${url}` : ''}`))
        return this.step({
          kind: 'link',
          folder: event.folder === 'all' ? '' : event.folder,
          q: event.query,
          ticket: event.openId,
        })
      }
      case 'tickets.open': {
        const row = await waitFor(() => {
          const found = document.getElementById(`ticket-row-${event.id}`)
          expect(found, `ticket ${event.id} is listed`).not.toBeNull()
          return found!
        }, patience)
        await user.click(row)
        return this.step({ kind: 'open', id: event.id })
      }
      case 'tickets.close':
        await user.click(within(readingPane()).getByRole('button', { name: 'Back to the list' }))
        return this.step({ kind: 'close' })
      case 'tickets.draft': {
        const box = this.composer()
        await user.clear(box)
        if (event.text) {
          await user.click(box)
          await user.paste(event.text)
        }
        return this.step({ kind: 'write', text: event.text })
      }
      case 'tickets.mode':
        await user.click(
          within(readingPane()).getByRole('radio', {
            name: event.mode === 'note' ? 'Internal note' : 'Reply',
          }),
        )
        return this.step({ kind: 'note', on: event.mode === 'note' })
      case 'tickets.send':
        await user.click(
          within(readingPane()).getByRole('button', {
            name: draftOf(this.expected).note ? 'Add note' : 'Send',
          }),
        )
        return this.step({ kind: 'send' })
      case 'screen.reply': {
        // The outbox sends the reply a moment after it shows: it is answered once it is there.
        await waitFor(
          () => expect(this.heldReplies, 'a reply reached the server').toHaveLength(1),
          patience,
        )
        this.heldReplies.shift()!(event.taken)
        return this.step({ kind: 'answer', taken: event.taken })
      }
      case 'tickets.status':
        await user.click(within(readingPane()).getByRole('button', { name: /^Status:/ }))
        await user.click(screen.getByRole('menuitemradio', { name: event.status }))
        return this.step({ kind: 'status', status: event.status })
      case 'tickets.assign':
        await user.click(within(readingPane()).getByRole('button', { name: /^Assignee:/ }))
        await user.click(
          screen.getByRole('menuitemradio', { name: event.assignee?.name ?? 'Nobody' }),
        )
        return this.step({ kind: 'assign', agentId: event.assignee?.id ?? null })
      case 'tickets.select.toggle':
        await user.click(
          document.getElementById(`ticket-row-${event.id}`)!.querySelector('.mail-row__check')!,
        )
        return this.step({ kind: 'pick', id: event.id })
      case 'tickets.select.all':
        await user.click(this.selectAllBox())
        return this.step({ kind: 'pickAll', ids: event.ids })
      case 'tickets.select.none':
        await user.click(this.selectAllBox())
        if (this.selectAllBox().checked) await user.click(this.selectAllBox())
        return this.step({ kind: 'pickNone' })
      case 'tickets.bulk.status':
        await user.click(within(this.bulkBar()).getByRole('button', { name: 'Set status' }))
        await user.click(screen.getByRole('menuitemradio', { name: event.status }))
        return this.step({ kind: 'bulkStatus', status: event.status })
      case 'tickets.bulk.assign':
        await user.click(within(this.bulkBar()).getByRole('button', { name: 'Assign' }))
        await user.click(
          screen.getByRole('menuitemradio', { name: event.assignee?.name ?? 'Nobody' }),
        )
        return this.step({ kind: 'bulkAssign', agentId: event.assignee?.id ?? null })
      case 'screen.arrives': {
        const ticket = newcomer(cast.newcomerId, event.status, cast.open)
        ticketStore.get().unshift(ticket)
        await user.click(screen.getByRole('button', { name: 'Refresh tickets' }))
        return this.step({ kind: 'arrive', ticket: oracleTicket(ticket) })
      }
      case 'screen.leaves': {
        const all = ticketStore.get()
        all.splice(
          all.findIndex((ticket) => ticket.id_tk === cast.newcomerId),
          1,
        )
        await user.click(screen.getByRole('button', { name: 'Refresh tickets' }))
        return this.step({ kind: 'leave', id: cast.newcomerId })
      }
      default:
        throw new Error(`the screen cannot bring about ${event.type}`)
    }
  }

  private composer(): HTMLTextAreaElement {
    return within(readingPane()).getByRole('textbox', {
      name: draftOf(this.expected).note ? 'Internal note for agents' : /^Reply to /,
    }) as HTMLTextAreaElement
  }

  private bulkBar(): HTMLElement {
    return screen.getByRole('toolbar', { name: 'Change the selected tickets' })
  }

  private selectAllBox(): HTMLInputElement {
    return within(this.bulkBar()).getByRole('checkbox') as HTMLInputElement
  }

  // What is checked.

  private async expectScreen(state: ScreenSnapshot): Promise<void> {
    const expected = this.expected
    await waitFor(() => this.expectAddress(expected), patience)
    expect(searchBox().value, 'the search box').toBe(expected.typed)
    const folder =
      expected.url.folder === '' ? /^All tickets/ : new RegExp(`^${expected.url.folder}`)
    expect(folderButton(folder).getAttribute('aria-current'), 'the folder shown').toBe('page')
    await waitFor(() => this.expectReader(expected), patience)
    await waitFor(() => this.expectSelection(expected), patience)
    await this.expectServer(expected, state)
    expect(
      this.options.toasts.filter((toast) => toast.summary === 'The reply could not be sent'),
      'refusals told',
    ).toHaveLength(expected.refusals)
  }

  private expectAddress(expected: Expected): void {
    const url = new URL(this.location!.history!.at(-1)!, 'http://localhost')
    expect(url.pathname).toBe('/apps/tickets')
    expect(
      {
        folder: url.searchParams.get('folder') ?? '',
        q: url.searchParams.get('q') ?? '',
        ticket: url.searchParams.has('ticket') ? Number(url.searchParams.get('ticket')) : null,
      },
      'the address',
    ).toEqual(expected.url)
  }

  private expectReader(expected: Expected): void {
    if (expected.reader === 'closed') {
      expect(screen.queryByRole('region', { name: 'Ticket' }), 'no ticket is read').toBeNull()
      expect(screen.getByRole('heading', { name: 'Select a ticket' })).toBeTruthy()
      return
    }
    const pane = readingPane()
    if (expected.reader === 'missing') {
      expect(within(pane).getByText('This ticket is not here')).toBeTruthy()
      return
    }
    const ticket = expected.tickets[expected.url.ticket!]!
    expect(within(pane).getByRole('heading', { level: 2, name: ticket.subject })).toBeTruthy()
    expect(pane.querySelector('.mail-reader__bar .ticket-status')?.textContent, 'its status').toBe(
      ticket.status,
    )
    const agent = this.cast.role === 'agent'
    const statusButton = within(pane).queryByRole('button', { name: /^Status:/ })
    const assigneeButton = within(pane).queryByRole('button', { name: /^Assignee:/ })
    if (agent) {
      expect(statusButton?.textContent).toContain(ticket.status)
      const assignee =
        ticket.assigneeId === null
          ? 'Nobody'
          : ticket.assigneeId === this.cast.agent.id
            ? this.cast.agent.name
            : null
      if (assignee) expect(assigneeButton?.textContent).toContain(assignee)
    } else {
      expect(statusButton, 'a customer has no status control').toBeNull()
      expect(assigneeButton, 'a customer has no assignee control').toBeNull()
      expect(pane.querySelector('.ticket-reply--note'), 'a customer sees no note').toBeNull()
    }

    // The composer, or why there is none.
    if (!takesReplies(ticket)) {
      expect(within(pane).queryByRole('textbox')).toBeNull()
      expect(
        within(pane).getByText('This ticket is closed and takes no more replies.'),
      ).toBeTruthy()
    } else {
      const draft = draftOf(expected)
      expect(this.composer().value, 'the draft').toBe(draft.text)
      if (agent) {
        expect(
          (within(pane).getByRole('radio', { name: 'Internal note' }) as HTMLInputElement).checked,
        ).toBe(draft.note)
      } else {
        expect(within(pane).queryByRole('radio')).toBeNull()
      }
      const error = composerError(expected)
      const alert = within(pane).queryByRole('alert')
      if (error) expect(alert?.textContent).toContain(error)
      else expect(alert, 'no composer error').toBeNull()
    }

    // The thread: each reply written here once, marked while on its way; a refused one gone.
    for (const reply of expected.replies.filter((each) => each.ticketId === ticket.id)) {
      const shown = [...pane.querySelectorAll<HTMLElement>('.mail-message--reply')].filter(
        (card) => card.querySelector('.mail-message__body')?.textContent === reply.text,
      )
      if (reply.state === 'refused') {
        expect(shown, `the refused "${reply.text}"`).toHaveLength(0)
        continue
      }
      expect(shown, `"${reply.text}" once in the thread`).toHaveLength(1)
      const card = shown[0]!
      expect(within(card).queryByText('Sending…') !== null, 'marked while on its way').toBe(
        reply.state === 'pending',
      )
      expect(card.classList.contains('ticket-reply--note'), 'a note is marked').toBe(reply.note)
    }
  }

  private expectSelection(expected: Expected): void {
    if (this.cast.role !== 'agent') {
      expect(screen.queryByRole('toolbar', { name: 'Change the selected tickets' })).toBeNull()
      return
    }
    const count = within(this.bulkBar()).queryByText(/selected$/)
    if (expected.selected.length === 0) expect(count, 'nothing picked').toBeNull()
    else expect(count?.textContent).toBe(`${expected.selected.length} selected`)
  }

  /** Once every change but a held reply is sent, the server holds what the oracle says. */
  private async expectServer(expected: Expected, state: ScreenSnapshot): Promise<void> {
    const held = expected.replies.filter((reply) => reply.state === 'pending').length
    expect(state.context.sent.length, 'replies on their way').toBe(held)
    await waitFor(
      async () => expect(await getLocalDatabase().outbox.count(), 'changes waiting').toBe(held),
      patience,
    )
    for (const ticket of Object.values(expected.tickets)) {
      const stored = findTicket(ticket.id)
      expect(stored, `#${ticket.id} on the server`).toBeDefined()
      expect(stored!.status_tk, `#${ticket.id}'s status`).toBe(ticket.status)
      expect(stored!.agent_id ?? null, `#${ticket.id}'s assignee`).toBe(ticket.assigneeId)
    }
    for (const reply of expected.replies) {
      const onServer = (findTicket(reply.ticketId)?.replies ?? []).filter(
        (each) => each.message === `<p>${reply.text}</p>`,
      )
      expect(onServer, `"${reply.text}" on the server`).toHaveLength(
        reply.state === 'taken' ? 1 : 0,
      )
      if (reply.state === 'taken') expect(onServer[0]!.published).toBe(reply.note ? 0 : 1)
    }
  }

  dispose(): void {
    this.heldReplies.splice(0).forEach((release) => release(true))
  }
}
