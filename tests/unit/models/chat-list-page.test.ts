import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { withListing } from '@models/chat/chat-contact-listing'
import { type ChatContactRecord } from '@models/chat/chat-records'
import { LocalDatabase } from '@/services/local-store/local-database'
import { arrivingListPage, type ContactListQuery } from '@models/chat/chat-list-page'
import { readContactListPage } from '@/services/chat/contact-list-read'
import { chatRecordOf } from '@models/chat/chat-summary-record'

let database: LocalDatabase
let counter = 0

beforeEach(() => {
  counter += 1
  database = new LocalDatabase(`list-page-test-${counter}`)
})

afterEach(async () => {
  await database.delete()
})

const contact = (id: number, fullName: string, role: string): ChatContactRecord =>
  withListing({ id, fullName, role, status: 'online' })

const query = (overrides: Partial<ContactListQuery> = {}): ContactListQuery => ({
  chatType: 'whatsapp',
  selfId: 1,
  limit: 50,
  withPeople: true,
  search: '',
  fallbackName: (id) => `Contact ${id}`,
  ...overrides,
})

async function seed() {
  await database.contacts.bulkPut([
    contact(1, 'Me Myself', 'admin'),
    contact(2, 'Zoé Admin', 'admin'),
    contact(3, 'émile Admin', 'admin'),
    contact(4, 'Bea Client', 'client'),
    contact(5, 'Otto Owner', 'owner'),
    contact(6, 'Carl Employee', 'employee'),
    contact(7, 'Chat Partner', 'client'),
  ])
  await database.chats.bulkPut([
    { id: 'whatsapp:7', chatType: 'whatsapp', userId: 7, unseenMsgs: 3, lastAt: '2026-01-02' },
    { id: 'whatsapp:99', chatType: 'whatsapp', userId: 99, unseenMsgs: 1, lastAt: '2026-01-03' },
    { id: 'live:6', chatType: 'live', userId: 6, unseenMsgs: 5, lastAt: '2026-01-04' },
  ])
}

const names = (rows: { fullName: string }[]) => rows.map((row) => row.fullName)

describe('a page of the contact list', () => {
  it('lists the chats of the type newest first, then the others by group and name', async () => {
    await seed()
    const page = await readContactListPage(database, query())
    expect(page.chats.map((listed) => listed.name)).toEqual(['Contact 99', 'Chat Partner'])
    // Not the user, not who has a chat of this type; an unknown role goes with the clients.
    expect(names(page.people.admin)).toEqual(['émile Admin', 'Zoé Admin'])
    expect(names(page.people.client)).toEqual(['Bea Client', 'Otto Owner'])
    expect(names(page.people.employee)).toEqual(['Carl Employee'])
    expect(page).toMatchObject({ hasMore: false, unseen: 4, chatCount: 2 })
  })

  it('stops at the limit and says there is more', async () => {
    await seed()
    const page = await readContactListPage(database, query({ limit: 3 }))
    expect(page.chats).toHaveLength(2)
    expect(names(page.people.admin)).toEqual(['émile Admin'])
    expect(page.people.client).toEqual([])
    expect(page.hasMore).toBe(true)
  })

  it('lists only the chats until the people are asked for', async () => {
    await seed()
    const page = await readContactListPage(database, query({ withPeople: false }))
    expect(page.chats).toHaveLength(2)
    expect(page.people).toEqual({ admin: [], client: [], employee: [] })
    expect(page.hasMore).toBe(false)
  })

  it('finds names that contain the search, whatever the case and accents', async () => {
    await seed()
    const page = await readContactListPage(database, query({ search: ' EMILE ' }))
    expect(page.chats).toEqual([])
    expect(names(page.people.admin)).toEqual(['émile Admin'])
    const chats = await readContactListPage(database, query({ search: 'partner' }))
    expect(chats.chats.map((listed) => listed.name)).toEqual(['Chat Partner'])
  })
})

describe('the contact list from a page of chats still being recorded', () => {
  const arriving = {
    contacts: [contact(7, 'Chat Partner', 'client'), contact(8, 'Quiet Client', 'client')],
    chats: [
      { contactId: 8, unseenMsgs: 0 },
      {
        contactId: 7,
        unseenMsgs: 3,
        lastMessage: { message: 'Hello', type: 'chat', time: '2026-01-02T10:00:00.000Z' },
      },
      {
        contactId: 99,
        unseenMsgs: 1,
        lastMessage: { message: 'Later', type: 'chat', time: '2026-01-03T10:00:00.000Z' },
      },
    ],
  }

  it('lists its chats newest first, a chat without messages last, with what the server counted', () => {
    const page = arrivingListPage(arriving, query(), undefined)
    expect(page.chats.map((listed) => listed.name)).toEqual([
      'Contact 99',
      'Chat Partner',
      'Quiet Client',
    ])
    expect(page.chats[1]!.chat).toMatchObject({
      id: 'whatsapp:7',
      lastMessage: { message: 'Hello', pending: false },
    })
    expect(page).toMatchObject({ hasMore: false, unseen: 4, chatCount: 3 })
  })

  it('lists only its chats that match the search, with the people the history holds', async () => {
    await seed()
    const held = await readContactListPage(database, query({ search: 'ADMIN' }))
    const page = arrivingListPage(arriving, query({ search: 'chat PARTNER' }), held)
    expect(page.chats.map((listed) => listed.name)).toEqual(['Chat Partner'])
    expect(page.people).toEqual(held.people)
    // Counted over every chat of the page, whatever the search.
    expect(page).toMatchObject({ unseen: 4, chatCount: 3 })
  })

  it('is what the history reads back once the page is written', async () => {
    await database.contacts.bulkPut(arriving.contacts)
    await database.chats.bulkPut(arriving.chats.map((summary) => chatRecordOf('whatsapp', summary)))
    const read = await readContactListPage(database, query({ withPeople: false }))
    expect(arrivingListPage(arriving, query(), undefined)).toEqual(read)
  })
})
