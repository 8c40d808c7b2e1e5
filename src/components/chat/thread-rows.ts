import type { ThreadMessage } from './chat-view.types'
import { dayKey, parseTime } from './chat-dates'

/** A day separator of the thread: the calendar day of the messages below it. */
export interface DayRow {
  kind: 'day'
  key: string
  /** Local noon of that day: far from midnight, so no zone or daylight change moves its date. */
  date: Date
}

/** A message of the thread with its place in a group of consecutive messages by one sender. */
export interface MessageRow {
  kind: 'message'
  key: string
  message: ThreadMessage
  own: boolean
  /** The first of its sender's run: shows the avatar and the sender's name. */
  startsGroup: boolean
  /** The last of its sender's run: followed by a wider gap. */
  endsGroup: boolean
}

export type ThreadRow = DayRow | MessageRow

/**
 * The thread as Virtuoso shows it: the messages (oldest first) with a separator before each new
 * day, as rows of their own so that the list virtualises separators like messages.
 */
export function buildThreadRows(messages: readonly ThreadMessage[], selfId: number): ThreadRow[] {
  const rows: ThreadRow[] = []
  let lastDay: string | undefined
  let previous: MessageRow | undefined
  for (const message of messages) {
    const time = parseTime(message.time)
    // A message without a readable time joins the day before it rather than making one up.
    const day = time ? dayKey(time) : (lastDay ?? 'unknown')
    const newDay = day !== lastDay
    if (newDay) {
      const date = time ? new Date(time) : new Date(0)
      date.setHours(12, 0, 0, 0)
      rows.push({ kind: 'day', key: `day:${day}`, date })
      lastDay = day
    }
    const startsGroup = newDay || !previous || previous.message.senderId !== message.senderId
    if (previous && startsGroup) previous.endsGroup = true
    const row: MessageRow = {
      kind: 'message',
      key: `message:${message.key}`,
      message,
      own: message.senderId === selfId,
      startsGroup,
      endsGroup: false,
    }
    rows.push(row)
    previous = row
  }
  if (previous) previous.endsGroup = true
  return rows
}

/** Where the thread's rows sit in Virtuoso's index space, and what that was worked out from. */
export interface RowIndexing {
  rows: readonly ThreadRow[]
  /** Virtuoso's `firstItemIndex`: the index of `rows[0]`. */
  first: number
  /** Counts the times the rows shared nothing with the rows before (another thread). */
  generation: number
}

/**
 * Virtuoso keeps the view still when older rows are prepended only if `firstItemIndex` drops by
 * exactly the number of rows added. The caller counts messages; separators come and go as days
 * join (200 older messages of the same day move the day's separator up, older days add their
 * own), so the row index is worked out from the oldest message that was already shown: it keeps
 * its index, whatever was added above it.
 *
 * Starting at twice the caller's index leaves room for a separator per message, so the index
 * never goes below zero while the caller's stays at or above it. Rows that share no message with
 * the previous ones (another thread, or a reload that replaced them) start a new generation.
 */
export function nextRowIndexing(
  previous: RowIndexing | undefined,
  rows: readonly ThreadRow[],
  callerFirstIndex: number,
): RowIndexing {
  const fresh = {
    rows,
    first: Math.max(0, Math.floor(callerFirstIndex)) * 2,
    generation: (previous?.generation ?? 0) + 1,
  }
  if (!previous) return fresh
  const anchorAt = previous.rows.findIndex((row) => row.kind === 'message')
  if (anchorAt < 0) return fresh
  const anchorKey = previous.rows[anchorAt]!.key
  // The anchor is near the top after a prepend of one page, so a forward search finds it quickly.
  const foundAt = rows.findIndex((row) => row.key === anchorKey)
  if (foundAt < 0) return fresh
  return {
    rows,
    first: Math.max(0, previous.first + anchorAt - foundAt),
    generation: previous.generation,
  }
}
