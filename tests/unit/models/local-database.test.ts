import { groupOf, nameKeyOf } from '@models/chat/chat-contact-listing'
import Dexie from 'dexie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type ChatContactRecord, type ChatRecord } from '@models/chat/chat-records'
import {
  LOCAL_DATABASE_NAME,
  deleteLocalDatabase,
  getLocalDatabase,
  isLocalDatabaseInMemory,
  switchLocalDatabaseToMemory,
} from '@/services/local-store/local-database'
import { closedOnPurpose, readLocal } from '@/services/local-store/local-reads'
import { log } from '@models/log/log'
import { setLocalOwner } from '@models/local-store/local-owner'

const readContacts = () => readLocal((db) => db.contacts.toArray(), [], 'chat contacts')
const readChats = () => readLocal((db) => db.chats.toArray(), [], 'chats')

const ada: ChatContactRecord = {
  id: 1,
  fullName: 'Ada Lovelace',
  role: 'Engineer',
  status: 'online',
  about: 'Writes the first programs',
  avatar: '/images/avatars/1.png',
  waba: 7,
}
const alan: ChatContactRecord = { id: 2, fullName: 'Alan Turing', role: 'Analyst', status: 'away' }

const thread: ChatRecord = {
  id: 'whatsapp:1',
  chatType: 'whatsapp',
  userId: 1,
  unseenMsgs: 2,
  lastAt: '2020-04-12T10:01:00Z',
  lastMessage: { message: 'Hi!', type: 'chat', time: '2020-04-12T10:01:00Z', pending: false },
}

/** Failures as the browser's IndexedDB raises them. */
const storageBlocked = () => new DOMException('The operation is insecure.', 'SecurityError')
const storeMissing = () =>
  new DOMException('One of the specified object stores was not found.', 'NotFoundError')

afterEach(async () => {
  // Restore IndexedDB before deleting, or a test's broken IndexedDB would break the clean-up.
  vi.restoreAllMocks()
  await deleteLocalDatabase()
})

describe('the local chat database', () => {
  it('is one shared database named chat-history', () => {
    const database = getLocalDatabase()
    expect(database.name).toBe(LOCAL_DATABASE_NAME)
    expect(LOCAL_DATABASE_NAME).toBe('chat-history')
    expect(getLocalDatabase()).toBe(database)
  })

  it('has the stores contacts and chats keyed by id, messages, the outbox and the journal', async () => {
    const database = getLocalDatabase()
    await database.open()
    const stores = database.tables.map((table) => [table.name, table.schema.primKey.keyPath])
    expect(stores.sort()).toEqual([
      ['calendarEvents', 'id'],
      ['chats', 'id'],
      ['contacts', 'id'],
      ['drafts', 'key'],
      ['journal', 'seq'],
      ['kanbanBoards', 'id'],
      ['kanbanTasks', 'id'],
      ['messages', 'key'],
      ['meta', 'key'],
      ['outbox', 'kid'],
      ['syncState', 'area'],
      ['ticketAgents', 'id'],
      ['tickets', 'id'],
    ])
    const messageIndexes = database.messages.schema.indexes.map((index) => index.name)
    expect(messageIndexes).toContain('[chatId+time]')
  })

  it('drops the chats of version 1, which held their messages inline, and keeps the contacts, indexed for the list', async () => {
    const old = new Dexie(LOCAL_DATABASE_NAME)
    old.version(1).stores({ contacts: 'id', chats: 'id' })
    await old.table('contacts').put(ada)
    await old.table('chats').put({ id: 10, userId: 1, unseenMsgs: 0, chat: [{ message: 'x' }] })
    old.close()

    await expect(readChats()).resolves.toEqual([])
    await expect(readContacts()).resolves.toEqual([
      { ...ada, group: groupOf(ada.role), nameKey: nameKeyOf(ada.fullName) },
    ])
  })

  it('keeps the history of version 3, and marks the messages waiting in its outbox as the chat’s', async () => {
    const old = new Dexie(LOCAL_DATABASE_NAME)
    old.version(3).stores({
      contacts: 'id, [group+nameKey+id]',
      chats: 'id, [chatType+lastAt]',
      messages: 'key, [chatId+time], serverId',
      outbox: 'kid, createdAt',
      journal: '++seq',
    })
    await old.table('chats').put(thread)
    const waiting = {
      kid: 'k1',
      chatId: 'whatsapp:1',
      chatType: 'whatsapp',
      contactId: 1,
      message: 'Still on its way',
      type: 'chat',
      createdAt: '2020-04-12T10:02:00Z',
      attempts: 2,
      state: 'queued',
    }
    await old.table('outbox').put(waiting)
    old.close()

    await expect(readChats()).resolves.toEqual([thread])
    expect(await getLocalDatabase().outbox.toArray()).toEqual([{ ...waiting, area: 'chat' }])
    expect(await getLocalDatabase().tickets.count()).toBe(0)
  })

  it('writes contacts and reads them back', async () => {
    await getLocalDatabase().contacts.bulkPut([alan, ada])
    await expect(readContacts()).resolves.toEqual([ada, alan])
  })

  it('replaces a contact written again with the same id', async () => {
    const contacts = getLocalDatabase().contacts
    await contacts.put(ada)
    await contacts.put({ ...ada, status: 'busy' })
    await expect(readContacts()).resolves.toEqual([{ ...ada, status: 'busy' }])
  })

  it('writes chats and reads them back', async () => {
    await getLocalDatabase().chats.put(thread)
    await expect(readChats()).resolves.toEqual([thread])
  })

  it('reads empty lists from a new database', async () => {
    await expect(readContacts()).resolves.toEqual([])
    await expect(readChats()).resolves.toEqual([])
  })

  it('forgets everything once deleted and starts afresh', async () => {
    const before = getLocalDatabase()
    await before.contacts.put(ada)
    await deleteLocalDatabase()
    expect(await Dexie.exists(LOCAL_DATABASE_NAME)).toBe(false)
    expect(getLocalDatabase()).not.toBe(before)
    await expect(readContacts()).resolves.toEqual([])
  })
})

describe('a logout while the history is read', () => {
  it('is no failure: nothing is logged and the history is not moved to memory', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {})
    // What a read that was waiting for the database to open gets when a logout closes it.
    const closedWhileWaiting = new Dexie.DatabaseClosedError(new Dexie.DatabaseClosedError())
    const read = readLocal(() => Promise.reject(closedWhileWaiting), ['fallback'], 'chats')
    await expect(read).resolves.toEqual(['fallback'])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(error).not.toHaveBeenCalled()
    expect(isLocalDatabaseInMemory()).toBe(false)
  })

  it('tells a database closed with a cause from one the app closed itself', () => {
    const closed = new Dexie.DatabaseClosedError()
    expect(closedOnPurpose(closed)).toBe(true)
    // As Dexie wraps them: a read that waited for the database to open meets its closing.
    expect(closedOnPurpose(new Dexie.DatabaseClosedError(closed))).toBe(true)
    const refused = new Dexie.DatabaseClosedError(storageBlocked())
    expect(closedOnPurpose(refused)).toBe(false)
    expect(closedOnPurpose(new Dexie.DatabaseClosedError(refused))).toBe(false)
    expect(closedOnPurpose(storageBlocked())).toBe(false)
  })
})

describe('a local database failure', () => {
  it('is logged and reads return empty lists when IndexedDB cannot open the database', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {})
    const open = vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw storageBlocked()
    })

    await expect(readContacts()).resolves.toEqual([])
    await expect(readChats()).resolves.toEqual([])

    expect(open).toHaveBeenCalledWith(LOCAL_DATABASE_NAME, expect.any(Number))
    expect(error).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenNthCalledWith(
      1,
      'local-db',
      expect.stringContaining('chat contacts'),
      expect.objectContaining({ inner: expect.objectContaining({ name: 'SecurityError' }) }),
    )
    expect(error).toHaveBeenNthCalledWith(
      2,
      'local-db',
      expect.stringContaining('chats'),
      expect.anything(),
    )
  })

  it('is logged and reads return empty lists when IndexedDB fails after opening', async () => {
    // Spied before opening, as Dexie binds the connection's transaction() when it opens;
    // until the failure below, the spy passes every call to the real one.
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction')
    const database = getLocalDatabase()
    await database.contacts.put(ada)
    await database.chats.put(thread)
    const error = vi.spyOn(log, 'error').mockImplementation(() => {})
    transaction.mockClear().mockImplementation(() => {
      throw storeMissing()
    })

    await expect(readContacts()).resolves.toEqual([])
    await expect(readChats()).resolves.toEqual([])
    // The failed read moved the history to memory, which tried to copy the failing rows first.
    await switchLocalDatabaseToMemory()

    const logged = error.mock.calls.map(([scope, message]) => `${scope}: ${message}`)
    expect(new Set(logged)).toEqual(
      new Set([
        'local-db: Reading chat contacts failed; showing nothing.',
        'local-db: Reading chats failed; showing nothing.',
        'local-db: The local store could not be copied to memory.',
      ]),
    )
    expect(error).toHaveBeenCalledWith(
      'local-db',
      expect.stringContaining('chat contacts'),
      expect.objectContaining({ name: 'NotFoundError' }),
    )
  })

  it('while deleting the database is logged and does not reject', async () => {
    await getLocalDatabase().contacts.put(ada)
    const error = vi.spyOn(log, 'error').mockImplementation(() => {})
    vi.spyOn(indexedDB, 'deleteDatabase').mockImplementation(() => {
      throw storageBlocked()
    })

    await expect(deleteLocalDatabase()).resolves.toBeUndefined()
    expect(error).toHaveBeenCalledWith(
      'local-db',
      expect.stringContaining(LOCAL_DATABASE_NAME),
      expect.anything(),
    )
  })

  it('keeps what the failing database still holds when the history moves to memory', async () => {
    const failing = getLocalDatabase()
    await failing.contacts.bulkPut([ada, alan])
    await failing.chats.put(thread)

    const memory = await switchLocalDatabaseToMemory()

    expect(memory).not.toBe(failing)
    expect(getLocalDatabase()).toBe(memory)
    expect(isLocalDatabaseInMemory()).toBe(true)
    expect(await memory.contacts.toArray()).toEqual([ada, alan])
    expect(await memory.chats.toArray()).toEqual([thread])
  })

  it('moves to an empty history in memory, logged, when the failing one cannot be read', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => {})
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw storageBlocked()
    })
    getLocalDatabase()

    const memory = await switchLocalDatabaseToMemory()

    expect(await memory.contacts.toArray()).toEqual([])
    await memory.contacts.put(ada)
    expect(await memory.contacts.toArray()).toEqual([ada])
    expect(error).toHaveBeenCalledWith(
      'local-db',
      'The local store could not be copied to memory.',
      expect.anything(),
    )
  })
})

describe('whose the store is', () => {
  afterEach(() => setLocalOwner(null))

  it('is claimed for the user signed in, and keeps their data when they come back', async () => {
    setLocalOwner(1)
    await getLocalDatabase().contacts.put(ada)
    expect(await getLocalDatabase().meta.get('owner')).toEqual({ key: 'owner', userId: 1 })
    getLocalDatabase().close()
    await getLocalDatabase().open()
    await expect(readContacts()).resolves.toEqual([ada])
  })

  it("holds nothing of another user's (whose session ended without a logout) for the next", async () => {
    setLocalOwner(1)
    const database = getLocalDatabase()
    await database.contacts.put(ada)
    await database.tickets.put({
      id: 1,
      subject: 'Refund',
      message: '<p>Please</p>',
      time: '2020-04-12T10:00:00Z',
      status: 'New',
      customer: { id: 7, name: 'Ada', email: 'ada@example.com', avatar: '' },
      assignee: null,
      replies: [],
      searchText: 'refund',
      pending: 0,
    })
    database.close()

    // The next page load, of another user.
    setLocalOwner(2)
    await database.open()
    await expect(readContacts()).resolves.toEqual([])
    expect(await getLocalDatabase().tickets.count()).toBe(0)
    expect(await getLocalDatabase().meta.get('owner')).toEqual({ key: 'owner', userId: 2 })
  })

  it('is cleared at once when another user signs in while it is open', async () => {
    setLocalOwner(1)
    await getLocalDatabase().contacts.put(ada)
    setLocalOwner(2)
    await vi.waitFor(async () => expect(await getLocalDatabase().contacts.count()).toBe(0))
    expect(await getLocalDatabase().meta.get('owner')).toEqual({ key: 'owner', userId: 2 })
  })
})
