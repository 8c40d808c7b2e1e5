import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { VirtuosoMockContext } from 'react-virtuoso'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { deliverIncoming } from '@mocks/chat/chat-incoming'
import { findPerson } from '@mocks/chat/chat-people'
import {
  deleteLocalDatabase,
  getLocalDatabase,
  isLocalDatabaseInMemory,
} from '@/services/local-store/local-database'
import { prefetchedThreadWindow } from '@/services/chat/thread-prefetch'
import { log } from '@models/log/log'
import MessagingPage from '@/features/messaging/messaging.page'
import { preloadRoute } from '@/app/routes/route-preload'
import {
  createTestI18n,
  renderPage,
  signInWithIssuedToken,
  signOutAfterTest,
} from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'
import { demoAdminSession } from '../../support/session-fixtures'

const i18n = createTestI18n()

beforeEach(() => signInWithIssuedToken())

afterEach(async () => {
  // The screen goes before its database, as on a logout.
  cleanup()
  await signOutAfterTest()
  vi.restoreAllMocks()
  await deleteLocalDatabase()
})

function renderMessaging(path = '/apps/message/whatsapp') {
  return renderPage(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>
      <MessagingPage />
    </VirtuosoMockContext.Provider>,
    i18n,
    path,
  )
}

const list = () => screen.getByRole('group', { name: 'Chats' })
const rowOf = (name: string) => within(list()).getByRole('button', { name: new RegExp(name) })

// The history is IndexedDB in memory (fake-indexeddb), slow to write a whole thread on a busy machine.
const slow = { timeout: 20_000 }

describe('the messaging screen', { timeout: 60_000 }, () => {
  it('lists the WhatsApp chats with unseen counts over 999 in thousands', async () => {
    renderMessaging()
    const row = await within(await screen.findByRole('group', { name: 'Chats' }, slow)).findByRole(
      'button',
      { name: /Parcelwise Order Alerts/ },
      slow,
    )
    expect(row.textContent).toContain('1.2k')
    // The history is stored on this device: no warning that it is not.
    expect(screen.queryByText('Chat history is not saved on this device')).toBeNull()
  })

  it('has asked for the first chats and the WhatsApp link at navigation, and asks nothing twice', async () => {
    const asked: string[] = []
    server.events.on('request:start', ({ request }) => {
      const { pathname, searchParams } = new URL(request.url)
      if (pathname.endsWith('list-user-chat')) asked.push(`chats ${searchParams.get('page')}`)
      if (pathname.endsWith('whatsapp/connection')) asked.push('link')
    })
    // What the router does on the way to the screen, before its code is even here.
    void preloadRoute('/apps/message/whatsapp', {
      signedIn: true,
      ability: demoAdminSession.ability,
    })
    await waitFor(() => expect(asked.sort()).toEqual(['chats 1', 'link']))

    renderMessaging()
    expect(
      await screen.findByRole('button', { name: /Parcelwise Order Alerts/ }, slow),
    ).toBeTruthy()
    // The screen took the answers on their way: the next page is the only new request for chats.
    await waitFor(() => expect(asked).toContain('chats 2'), slow)
    expect(asked.filter((request) => request === 'chats 1' || request === 'link')).toHaveLength(2)
    server.events.removeAllListeners()
  })

  it('lists the first chats as soon as the server sent them, while the history is still busy', async () => {
    // Another write holds the history (as a first visit's database creation does): the chats
    // cannot be written, nor read back, until it ends.
    const database = getLocalDatabase()
    await database.open()
    let held = true
    const holding = database.transaction('rw', database.chats, async () => {
      while (held) await database.chats.get('holding')
    })
    try {
      renderMessaging()
      expect(
        await screen.findByRole('button', { name: /Parcelwise Order Alerts/ }, slow),
      ).toBeTruthy()
      expect(rowOf('Parcelwise Order Alerts').textContent).toContain('1.2k')
    } finally {
      held = false
      await holding
    }
    // Written, they are read back from the history: still listed, the same.
    await waitFor(async () => expect(await database.chats.count()).toBeGreaterThan(0), slow)
    expect(rowOf('Parcelwise Order Alerts').textContent).toContain('1.2k')
  })

  it("shows the open chat's kept messages read at navigation, while the history is still busy", async () => {
    const database = getLocalDatabase()
    await database.messages.add({
      key: 's:kept-1',
      chatId: 'whatsapp:19',
      serverId: 1,
      message: 'Kept on this device',
      time: '2020-01-01T10:00:00.000Z',
      senderId: 19,
      type: 'chat',
      heart: false,
      seen: true,
      delivery: 'sent',
    })
    // What the router does on the way to the screen, before its code is even here.
    void preloadRoute(
      '/apps/message/whatsapp',
      { signedIn: true, ability: demoAdminSession.ability },
      '?contact=19',
    )
    await waitFor(() => expect(prefetchedThreadWindow('whatsapp:19')).toBeDefined(), slow)
    // The screen's first writes hold the history: its own reads wait for them.
    let held = true
    const holding = database.transaction('rw', database.messages, async () => {
      while (held) await database.messages.get('holding')
    })
    try {
      renderMessaging('/apps/message/whatsapp?contact=19')
      // In the thread's list: while it opens, its first frame draws the same rows over it.
      const thread = await screen.findByRole('region', { name: /^Messages with / }, slow)
      expect(await within(thread).findByText('Kept on this device', undefined, slow)).toBeTruthy()
    } finally {
      held = false
      await holding
    }
    // Once the thread reads the history itself, it lets go of what was read at navigation.
    await waitFor(() => expect(prefetchedThreadWindow('whatsapp:19')).toBeUndefined(), slow)
    const thread = screen.getByRole('region', { name: /^Messages with / })
    expect(within(thread).getByText('Kept on this device')).toBeTruthy()
  })

  it("names the open chat's contact from the server's first page of chats while the history is still busy", async () => {
    const database = getLocalDatabase()
    await database.open()
    const name = findPerson(19)!.name
    // The screen's first writes hold the history: its own reads wait for them.
    let held = true
    const holding = database.transaction('rw', database.messages, async () => {
      while (held) await database.messages.get('holding')
    })
    try {
      renderMessaging('/apps/message/whatsapp?contact=19')
      // The thread, named as the contact is, not "Contact 19", before the history could say so.
      expect(await screen.findByRole('region', { name }, slow)).toBeTruthy()
      expect(screen.queryByRole('region', { name: 'Contact 19' })).toBeNull()
    } finally {
      held = false
      await holding
    }
  })

  it('loads the next pages of chats as the list reaches its end, and the people without a chat', async () => {
    const pages: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('list-user-chat'))
        pages.push(new URL(request.url).searchParams.get('page')!)
    })
    renderMessaging()
    // 57 WhatsApp chats in pages of 20: the tall test viewport keeps reaching the end.
    await waitFor(() => expect(pages).toEqual(['1', '2', '3']), slow)
    const chats = () =>
      within(list())
        .getAllByRole('button')
        .filter((row) => row.closest('[data-item-index]'))
    await waitFor(async () => expect(await getLocalDatabase().chats.count()).toBe(57), slow)
    // The list reads the history a page at a time, as the reader reaches its end.
    await waitFor(() => expect(chats().length).toBeGreaterThan(57), slow)
    expect(screen.getByRole('heading', { name: 'Admins' })).toBeTruthy()
    server.events.removeAllListeners()
  })

  it('marks a chat seen when it is opened, here and on the server', async () => {
    const marked: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (!request.url.includes('change-status-message')) return
      void request
        .clone()
        .formData()
        .then((form) => marked.push(String(form.get('userID'))))
    })
    // Contact 51 has 3 unseen messages in the demo data.
    const name = findPerson(51)!.name
    const { location } = renderMessaging()
    const row = await screen.findByRole('button', { name: new RegExp(name) }, slow)
    expect(row.textContent).toContain('3 unread messages')
    await userEvent.click(row)

    expect(location.history.at(-1)).toBe('/apps/message/whatsapp?contact=51')
    await waitFor(() => expect(rowOf(name).textContent).not.toContain('unread'), slow)
    await waitFor(() => expect(marked).toEqual(['51']), slow)
    expect((await getLocalDatabase().chats.get('whatsapp:51'))?.unseenMsgs).toBe(0)
    server.events.removeAllListeners()
  })

  it('sends a typed message with Enter and shows it delivered', async () => {
    renderMessaging('/apps/message/whatsapp?contact=19')
    const box = await screen.findByRole('textbox', { name: /message/i }, slow)
    await userEvent.type(box, 'Your parcel left the depot{Enter}')

    expect(box).toHaveProperty('value', '')
    const sent = () =>
      getLocalDatabase()
        .messages.filter((message) => message.message === 'Your parcel left the depot')
        .toArray()
    await waitFor(async () => expect(await sent()).toMatchObject([{ delivery: 'sent' }]), slow)
    expect(await getLocalDatabase().outbox.count()).toBe(0)
  })

  it('says the WhatsApp link lapsed only until a message sent on it shows the link active', async () => {
    renderMessaging('/apps/message/whatsapp?contact=19')
    // The demo admin's link has been idle for 16 days: past the 14 of SPEC.md section 9.
    const lapsed = await screen.findByText(/lapsed after more than 14 days of inactivity/, {}, slow)
    const box = await screen.findByRole('textbox', { name: /message/i }, slow)
    await userEvent.type(box, 'Still here on WhatsApp{Enter}')
    // The server counts the message as activity: the link is no longer idle.
    await waitFor(() => expect(lapsed.isConnected).toBe(false), slow)
    expect(screen.queryByText('WhatsApp Integration')).toBeNull()
  })

  it('shows the kept history when the server fails, says so, and tries again on request', async () => {
    renderMessaging('/apps/message/whatsapp?contact=19')
    const composer = await screen.findByRole('textbox', { name: /message/i }, slow)
    await userEvent.type(composer, 'Kept on this device{Enter}')
    const kept = () =>
      getLocalDatabase()
        .messages.filter((message) => message.message === 'Kept on this device')
        .toArray()
    await waitFor(async () => expect(await kept()).toMatchObject([{ delivery: 'sent' }]), slow)
    cleanup()

    // Victor writes while the screen is closed: only a fetch of the thread can bring it.
    deliverIncoming(demoAdminSession.id, 'whatsapp', 19, 1, 'Written while you were away')
    const messages = refuseWith500('get', '*/wm/v3/messages/chat-message/*')
    vi.spyOn(log, 'error').mockImplementation(() => {})
    renderMessaging('/apps/message/whatsapp?contact=19')
    const notice = await screen.findByRole('alert', {}, slow)
    expect(notice.textContent).toContain('The latest messages could not be loaded')
    const thread = await screen.findByRole('region', { name: /^Messages with / }, slow)
    expect(await within(thread).findByText('Kept on this device')).toBeTruthy()
    expect(within(thread).queryByText('Written while you were away')).toBeNull()

    messages.heal()
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }))
    expect(await within(thread).findByText('Written while you were away', {}, slow)).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps working from the network when the local database cannot be opened, and says so', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {})
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    // The outbox of an earlier test may hold the database open: the next open is the failing one.
    await deleteLocalDatabase()
    renderMessaging()
    expect(
      await screen.findByRole('button', { name: /Parcelwise Order Alerts/ }, slow),
    ).toBeTruthy()
    // The chats show as soon as the server sent them, before the history is even tried.
    const warning = await screen.findByRole(
      'region',
      { name: 'Chat history is not saved on this device' },
      slow,
    )
    expect(warning.textContent).toContain('messages not yet sent are lost if you close it')
    expect(isLocalDatabaseInMemory()).toBe(true)
    expect(error).toHaveBeenCalledWith('local-db', expect.any(String), expect.anything())
  })

  it('shows the failed list with a retry that loads it', async () => {
    const chats = refuseWith500('get', '*/wm/v3/messages/list-user-chat')
    vi.spyOn(log, 'error').mockImplementation(() => {})
    renderMessaging()
    const retry = await screen.findByRole('button', { name: /try again/i }, slow)
    expect(screen.getByText('Your chats could not be loaded')).toBeTruthy()
    chats.heal()
    await userEvent.click(retry)
    expect(
      await screen.findByRole('button', { name: /Parcelwise Order Alerts/ }, slow),
    ).toBeTruthy()
  })

  // The directory is list-contact-chat: the people to start a chat with, in three role groups.
  const directoryFailures: [string, () => Response][] = [
    ['a server error', () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })],
    [
      'invalid JSON',
      () => new HttpResponse('{"admins": [', { headers: { 'content-type': 'application/json' } }),
    ],
    ['the wrong shape', () => HttpResponse.json({ admins: 'everyone' })],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
    ['an HTML page', () => HttpResponse.html('<!doctype html><title>Bad gateway</title>')],
    ['no answer (the connection drops)', () => HttpResponse.error()],
  ]

  it.each(directoryFailures)(
    'says the people to start a chat with are missing after %s, keeps the chats and loads them on Try again',
    async (_, failure) => {
      let failing = true
      server.use(
        http.get('*/wm/v3/messages/list-contact-chat', () => (failing ? failure() : undefined)),
      )
      vi.spyOn(log, 'error').mockImplementation(() => {})
      renderMessaging()
      const notice = await screen.findByRole('alert', {}, slow)
      expect(notice.textContent).toContain('Admins, clients and employees could not be loaded')
      const chats = await screen.findByRole('group', { name: 'Chats' }, slow)
      expect(
        await within(chats).findByRole('button', { name: /Parcelwise Order Alerts/ }, slow),
      ).toBeTruthy()
      expect(screen.queryByRole('heading', { name: 'Admins' })).toBeNull()

      failing = false
      await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }))
      expect(await screen.findByRole('heading', { name: 'Admins' }, slow)).toBeTruthy()
      expect(screen.queryByRole('alert')).toBeNull()
    },
  )

  it('says when more chats could not be loaded, and loads them on Try again', async () => {
    let refusePageTwo = true
    server.use(
      http.get('*/wm/v3/messages/list-user-chat', ({ request }) =>
        refusePageTwo && new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
          : undefined,
      ),
    )
    vi.spyOn(log, 'error').mockImplementation(() => {})
    renderMessaging()
    const stale = await screen.findByRole('alert', {}, slow)
    expect(stale.textContent).toContain('More chats could not be loaded.')
    // The first page stays listed.
    expect(within(list()).getByRole('button', { name: /Parcelwise Order Alerts/ })).toBeTruthy()

    refusePageTwo = false
    await userEvent.click(within(stale).getByRole('button', { name: 'Try again' }))
    await waitFor(async () => expect(await getLocalDatabase().chats.count()).toBe(57), slow)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('treats malformed chats and threads from the server as failed loads, and logs what was wrong', async () => {
    // The list's chats come as text and the thread's messages as a number: each answer once.
    server.use(
      http.get('*/wm/v3/messages/list-user-chat', () => HttpResponse.json({ data: 'oops' }), {
        once: true,
      }),
      http.get('*/wm/v3/messages/chat-message/*', () => HttpResponse.json({ data: 42 }), {
        once: true,
      }),
    )
    const error = vi.spyOn(log, 'error').mockImplementation(() => {})
    renderMessaging('/apps/message/whatsapp?contact=19')
    expect(await screen.findByText('Your chats could not be loaded', {}, slow)).toBeTruthy()
    const failed = (await screen.findByText('This chat could not be loaded', {}, slow)).closest(
      '[role="alert"]',
    ) as HTMLElement
    expect(error).toHaveBeenCalledWith(
      'chat',
      expect.any(String),
      expect.objectContaining({ name: 'MalformedResponseError' }),
    )

    // The next answers are well formed: Try again brings the thread, then the list.
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }))
    const thread = await screen.findByRole('region', { name: /^Messages with / }, slow)
    expect(await within(thread).findAllByText('Yes, I can do that.', {}, slow)).not.toEqual([])
    // The thread's chat is now kept here and listed, under a line that says the list is stale.
    // (by number: the people's names came with the list)
    expect(await within(list()).findByRole('button', { name: /Contact 19/ }, slow)).toBeTruthy()
    const stale = screen.getByRole('alert')
    expect(stale.textContent).toContain('The latest chats could not be loaded')
    await userEvent.click(within(stale).getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('button', { name: /Parcelwise Order Alerts/ }, slow),
    ).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
