import { describe, expect, it } from 'vitest'
import type { ThreadMessage } from '@/components/chat/chat-view.types'
import { buildThreadRows, nextRowIndexing } from '@/components/chat/thread-rows'

const at = (day: number, hour: number) => new Date(2024, 4, day, hour, 0).toISOString()
const message = (key: string, time: string, senderId = 5): ThreadMessage => ({
  key,
  text: key,
  time,
  senderId,
  type: 'chat',
  heart: false,
  delivery: 'sent',
})

describe('buildThreadRows', () => {
  it('puts a separator before each new day and groups runs of one sender', () => {
    const rows = buildThreadRows(
      [
        message('a', at(1, 9)),
        message('b', at(1, 10)),
        message('c', at(1, 11), 11),
        message('d', at(2, 9), 11),
      ],
      11,
    )
    expect(rows.map((row) => row.key)).toEqual([
      'day:2024-05-01',
      'message:a',
      'message:b',
      'message:c',
      'day:2024-05-02',
      'message:d',
    ])
    const flags = rows.flatMap((row) =>
      row.kind === 'message' ? [[row.key, row.own, row.startsGroup, row.endsGroup]] : [],
    )
    expect(flags).toEqual([
      ['message:a', false, true, false],
      ['message:b', false, false, true],
      ['message:c', true, true, true],
      // A new day starts a new group even for the same sender.
      ['message:d', true, true, true],
    ])
  })
})

describe('nextRowIndexing', () => {
  // The absolute index Virtuoso gives a row: first index + position.
  const indexOf = (indexing: ReturnType<typeof nextRowIndexing>, key: string) =>
    indexing.first + indexing.rows.findIndex((row) => row.key === key)

  it('keeps the oldest shown message at its index when older ones of the same day arrive', () => {
    const shown = [message('m10', at(3, 12)), message('m11', at(3, 13))]
    const before = nextRowIndexing(undefined, buildThreadRows(shown, 11), 1000)
    const older = [message('m8', at(3, 8)), message('m9', at(3, 9))]
    const after = nextRowIndexing(before, buildThreadRows([...older, ...shown], 11), 998)
    expect(indexOf(after, 'message:m10')).toBe(indexOf(before, 'message:m10'))
    expect(indexOf(after, 'message:m11')).toBe(indexOf(before, 'message:m11'))
    expect(after.generation).toBe(before.generation)
    expect(after.first).toBeGreaterThanOrEqual(0)
  })

  it('accounts for the separators of older days prepended above', () => {
    const shown = [message('m10', at(3, 12))]
    const before = nextRowIndexing(undefined, buildThreadRows(shown, 11), 3)
    const older = [message('m7', at(1, 8)), message('m8', at(2, 8)), message('m9', at(2, 9))]
    const after = nextRowIndexing(before, buildThreadRows([...older, ...shown], 11), 0)
    expect(indexOf(after, 'message:m10')).toBe(indexOf(before, 'message:m10'))
    expect(after.first).toBeGreaterThanOrEqual(0)
  })

  it('keeps the first index when newer messages are appended', () => {
    const shown = [message('m1', at(1, 8))]
    const before = nextRowIndexing(undefined, buildThreadRows(shown, 11), 50)
    const after = nextRowIndexing(
      before,
      buildThreadRows([...shown, message('m2', at(2, 8))], 11),
      50,
    )
    expect(after.first).toBe(before.first)
  })

  it('starts afresh for a thread that shares no message with the last', () => {
    const before = nextRowIndexing(undefined, buildThreadRows([message('a', at(1, 8))], 11), 50)
    const after = nextRowIndexing(before, buildThreadRows([message('z', at(1, 8))], 11), 70)
    expect(after.first).toBe(140)
    // A new generation: the thread view starts over at the newest message.
    expect(after.generation).toBe(before.generation + 1)
  })
})
