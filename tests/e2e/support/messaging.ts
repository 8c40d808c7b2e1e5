import type { BrowserContext, Locator, Page, Request } from 'playwright-core'
import type { ApiMessage, ApiUserChat, ChatType } from '@models/chat/chat-api'
import { findPerson } from '@mocks/chat/chat-people'
import { beforeEach } from 'vitest'
import { useBrowser } from './browser'
import { signInThroughApi, type DemoRole } from './session'

/*
 * What the messaging browser tests share: the demo server's chat controls, reads of the server's
 * truth through the real API (with a session of its own, so the page's is left alone), and the
 * parts of the messaging screens a user looks at.
 */

export type { ChatType }

/** The demo user ids behind the demo roles (mocks/session/accounts.ts). */
export const demoUserIds: Record<DemoRole, number> = { admin: 1, client: 2 }

/** The messaging screen of a chat type, with a chat open when `contactId` is given. */
export function messagingPath(chatType: ChatType, contactId?: number): string {
  const path = chatType === 'whatsapp' ? '/apps/message/whatsapp' : '/apps/message/live_chat'
  return contactId === undefined ? path : `${path}?contact=${contactId}`
}

/** The display name of a person of the chat directory (fixed, seeded data). */
export function contactName(contactId: number): string {
  const person = findPerson(contactId)
  if (!person) throw new Error(`there is no person ${contactId} in the chat directory`)
  return person.name
}

/** POSTs JSON to a demo control and throws unless it agrees. */
export async function demoPost(baseURL: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(new URL(path, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`)
  return response.json()
}

/** Stops the contacts writing by themselves, so that nothing random lands in a test. */
export const quietIncoming = (baseURL: string) =>
  demoPost(baseURL, '/api/demo/chat/incoming', { intervalMs: 0 })

/**
 * The browser for a messaging suite: each test starts on fresh demo data with the contacts
 * quiet. Call it in a `describe`, as `useBrowser`.
 */
export function useMessagingBrowser(): ReturnType<typeof useBrowser> {
  const browser = useBrowser()
  beforeEach(async () => {
    await browser.resetDemoData()
    await quietIncoming(browser.baseURL)
  })
  return browser
}

export interface PushOptions {
  userId: number
  chatType: ChatType
  contactId: number
  count: number
  message?: string
}

/** Makes a contact write to a user now, pushed on the user's open streams. */
export const pushIncoming = (baseURL: string, options: PushOptions) =>
  demoPost(baseURL, '/api/demo/chat/push', options)

/** GETs a work-management API path as a demo user, with a session of the test's own. */
async function apiGet(baseURL: string, role: DemoRole, path: string): Promise<unknown> {
  const { jwt } = await signInThroughApi(baseURL, role)
  const response = await fetch(new URL(path, baseURL), {
    headers: { Authorization: `Bearer ${jwt}` },
  })
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`)
  return response.json()
}

/** The thread of a user with a contact as the server holds it, oldest first. */
export async function serverThread(
  baseURL: string,
  role: DemoRole,
  chatType: ChatType,
  contactId: number,
): Promise<ApiMessage[]> {
  const query = new URLSearchParams({ user_df: String(demoUserIds[role]), chat_type: chatType })
  const body = (await apiGet(
    baseURL,
    role,
    `/wm/v3/messages/chat-message/${contactId}?${query}`,
  )) as { data: ApiMessage[] }
  return body.data
}

/** One page of a user's chats as the server lists them. */
export async function serverChats(
  baseURL: string,
  role: DemoRole,
  chatType: ChatType,
  page = 1,
): Promise<ApiUserChat[]> {
  const query = new URLSearchParams({
    page: String(page),
    user_df: String(demoUserIds[role]),
    chat_type: chatType,
  })
  const body = (await apiGet(baseURL, role, `/wm/v3/messages/list-user-chat?${query}`)) as {
    data: ApiUserChat[]
  }
  return body.data
}

/** The fields of a request's multipart or urlencoded form body. */
export async function formOf(request: Request): Promise<FormData> {
  const body = request.postDataBuffer()
  const type = request.headers()['content-type']
  if (!body || !type) return new FormData()
  return new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
}

const apiPathOf = (request: Request) => new URL(request.url()).pathname

/** A request whose form the test saw, with the time it was sent (ms since the epoch). */
export interface SentForm {
  request: Request
  form: FormData
  at: number
}

/** The forms posted to one API path, as they are sent; see {@link watchForms}. */
export interface FormWatch {
  /** Every form seen so far, oldest first. */
  readonly sent: SentForm[]
  /** The first form from now on that `matches`. */
  next: (matches?: (form: FormData) => boolean) => Promise<SentForm>
}

/**
 * Watches the forms POSTed to `path` (e.g. '/wm/v3/messages/send') by every page of `target`.
 * Chromium leaves multipart bodies out of request events, so this reads them in a route, which
 * then lets the request go on (to a later route of the test, or the server).
 */
export async function watchForms(target: Page | BrowserContext, path: string): Promise<FormWatch> {
  const sent: SentForm[] = []
  const waiting: { matches: (form: FormData) => boolean; resolve: (entry: SentForm) => void }[] = []
  await target.route(`**${path}`, async (route) => {
    const request = route.request()
    if (request.method() !== 'POST') return route.fallback()
    const entry = { request, form: await formOf(request), at: Date.now() }
    sent.push(entry)
    for (const waiter of [...waiting]) {
      if (!waiter.matches(entry.form)) continue
      waiting.splice(waiting.indexOf(waiter), 1)
      waiter.resolve(entry)
    }
    return route.fallback()
  })
  return {
    sent,
    next: (matches = () => true) =>
      new Promise<SentForm>((resolve) => waiting.push({ matches, resolve })),
  }
}

/** A change-status-message form that sets a heart, not one that marks a thread seen. */
export const setsHeart = (form: FormData) => form.has('heart')
/** A change-status-message form that marks a thread seen. */
export const marksSeen = (form: FormData) => form.has('userID')
/** A messages/send form of the automatic greeting. */
export const isGreeting = (form: FormData) => form.get('type') === 'greeting'

/** A POST to messages/send. */
export const isSend = (request: Request) =>
  request.method() === 'POST' && apiPathOf(request).endsWith('/wm/v3/messages/send')

/** A POST to messages/change-status-message (mark seen, or set a heart). */
export const isStatusChange = (request: Request) =>
  request.method() === 'POST' &&
  apiPathOf(request).endsWith('/wm/v3/messages/change-status-message')

/** A GET of one thread, chat-message/{contactId}. */
export const isThreadFetch = (request: Request, contactId: number) =>
  request.method() === 'GET' &&
  apiPathOf(request).endsWith(`/wm/v3/messages/chat-message/${contactId}`)

/** A GET of a page of the chat list. */
export const isChatListFetch = (request: Request) =>
  request.method() === 'GET' && apiPathOf(request).endsWith('/wm/v3/messages/list-user-chat')

/** The server-sent event stream of pushed messages. */
export const isMessageStream = (request: Request) =>
  apiPathOf(request).endsWith('/wm/v3/messages/stream')

/** The contact list's scroller, holding every section's rows. */
export const contactList = (page: Page) => page.getByRole('group', { name: 'Chats' })

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The row of the list whose name is exactly `name`; the presence that follows the name is for
 * screen readers ("Victor Xu, Offline").
 */
export const contactRow = (page: Page, name: string) =>
  contactList(page)
    .locator('.contact-row')
    .filter({
      has: page.locator('.contact-row__name', {
        hasText: new RegExp(`^${escapeRegExp(name)}(,|$)`),
      }),
    })

/** The unseen count shown on a row, e.g. "1.2k" (absent when there is nothing unseen). */
export const unseenBadge = (row: Locator) =>
  row.locator('.contact-row__badge > [aria-hidden="true"]')

/** The titles of the list's sections as shown, e.g. ["Chats", "Clients"]. */
export const sectionTitles = (page: Page) =>
  contactList(page).getByRole('heading', { level: 3 }).allTextContents()

/** The open thread's messages. */
export const threadRegion = (page: Page, name: string) =>
  page.getByRole('region', { name: `Messages with ${name}` })

/** The messages of the open thread that contain `text`. */
export const messagesWith = (page: Page, text: string) =>
  page.locator('.chat-message').filter({ hasText: text })

/** A message's heart (its name is "Like" or "Unlike" by its state). */
export const heartOf = (message: Locator) =>
  message.getByRole('button', { name: /^(Like|Unlike)$/ })

/** The message box of the open thread. */
export const composerOf = (page: Page) => page.getByRole('textbox', { name: 'Message' })

/** Writes a message in the open thread and sends it with Enter. */
export async function sendWithEnter(page: Page, text: string): Promise<void> {
  const composer = composerOf(page)
  await composer.fill(text)
  await composer.press('Enter')
}

/** The delivery a message shows: "Sending…", "Not sent", "Sent" or "Seen" (the last two for screen readers). */
export async function deliveryOf(message: Locator): Promise<string> {
  const status = message.locator('.chat-delivery')
  if ((await status.count()) === 0) return ''
  const text = (await status.textContent()) ?? ''
  return text.replace(/Retry$/, '').trim()
}

/** The unseen count in the page title, "(12) WhatsApp · Workdesk" -> "12"; '' without one. */
export async function titleCount(page: Page): Promise<string> {
  return /^\((.+?)\) /.exec(await page.title())?.[1] ?? ''
}

/** Names of the IndexedDB databases of the page's origin. */
export const databaseNames = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))

/**
 * The rows of one store of the local chat history, read with the plain IndexedDB API (not the
 * app's code), so a test sees what is really stored.
 */
export function chatHistoryRows(page: Page, store: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (storeName) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open('chat-history')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const database = open.result
          if (!database.objectStoreNames.contains(storeName)) {
            database.close()
            resolve([])
            return
          }
          const read = database.transaction(storeName, 'readonly').objectStore(storeName).getAll()
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            database.close()
            resolve(read.result as Record<string, unknown>[])
          }
        }
      }),
    store,
  )
}

/**
 * Records when the page's EventSources deliver a message (browser clock, ms since the epoch),
 * in `window.__pushArrivals`. Call before the page loads the app.
 */
export async function recordPushArrivals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const Native = window.EventSource
    const arrivals: number[] = []
    Object.assign(window, { __pushArrivals: arrivals })
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init)
        this.addEventListener('message', () => arrivals.push(Date.now()))
      }
    }
  })
}

/** The times recorded by {@link recordPushArrivals}. */
export const pushArrivals = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pushArrivals: number[] }).__pushArrivals)

/** The open thread once shown: its messages, or the invitation to write the first one. */
async function threadShown(page: Page, contactId: number): Promise<void> {
  await threadRegion(page, contactName(contactId))
    .locator('.chat-message')
    .first()
    .or(page.getByText('No messages yet. Say hello!'))
    .waitFor()
}

/**
 * Opens a messaging screen (with a chat open when `contactId` is given) and waits until the
 * server's chat list and that chat's thread were fetched and are shown.
 */
export async function openMessaging(
  page: Page,
  chatType: ChatType,
  contactId?: number,
): Promise<void> {
  // Listening before the navigation, so an answer that comes quickly is not missed.
  await Promise.all([
    page.waitForResponse((response) => isChatListFetch(response.request())),
    contactId === undefined
      ? undefined
      : page.waitForResponse((response) => isThreadFetch(response.request(), contactId)),
    page.goto(messagingPath(chatType, contactId)),
  ])
  if (contactId === undefined) await contactList(page).locator('.contact-row').first().waitFor()
  else await threadShown(page, contactId)
}

/** Reloads the page with a chat open and waits until its thread was fetched again and shown. */
export async function reloadThread(page: Page, contactId: number): Promise<void> {
  await Promise.all([
    page.waitForResponse((response) => isThreadFetch(response.request(), contactId)),
    page.reload(),
  ])
  await threadShown(page, contactId)
}
