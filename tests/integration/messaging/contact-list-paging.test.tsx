import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { DBCoreCursor, DBCoreTable, Middleware, DBCore } from 'dexie'
import { VirtuosoMockContext } from 'react-virtuoso'
import { type ChatContactRecord } from '@models/chat/chat-records'
import { deleteLocalDatabase, getLocalDatabase } from '@/services/local-store/local-database'
import MessagingPage from '@/features/messaging/messaging.page'
import { record } from '@/services/local-store/projector'
import {
  createTestI18n,
  renderPage,
  signInWithIssuedToken,
  signOutAfterTest,
} from '../../support/test-kit'

const i18n = createTestI18n()

beforeEach(() => signInWithIssuedToken())

afterEach(async () => {
  cleanup()
  await signOutAfterTest()
  vi.restoreAllMocks()
  await deleteLocalDatabase()
})

/** Contacts of the directory kept from earlier visits: far more than a screen holds. */
const keptContacts = 3_000

function person(n: number): ChatContactRecord {
  const roles = ['admin', 'client', 'employee']
  return {
    id: 10_000 + n,
    fullName: `Kept Person ${String(n).padStart(4, '0')}`,
    role: roles[n % 3]!,
    status: 'offline',
  }
}

/**
 * Counts the contact records the app reads from the local history: those a query or a lookup
 * answers, and each one a cursor steps over.
 */
function countContactReads(): { read: () => number; reset: () => void } {
  let read = 0
  const counting: Middleware<DBCore> = {
    stack: 'dbcore',
    name: 'count-contact-reads',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name)
        if (name !== 'contacts') return table
        const counted: DBCoreTable = {
          ...table,
          get: (request) => table.get(request).then((value) => ((read += 1), value)),
          getMany: (request) =>
            table.getMany(request).then((values) => ((read += values.length), values)),
          query: (request) =>
            table.query(request).then((answer) => ((read += answer.result.length), answer)),
          openCursor: (request) =>
            table.openCursor(request).then((cursor) =>
              cursor
                ? (Object.create(cursor, {
                    start: {
                      value: (onNext: () => void) =>
                        cursor.start(() => {
                          read += 1
                          onNext()
                        }),
                    },
                  }) as DBCoreCursor)
                : cursor,
            ),
        }
        return counted
      },
    }),
  }
  // Before the database opens: Dexie builds its stack then.
  getLocalDatabase().use(counting)
  return {
    read: () => read,
    reset: () => {
      read = 0
    },
  }
}

function renderMessaging() {
  return renderPage(
    // Tall enough to reach the end of the chats, where the people follow them.
    <VirtuosoMockContext.Provider value={{ viewportHeight: 4000, itemHeight: 60 }}>
      <MessagingPage />
    </VirtuosoMockContext.Provider>,
    i18n,
    '/apps/message/whatsapp',
  )
}

const list = () => screen.getByRole('group', { name: 'Chats' })

describe('the contact list over a large local history', { timeout: 60_000 }, () => {
  let reads: ReturnType<typeof countContactReads>
  beforeEach(async () => {
    reads = countContactReads()
    const contacts = Array.from({ length: keptContacts }, (_, n) => person(n))
    await record(getLocalDatabase(), [{ type: 'chat.directory.received', at: '', contacts }])
    reads.reset()
  }, 30_000)

  it('shows its first rows and its groups without reading every contact', async () => {
    renderMessaging()
    // Every page of chats in, the people follow: the first of the admins.
    const firstAdmin = await screen.findByRole('heading', { name: 'Admins' }, { timeout: 20_000 })
    expect(firstAdmin).toBeTruthy()
    expect(within(list()).getAllByRole('button').length).toBeGreaterThan(5)
    expect(reads.read()).toBeLessThan(keptContacts / 5)
  })

  it('finds the last contact of the last group by search, whatever the case and accents', async () => {
    renderMessaging()
    await within(
      await screen.findByRole('group', { name: 'Chats' }, { timeout: 20_000 }),
    ).findAllByRole('button', {}, { timeout: 20_000 })
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search chats' }),
      'kÉpt person 2999',
    )
    // The list may still be reading the history: it shows once it has.
    await waitFor(
      () => expect(within(list()).getByRole('button', { name: /Kept Person 2999/ })).toBeTruthy(),
      { timeout: 20_000 },
    )
    await waitFor(() => expect(within(list()).getAllByRole('button')).toHaveLength(1), {
      timeout: 20_000,
    })
    // A search matching many shows a page of them, and more as the end is reached.
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search chats' }))
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search chats' }), 'Kept')
    await waitFor(() => expect(within(list()).getAllByRole('button').length).toBeGreaterThan(10), {
      timeout: 20_000,
    })
  })
})
