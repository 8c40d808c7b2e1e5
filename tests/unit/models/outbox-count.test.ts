import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import {
  deleteLocalDatabase,
  getLocalDatabase,
  LOCAL_DATABASE_NAME,
} from '@/services/local-store/local-database'
import { countOutbox } from '@models/local-store/outbox-count'
import type { OutboxRecord } from '@models/local-store/outbox'

/* How every signed-in page knows, without Dexie, that something waits to be sent. */

afterEach(() => deleteLocalDatabase())

const names = async () => (await indexedDB.databases()).map((database) => database.name)

describe('counting the outbox without Dexie', () => {
  it('counts what waits, of every area', async () => {
    const waiting: OutboxRecord[] = [
      {
        kid: 'k1',
        area: 'kanban',
        change: { kind: 'clearBoard', key: 'k1', boardId: 'done' },
        createdAt: '2026-11-20T10:00:00.000Z',
        attempts: 0,
        state: 'queued',
      },
      {
        kid: 'k2',
        area: 'calendar',
        change: { kind: 'remove', id: 3 },
        createdAt: '2026-11-20T10:00:01.000Z',
        attempts: 0,
        state: 'queued',
      },
    ]
    await getLocalDatabase().outbox.bulkAdd(waiting)
    getLocalDatabase().close()
    expect(await countOutbox(LOCAL_DATABASE_NAME, indexedDB)).toBe(2)
  })

  it('finds nothing, and creates no database, on a device that has none', async () => {
    await deleteLocalDatabase()
    expect(await countOutbox(LOCAL_DATABASE_NAME, indexedDB)).toBe(0)
    expect(await names()).not.toContain(LOCAL_DATABASE_NAME)
    expect(await countOutbox(LOCAL_DATABASE_NAME, null)).toBe(0)
  })
})
