/*
 * What the calendar events machine must decide, step by step, written apart from the machine and
 * the models it calls (nothing here is imported from machines/ or models/), from SPEC.md and the
 * issue that moved the calendar onto the local store:
 *
 * - SPEC.md section 3: an event has an id, title, start, end, allDay, url and a category.
 * - SPEC.md section 6: a client reads the team calendar; only who manages it changes it. A client
 *   sees an event's details; the admin gets its form.
 * - The issue: a change (add, update, move, remove) is recorded as queued in the outbox, under the
 *   key the screen made for it, and the drawer closes at once. An event is changed only while it is
 *   shown; an added event carries its temporary id. The drawer follows its event when the server
 *   gives it its own id, and closes, telling the user, when the event is no longer shown. An
 *   update or a removal is told at once; an addition is told by the real API when it is sent.
 * - FullCalendar reports a drag as new Dates: an all-day event's dates are then the local days,
 *   a timed event's ISO instants.
 */

/** An event as the machine is shown it. */
export interface ShownEvent {
  id: number
  title: string
  start: string
  end: string | null
  allDay: boolean
  [field: string]: unknown
}

type Editor = { mode: 'add'; initial: unknown } | { mode: 'edit'; event: ShownEvent }

export interface Context {
  mayChange: boolean
  shown: ShownEvent[]
  editor: Editor | null
}

/** A change queued in the outbox, as the machine records it. */
export interface Recorded {
  events: {
    type: 'change.queued'
    area: 'calendar'
    kid: string
    change: Record<string, unknown>
  }[]
}

export type Told = 'update' | 'remove' | 'gone'

export interface Expected {
  value: string
  context: Context
  recorded: Recorded[]
  told: Told[]
}

type Payload = Record<string, unknown> & { type: string }

const pad = (value: number) => String(value).padStart(2, '0')
/** A Date's day where the browser is: what an all-day event keeps of a drag. */
const dayHere = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

function dragged(event: ShownEvent, to: { start: Date; end: Date | null; allDay: boolean }) {
  const write = (date: Date) => (to.allDay ? dayHere(date) : date.toISOString())
  return {
    ...event,
    allDay: to.allDay,
    start: write(to.start),
    end: to.end ? write(to.end) : null,
  }
}

const queued = (kid: string, change: Record<string, unknown>): Recorded => ({
  events: [{ type: 'change.queued', area: 'calendar', kid, change }],
})

/** The machine's next state, context and effects after `event`, by the rules above. */
export function expectedStep(value: string, context: Context, event: Payload): Expected {
  const same: Expected = { value, context, recorded: [], told: [] }
  const idle = value === 'idle'
  const shownWith = (id: unknown) => context.shown.find((each) => each.id === id)
  const closed = (told: Told[] = [], recorded: Recorded[] = []): Expected => ({
    value: 'idle',
    context: { ...context, editor: null },
    recorded,
    told,
  })
  const edited = context.editor?.mode === 'edit' ? context.editor.event : undefined

  switch (event.type) {
    case 'calendar.events.shown': {
      const events = event.events as ShownEvent[]
      const renamed = event.renamed as Record<number, number>
      const next = { ...context, shown: events }
      if (!edited) return { ...same, context: next }
      const found =
        events.find((each) => each.id === edited.id) ??
        events.find((each) => each.id === renamed[edited.id])
      if (found) return { ...same, context: { ...next, editor: { mode: 'edit', event: found } } }
      return { value: 'idle', context: { ...next, editor: null }, recorded: [], told: ['gone'] }
    }
    case 'calendar.editor.add':
      if (!idle || !context.mayChange) return same
      return {
        ...same,
        value: 'adding',
        context: { ...context, editor: { mode: 'add', initial: event.initial } },
      }
    case 'calendar.editor.edit': {
      const shown = shownWith(event.id)
      if (!idle || !shown) return same
      return {
        ...same,
        value: context.mayChange ? 'editing' : 'viewing',
        context: { ...context, editor: { mode: 'edit', event: shown } },
      }
    }
    case 'calendar.editor.close':
      return idle ? same : closed()
    case 'calendar.event.add': {
      if (value !== 'adding') return same
      const added = { ...(event.fields as object), id: event.id }
      return closed([], [queued(event.key as string, { kind: 'add', event: added })])
    }
    case 'calendar.event.update': {
      if (value !== 'editing' || !edited) return same
      const updated = { ...(event.fields as object), id: edited.id }
      return closed(['update'], [queued(event.key as string, { kind: 'update', event: updated })])
    }
    case 'calendar.event.remove':
      if (value !== 'editing' || !edited) return same
      return closed(['remove'], [queued(event.key as string, { kind: 'remove', id: edited.id })])
    case 'calendar.event.move': {
      const shown = shownWith(event.id)
      if (!idle || !context.mayChange || !shown) return same
      const moved = dragged(shown, event.to as { start: Date; end: Date | null; allDay: boolean })
      const stays =
        moved.start === shown.start && moved.end === shown.end && moved.allDay === shown.allDay
      if (stays) return same
      return { ...same, recorded: [queued(event.key as string, { kind: 'move', event: moved })] }
    }
    default:
      return same
  }
}
