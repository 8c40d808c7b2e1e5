import i18next from 'i18next'
import { HTTPError } from 'ky'
import type { CalendarEvent, EventFields } from '@models/calendar/calendar'
import type { CalendarChange } from '@models/calendar/calendar-changes'
import { log } from '@models/log/log'
import type { ChangeOutboxRecord } from '@models/local-store/outbox'
import { reportError } from '../error-catalogue'
import type { OutboxAdapter } from '../local-store/outbox-adapter'
import { classifiedChange } from '../local-store/send-failure'
import { notify } from '../toast'
import {
  addCalendarEvent,
  announceCalendarEvent,
  removeCalendarEvent,
  updateCalendarEvent,
  type SendOptions,
} from './calendar-api'

const t = (key: string) => i18next.t(key)

/**
 * Tells the real API about an event the demo calendar stored, and the user what it answered. Its
 * failure does not undo the event, which the calendar has: the user is told.
 */
async function announce(event: CalendarEvent, options: SendOptions): Promise<void> {
  try {
    notify({ severity: 'success', summary: await announceCalendarEvent(event, options) })
  } catch (error) {
    if (options.signal?.aborted) throw error
    log.error('calendar', 'POST events failed.', error)
    void reportError(error, t('calendar.toast.announceFailed'))
  }
}

/** The fields of a new event: the server gives it its id (its own is a temporary one). */
const withoutId = ({ id: _temporary, ...fields }: CalendarEvent): EventFields => fields

const isNotFound = (error: unknown) => error instanceof HTTPError && error.response.status === 404

/** The call of each change; resolves with the event as the server stored it. */
async function send(
  change: CalendarChange,
  options: SendOptions,
): Promise<CalendarEvent | undefined> {
  // A change of an event still under its temporary id comes after the event's addition, which
  // would have given it the server's id: the addition was refused, and there is nothing to change.
  if (change.kind !== 'add' && (change.kind === 'remove' ? change.id : change.event.id) < 0) {
    return undefined
  }
  switch (change.kind) {
    case 'add': {
      const stored = await addCalendarEvent(withoutId(change.event), options)
      await announce(stored, { ...options, key: `${options.key}:announce` })
      return stored
    }
    case 'update':
    case 'move':
      return updateCalendarEvent(change.event, options)
    case 'remove':
      try {
        await removeCalendarEvent(change.id, options)
      } catch (error) {
        // Removed already (in another tab, by someone else): what the user asked for is done.
        if (!isNotFound(error)) throw error
      }
      return undefined
  }
}

/** The calendar's part of the outbox. */
export const calendarOutbox: OutboxAdapter<ChangeOutboxRecord<'calendar'>> = {
  deliver: (item, signal) => classifiedChange(() => send(item.change, { key: item.kid, signal })),
  refused: (item, error) => {
    log.error('calendar', `The ${item.change.kind} was refused.`, error)
    void reportError(error, t(`calendar.toast.${item.change.kind}Failed`))
  },
}
