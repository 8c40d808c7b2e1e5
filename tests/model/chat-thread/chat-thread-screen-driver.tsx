import Dexie from 'dexie'
import { expect, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { VirtuosoMockContext } from 'react-virtuoso'
import type { AnyActorRef, AnyEventObject, EventObject, SimulatedClock } from 'xstate'
import english from '../../../public/locales/en/translation.json'
import { deliverIncoming } from '@mocks/chat/chat-incoming'
import { findThread, unseenCount } from '@mocks/chat/chat-threads'
import { issueToken } from '@mocks/session/tokens'
import type { StoredMessage } from '@mocks/chat/chat-thread-state'
import { getLocalDatabase } from '@/services/local-store/local-database'
import { chatIdOf } from '@models/chat/chat-events'
import { log } from '@models/log/log'
import { defaultSignedInAbility } from '@models/session/roles'
import type { UserData } from '@models/session/session'
import type { ChatThreadInput } from '@machines/chat/chat-thread.types'
import MessagingPage from '@/features/messaging/messaging.page'
import { sessionRuntime } from '@/services/session/session'
import type { ToastMessage } from '@/services/toast'
import { demoAdminSession } from '../../support/session-fixtures'
import { appI18n, renderPage } from '../../support/test-kit'
import type { ModelStep } from '../support/model-paths'
import { reloadDue, serializeState } from './chat-thread-model'
import { REFUSED_KID, type ScreenSnapshot } from './chat-thread-screen-paths'
import { FakeEventSource, RequestGate } from './chat-thread-screen-server'

// The global i18next, as in the app: the machines' toasts are translated through it.
const i18n = appI18n()
const text = english.messaging
/** After a pushed message the open chat is reloaded this much later (SPEC.md section 9). */
const RELOAD_DELAY_MS = 500
/** Between two messages of a burst, on the machine's clock. */
const BURST_GAP_MS = 200
/**
 * The history is IndexedDB in memory (fake-indexeddb): slow on a busy machine. At a load of 14 on
 * two cores one heart took 12 s to be written and 5 s more to be read back on screen.
 */
const defaultPatience = 40_000
/** How often a check that reads the local history is tried again: each read queues behind the screen's own. */
const historyPollMs = 250

/** The demo client (mocks/session/accounts.ts) as their stored session holds them. */
function clientSession(jwt: string): UserData {
  return {
    data: { token: 'chat-2' },
    jwt,
    iuds: btoa('2'),
    id: 2,
    fullName: 'Jane Doe',
    username: 'janedoe',
    avatar: '/images/avatars/8.svg',
    email: 'client@demo.com',
    role: 'client',
    ability: defaultSignedInAbility,
    waba: null,
    mess: 202,
    extras: { eCommerceCartItemsCount: 0 },
  }
}

const pathOf = ({ chatType, contactId }: ChatThreadInput) =>
  `/apps/message/${chatType === 'live' ? 'live_chat' : 'whatsapp'}?contact=${contactId}`

const composer = () => screen.getByRole('textbox', { name: english.chat.composer.label })
/** The thread's messages, once Virtuoso shows them (it hides them until it has scrolled to the end). */
function thread(): HTMLElement {
  const region = screen.getByRole('region', { name: /^Messages with / })
  const rows = region.querySelector<HTMLElement>('[data-testid="virtuoso-item-list"]')
  expect(rows?.style.visibility, 'the messages are shown').not.toBe('hidden')
  return region
}
/** The newest bubble showing `body` (a bubble is the row of one message). */
function bubble(body: string): HTMLElement {
  const row = within(thread()).getAllByText(body).at(-1)!.closest<HTMLElement>('.chat-message')
  expect(row, `"${body}" is in a message bubble`).not.toBeNull()
  return row!
}
const heartOf = (body: string) =>
  within(bubble(body)).getByRole('button', {
    name: new RegExp(`^(${english.chat.message.like}|${english.chat.message.unlike})$`),
  })

export interface ThreadScreenOptions {
  input: ChatThreadInput
  /** The thread machine's actor behind the screen, once it runs. */
  actor: () => AnyActorRef | undefined
  /** The clock that actor was created with: the test moves its time. */
  clock: SimulatedClock
  /** The toasts raised so far. */
  toasts: ToastMessage[]
}

/** What the scenario has done so far that the screen must show. */
interface Notes {
  /** Messages written and delivered. */
  sent: string[]
  /** The message the server refused, waiting for Retry. */
  refused: string | null
  pushed: string[]
  /** The newest message of the thread as the last fetch answered it. */
  newest: string | null
  /** The message whose heart is pressed: its server id, what it shows, the values on their way. */
  heart: { body: string; id: number; pressed: boolean; saving: boolean[] } | null
  /** When (the machine's clock) the reload began waiting, and the thread fetches by then. */
  waiting: { since: number; fetches: number } | null
}

/**
 * The messaging screen with one chat open, driven along a screen path: each step is done as the
 * user or the demo server would do it, the real thread machine behind the screen is awaited in
 * the step's state, and what the user sees there is checked.
 */
export class ThreadScreen {
  private readonly gate = new RequestGate()
  private readonly user = userEvent.setup()
  private readonly notes: Notes = {
    sent: [],
    refused: null,
    pushed: [],
    newest: null,
    heart: null,
    waiting: null,
  }
  private written = 0

  private readonly input: ChatThreadInput
  private readonly actor: () => AnyActorRef | undefined
  private readonly clock: SimulatedClock
  private readonly toasts: ToastMessage[]
  /** How long a step may take to show on screen. */
  private readonly patience = { timeout: defaultPatience }
  /** The same, for a check that reads the local history. */
  private readonly historyPatience = { timeout: defaultPatience, interval: historyPollMs }

  constructor(options: ThreadScreenOptions) {
    this.input = options.input
    this.actor = options.actor
    this.clock = options.clock
    this.toasts = options.toasts
  }

  private get chatId() {
    return chatIdOf(this.input.chatType, this.input.contactId)
  }

  private serverThread() {
    const { userId, contactId, chatType } = this.input
    return findThread(userId, contactId, chatType)
  }

  private serverMessages(): StoredMessage[] {
    return this.serverThread()?.messages ?? []
  }

  /** Signs the user in with a token the demo server issued and opens the chat. */
  async open(): Promise<void> {
    const { userId } = this.input
    const jwt = await issueToken(userId)
    const user = userId === 1 ? { ...demoAdminSession, jwt } : clientSession(jwt)
    ;(await sessionRuntime()).actor.send({ type: 'session.adopted', user })
    // Failures the path causes on purpose are logged; the log stays quiet and is read instead.
    vi.spyOn(log, 'error').mockImplementation(() => undefined)
    vi.stubGlobal('EventSource', FakeEventSource)
    // Virtuoso keeps the reader's place with scrollBy when a fetch puts history above a pushed
    // message; jsdom lacks it.
    Object.defineProperty(Element.prototype, 'scrollBy', {
      configurable: true,
      value(this: Element, options?: ScrollToOptions) {
        this.scrollTop += options?.top ?? 0
      },
    })
    this.gate.install()
    renderPage(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>
        <MessagingPage />
      </VirtuosoMockContext.Provider>,
      i18n,
      pathOf(this.input),
    )
  }

  /** Ends what the path left waiting. */
  dispose(): void {
    this.gate.dispose()
    FakeEventSource.reset()
    vi.unstubAllGlobals()
    delete (Element.prototype as Partial<Element>).scrollBy
  }

  /** Takes one step of a path: does it, waits for the machine's state, checks the screen. */
  async take({ event, state }: ModelStep, before: ScreenSnapshot | undefined): Promise<void> {
    const after = state as ScreenSnapshot
    if (event.type === 'xstate.init') await this.open()
    else await this.perform(event as AnyEventObject)

    await waitFor(() => {
      const actor = this.actor()
      expect(actor, 'the screen runs the thread machine').toBeDefined()
      expect(serializeState(actor!.getSnapshot()), `after ${event.type}`).toBe(
        serializeState(after),
      )
    }, this.patience)
    const entersWaiting =
      after.matches({ active: { reload: 'waiting' } }) &&
      !before?.matches({ active: { reload: 'waiting' } })
    if (entersWaiting) {
      this.notes.waiting = { since: this.clock.now(), fetches: this.gate.count('thread') }
    }

    await this.expectRequests(after)
    await this.expectAfter(event as AnyEventObject, after)
    await this.expectScreen(after)
  }

  private async write(body: string): Promise<void> {
    await this.user.type(composer(), `${body}{Enter}`)
    expect(composer()).toHaveProperty('value', '')
  }

  private async perform(event: AnyEventObject): Promise<void> {
    const { userId, chatType, contactId } = this.input
    switch (event.type) {
      case 'chat.send': {
        this.written += 1
        if (event.kid === REFUSED_KID) {
          const body = `Can you call me back? (${this.written})`
          this.gate.refuseTheNextSend()
          await this.write(body)
          this.notes.refused = body
        } else if (event.text.trim()) {
          const body = `See you at ten (${this.written})`
          await this.write(body)
          this.notes.sent.push(body)
        } else {
          const sends = this.gate.count('send')
          const rows = await this.localMessages()
          await this.user.type(composer(), '   {Enter}')
          // The composer sends nothing blank (the machine's own guard is never asked): the text
          // stays in the box, and no message is added or sent.
          expect(composer()).toHaveProperty('value', '   ')
          expect(await this.localMessages()).toHaveLength(rows.length)
          expect(this.gate.count('send')).toBe(sends)
          await this.user.clear(composer())
        }
        return
      }
      case 'chat.retry': {
        const body = this.notes.refused!
        await this.user.click(
          within(bubble(body)).getByRole('button', { name: english.chat.delivery.retry }),
        )
        this.notes.refused = null
        this.notes.sent.push(body)
        return
      }
      case 'chat.thread.retry':
        await this.user.click(screen.getByRole('button', { name: english.common.retry }))
        return
      case 'chat.heart.toggle': {
        if (!this.notes.heart) {
          // The newest message from the contact, as the server holds it.
          const target = this.serverMessages()
            .filter((m) => m.from === contactId)
            .at(-1)!
          this.notes.heart = { body: target.message, id: target.id, pressed: false, saving: [] }
        }
        const heart = this.notes.heart
        await this.user.click(heartOf(heart.body))
        heart.pressed = !heart.pressed
        heart.saving.push(heart.pressed)
        return
      }
      case 'chat.incoming': {
        // A burst: the next message comes a while after the one that set the reload waiting.
        const waiting = this.notes.waiting
        if (waiting && this.clock.now() - waiting.since + BURST_GAP_MS < RELOAD_DELAY_MS) {
          this.clock.increment(BURST_GAP_MS)
        }
        const body = `Are you still there? (${this.notes.pushed.length + 1})`
        const [incoming] = deliverIncoming(userId, chatType, contactId, 1, body)
        FakeEventSource.push(incoming!)
        this.notes.pushed.push(body)
        return
      }
      case 'xstate.done.actor.load':
      case 'xstate.done.actor.reload':
        this.notes.newest = this.serverMessages().at(-1)?.message ?? null
        this.gate.answer('thread')
        return
      case 'xstate.error.actor.load':
      case 'xstate.error.actor.reload':
        // ky tries a failed GET once more: that one fails too.
        this.gate.refuse('thread', 1)
        return
      case 'xstate.done.actor.markSeen':
        this.gate.answer('markSeen')
        return
      case 'xstate.error.actor.markSeen':
        this.gate.refuse('markSeen')
        return
      case 'xstate.done.actor.setHeart':
        this.gate.answer('heart')
        return
      case 'xstate.error.actor.setHeart':
        this.gate.refuse('heart')
        return
      case reloadDue: {
        // The machine's clock: not a millisecond early, then one reload for all that was pushed.
        const waiting = this.notes.waiting!
        const left = RELOAD_DELAY_MS - (this.clock.now() - waiting.since)
        this.clock.increment(left - 1)
        expect(
          this.actor()!
            .getSnapshot()
            .matches({ active: { reload: 'waiting' } }),
        ).toBe(true)
        this.clock.increment(1)
        await waitFor(
          () => expect(this.gate.count('thread')).toBeGreaterThan(waiting.fetches),
          this.patience,
        )
        expect(this.gate.count('thread'), 'one reload').toBe(waiting.fetches + 1)
        this.notes.waiting = null
        return
      }
      default:
        throw new Error(`the screen cannot bring about ${event.type}`)
    }
  }

  /** The server sees exactly the requests the state is waiting for. */
  private async expectRequests(state: ScreenSnapshot): Promise<void> {
    const fetching = state.matches('loading') || state.matches({ active: { reload: 'reloading' } })
    await waitFor(() => {
      expect(this.gate.held('thread'), 'thread fetches waiting').toHaveLength(fetching ? 1 : 0)
      expect(this.gate.held('markSeen'), 'marks waiting').toHaveLength(
        state.matches({ active: { seen: 'marking' } }) ? 1 : 0,
      )
      expect(this.gate.held('heart'), 'hearts waiting').toHaveLength(
        state.matches({ active: { hearts: 'saving' } }) ? 1 : 0,
      )
    }, this.patience)
    expect(this.gate.pendingRefusals(), 'the refused fetch was tried again').toBe(0)
    const { contactId } = this.input
    if (state.matches({ active: { seen: 'marking' } })) {
      expect(this.gate.held('markSeen')[0]!.form!.get('userID')).toBe(String(contactId))
    }
    const heart = this.notes.heart
    if (state.matches({ active: { hearts: 'saving' } }) && heart) {
      const { form } = this.gate.held('heart')[0]!
      expect([form!.get('id'), form!.get('heart')]).toEqual([
        String(heart.id),
        heart.saving[0] ? '1' : '0',
      ])
    }
  }

  /** What this step in particular shows, beyond its state. */
  private async expectAfter(event: EventObject, state: ScreenSnapshot): Promise<void> {
    const heart = this.notes.heart
    switch (event.type) {
      case 'xstate.done.actor.markSeen':
        // The server counts nothing unseen now.
        expect(unseenCount(this.serverThread()!, this.input.userId)).toBe(0)
        return
      case 'xstate.error.actor.markSeen':
      case 'xstate.error.actor.reload':
        // Nothing the user need act on: no toast.
        expect(this.toasts).toEqual([])
        return
      case 'xstate.done.actor.setHeart': {
        const saved = heart!.saving.shift()!
        await waitFor(() => {
          const stored = this.serverMessages().find((m) => m.id === heart!.id)!
          expect(stored.heart).toBe(saved ? 1 : 0)
        }, this.patience)
        return
      }
      case 'xstate.error.actor.setHeart': {
        const refused = heart!.saving.shift()!
        heart!.pressed = !refused
        await waitFor(
          () =>
            expect(this.toasts).toContainEqual(
              expect.objectContaining({ severity: 'error', summary: text.heartRefused }),
            ),
          this.patience,
        )
        return
      }
      case 'chat.incoming': {
        // Seen at once: the user is looking at the chat.
        const body = this.notes.pushed.at(-1)!
        await waitFor(async () => {
          const rows = await this.localMessages()
          expect(rows.find((row) => row.message === body)).toMatchObject({ seen: true })
        }, this.historyPatience)
        if (!state.matches('loading') && !state.matches('failed')) {
          const chat = await getLocalDatabase().chats.get(this.chatId)
          expect(chat?.unseenMsgs).toBe(0)
        }
        return
      }
      default:
        return
    }
  }

  /** The chat's rows, read through its index: a scan of every row, polled, starved the screen's own reads under load. */
  private localMessages() {
    return getLocalDatabase()
      .messages.where('[chatId+time]')
      .between([this.chatId, Dexie.minKey], [this.chatId, Dexie.maxKey])
      .toArray()
  }

  /** What the user sees in the state reached. */
  private async expectScreen(state: ScreenSnapshot): Promise<void> {
    const { sent, refused, pushed, newest, heart } = this.notes
    const local = sent.length + pushed.length + (refused ? 1 : 0)
    const active = state.matches('active')
    await waitFor(() => {
      // The failed load's only way out is the user's Try again: it must be on screen.
      if (state.matches('failed')) {
        expect(
          screen.queryByRole('button', { name: english.common.retry }),
          'Try again is offered',
        ).not.toBeNull()
      }
      if (!active && local === 0) {
        expect(screen.queryByRole('region', { name: /^Messages with / })).toBeNull()
        if (state.matches('loading')) {
          expect(screen.getByText(english.chat.thread.loading)).toBeTruthy()
          expect(screen.queryByRole('alert')).toBeNull()
        } else {
          const alert = screen.getByRole('alert')
          expect(within(alert).getByText(text.threadFailed.title)).toBeTruthy()
          expect(within(alert).getByRole('button', { name: english.common.retry })).toBeTruthy()
        }
        return
      }
      const messages = thread()
      expect(screen.queryByText(english.chat.thread.loading)).toBeNull()
      expect(screen.queryByText(text.threadFailed.title)).toBeNull()
      if (active && newest) expect(within(messages).getAllByText(newest).length).toBeGreaterThan(0)
      pushed.forEach((body) => expect(bubble(body)).toBeTruthy())
      // Delivered: one check, the heart offered.
      sent.forEach((body) => {
        expect(within(bubble(body)).getByText(english.chat.delivery.sent)).toBeTruthy()
      })
      if (refused) {
        const row = bubble(refused)
        expect(within(row).getByText(english.chat.delivery.failed)).toBeTruthy()
        expect(within(row).getByRole('button', { name: english.chat.delivery.retry })).toBeTruthy()
      }
      if (heart) {
        expect(heartOf(heart.body).getAttribute('aria-pressed'), 'the heart shows its value').toBe(
          String(heart.pressed),
        )
      }
    }, this.patience)

    if (active) {
      // Seen as soon as it opened: nothing unseen in the local history.
      await waitFor(async () => {
        const chat = await getLocalDatabase().chats.get(this.chatId)
        expect(chat?.unseenMsgs).toBe(0)
      }, this.historyPatience)
      if (this.input.role === 'client') await this.expectOneGreeting()
    }
  }

  /** The support greeting, once: on screen, in the local history and on the server. */
  private async expectOneGreeting(): Promise<void> {
    await waitFor(async () => {
      expect(within(thread()).getAllByText(english.chat.message.greeting)).toHaveLength(1)
      const greetings = this.serverMessages().filter((m) => m.type === 'greeting')
      // Sent as a form, whose line breaks travel as CRLF.
      expect(greetings.map((m) => m.message.replace(/\r\n/g, '\n'))).toEqual([text.greeting])
      const local = (await this.localMessages()).filter((row) => row.type === 'greeting')
      expect(local.map((row) => row.delivery)).toEqual(['sent'])
    }, this.historyPatience)
  }

  /**
   * After the last step: once the reload delay has passed again, no fetch came that the path did
   * not take (a burst gives one reload, and a reload is not followed by another of its own).
   */
  async settle(state: ScreenSnapshot): Promise<void> {
    // A waiting reload is still to come: that is the path's next step, not an extra fetch.
    if (state.matches({ active: { reload: 'waiting' } })) return
    const fetches = this.gate.count('thread')
    this.clock.increment(RELOAD_DELAY_MS * 10)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(this.gate.count('thread'), 'no fetch the path did not take').toBe(fetches)
    expect(serializeState(this.actor()!.getSnapshot())).toBe(serializeState(state))
  }
}
