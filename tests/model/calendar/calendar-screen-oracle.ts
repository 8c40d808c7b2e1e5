/*
 * What the calendar screen must show, and the demo server hold, step by step along a screen path,
 * written apart from the calendar machines, the models they call and the screen's code. The rules:
 *
 * - SPEC.md section 3: an event has a title and one of five categories; section 4: each category
 *   is shown or hidden by the filter (here: Business).
 * - SPEC.md section 6: only who manages the team calendar changes it; a client sees an event's
 *   details in a drawer, the admin its form.
 * - SPEC.md section 7: add-event, update-event and remove-event change the demo calendar; the
 *   real API's `POST events` answers a new event with "Event "<title>" created.", shown to the user.
 * - The issue that moved the calendar onto the local store: a change shows at once, and the drawer
 *   closes at once; until the server has it the event is marked "Saving…"; changes are sent one at
 *   a time in the order made, so those made while an addition waits for the server wait behind it;
 *   an update or a removal is told at once ("Event updated.", "Event deleted."); a drawer whose
 *   event is removed elsewhere closes, saying "This event is no longer on the calendar.".
 * - The screen's form adds an event in the Business category unless told otherwise.
 */

/** What a path does on the screen (as calendar-screen-paths.ts names it). */
export type ScreenAct =
  | { type: 'screen.openAdd' }
  | { type: 'screen.close' }
  | { type: 'screen.add' }
  | { type: 'screen.open'; title: string }
  | { type: 'screen.update' }
  | { type: 'screen.remove' }
  | { type: 'screen.filter' }
  | { type: 'screen.elsewhere'; title: string }
  | { type: 'screen.answer' }

/** An event as the user knows it: the server's id, or 'new' for the one added on this screen. */
interface Known {
  ref: number | 'new'
  title: string
  category: string
}

type Change =
  | { kind: 'add'; event: Known }
  | { kind: 'update'; ref: number | 'new'; title: string }
  | { kind: 'remove'; ref: number | 'new' }

export type Drawer =
  null | { kind: 'add' } | { kind: 'form'; title: string } | { kind: 'details'; title: string }

export interface ExpectedToast {
  severity: 'success' | 'info'
  summary: string
}

/** What the form adds, and what an update makes of a title. */
export const typed = {
  added: 'Lunch with Ana',
  updated: (title: string) => `${title} (updated)`,
}

const apply = (events: Known[], change: Change): Known[] => {
  switch (change.kind) {
    case 'add':
      return [...events, change.event]
    case 'update':
      return events.map((event) =>
        event.ref === change.ref ? { ...event, title: change.title } : event,
      )
    case 'remove':
      return events.filter((event) => event.ref !== change.ref)
  }
}

export class CalendarScreenOracle {
  private server: Known[]
  private waiting: Change[] = []
  private hidden = false
  private drawerRef: { kind: 'add' } | { kind: 'event'; ref: number | 'new' } | null = null
  readonly toasts: ExpectedToast[] = []

  /** `server`: the demo server's events when the screen opens. */
  constructor(
    server: { id: number; title: string; category: string }[],
    private readonly admin: boolean,
  ) {
    this.server = server.map(({ id, title, category }) => ({ ref: id, title, category }))
  }

  /** The events the store shows: the server's, with the user's changes on their way. */
  private stored(): Known[] {
    return this.waiting.reduce(apply, this.server)
  }

  /** A change the user made: behind the addition the server holds, or taken at once. */
  private change(change: Change): void {
    if (change.kind === 'add' || this.waiting.length > 0) this.waiting.push(change)
    else this.server = apply(this.server, change)
  }

  private refOf(title: string): number | 'new' {
    return this.stored().find((event) => event.title === title)!.ref
  }

  private openRef(): number | 'new' {
    if (this.drawerRef?.kind !== 'event') throw new Error('No event is open.')
    return this.drawerRef.ref
  }

  act(act: ScreenAct): void {
    switch (act.type) {
      case 'screen.openAdd':
        this.drawerRef = { kind: 'add' }
        return
      case 'screen.close':
        this.drawerRef = null
        return
      case 'screen.add':
        this.drawerRef = null
        this.change({
          kind: 'add',
          event: { ref: 'new', title: typed.added, category: 'Business' },
        })
        return
      case 'screen.open':
        this.drawerRef = { kind: 'event', ref: this.refOf(act.title) }
        return
      case 'screen.update': {
        const ref = this.openRef()
        const title = this.stored().find((event) => event.ref === ref)!.title
        this.drawerRef = null
        this.toasts.push({ severity: 'success', summary: 'Event updated.' })
        this.change({ kind: 'update', ref, title: typed.updated(title) })
        return
      }
      case 'screen.remove': {
        const ref = this.openRef()
        this.drawerRef = null
        this.toasts.push({ severity: 'success', summary: 'Event deleted.' })
        this.change({ kind: 'remove', ref })
        return
      }
      case 'screen.filter':
        this.hidden = !this.hidden
        return
      case 'screen.elsewhere': {
        const ref = this.refOf(act.title)
        this.server = this.server.filter((event) => event.ref !== ref)
        if (this.drawerRef?.kind === 'event' && this.drawerRef.ref === ref) {
          this.drawerRef = null
          this.toasts.push({
            severity: 'info',
            summary: 'This event is no longer on the calendar.',
          })
        }
        return
      }
      case 'screen.answer':
        this.server = this.waiting.reduce(apply, this.server)
        this.waiting = []
        this.toasts.push({ severity: 'success', summary: `Event "${typed.added}" created.` })
        return
    }
  }

  /** The titles the calendar shows. */
  shown(): string[] {
    return this.stored()
      .filter((event) => !(this.hidden && event.category === 'Business'))
      .map((event) => event.title)
      .sort()
  }

  /** The titles shown with a change on their way. */
  pending(): string[] {
    const refs = new Set(
      this.waiting.map((change) => (change.kind === 'add' ? change.event.ref : change.ref)),
    )
    return this.stored()
      .filter((event) => refs.has(event.ref) && !(this.hidden && event.category === 'Business'))
      .map((event) => event.title)
      .sort()
  }

  /** How many changes wait in the outbox. */
  queued(): number {
    return this.waiting.length
  }

  drawer(): Drawer {
    if (!this.drawerRef) return null
    if (this.drawerRef.kind === 'add') return { kind: 'add' }
    const ref = this.drawerRef.ref
    const title = this.stored().find((event) => event.ref === ref)!.title
    return this.admin ? { kind: 'form', title } : { kind: 'details', title }
  }

  /** The titles the demo server holds. */
  serverTitles(): string[] {
    return this.server.map((event) => event.title).sort()
  }
}
