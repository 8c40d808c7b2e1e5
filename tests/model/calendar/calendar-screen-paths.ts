import {
  createActor,
  type ActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate'
import { seedCalendarEvents } from '@mocks/calendar/calendar-events'
import { blankForm, toCalendarEvent, type CalendarEvent } from '@models/calendar/calendar'
import { calendarEventsMachine } from '@machines/calendar/calendar-events.machine'
import type {
  CalendarEventsContext,
  CalendarEventsEvent,
} from '@machines/calendar/calendar-events.types'
import { TRAVERSAL_LIMIT } from '../support/generated-paths'
import { greedyCover } from '../support/greedy-cover'
import { allEventlessTransitions, uncoveredMacrosteps } from '../support/macrostep-coverage'
import {
  allStateIds,
  allTransitions,
  transitionPaths,
  type ModelPath,
  type ModelStep,
} from '../support/model-paths'

/*
 * The calendar events machine's paths that the real calendar screen can walk in jsdom. The model
 * is the machine; its events are what the screen brings it: what a user does in the drawer and the
 * sidebar, and what the store then shows it (the user's change at once, another tab's removal, the
 * server's id for an added event). A drag needs a browser: moves are left to the browser tests.
 *
 * The demo server takes every change at once, except an addition, which it holds until the path
 * answers it: the changes made meanwhile wait behind it, in order, as the outbox sends them.
 */

/** The events the screen starts with: the demo server's seed. */
export const seeded = (): CalendarEvent[] => seedCalendarEvents().map(toCalendarEvent)

/** What the user opens, changes and removes; the event another tab removes besides. */
export const opened = 'Design Review'
export const other = 'Meditation'
export const added = 'Lunch with Ana'
/** What an update makes of a title. */
export const updatedTitle = (title: string) => `${title} (updated)`

/** The temporary id the path gives the added event, and the id the demo server gives it. */
const TEMPORARY_ID = -1
const serverId = () => Math.max(...seeded().map((event) => event.id)) + 1

/** A change of the user's waiting behind the addition the server holds. */
type Waiting =
  | { kind: 'add'; event: CalendarEvent }
  | { kind: 'update'; event: CalendarEvent }
  | { kind: 'remove'; id: number }

/** What the screen's store holds, as far as the machine is shown it. */
export interface Store {
  server: CalendarEvent[]
  waiting: Waiting[]
  /** The server answered the addition: the added event has its own id. */
  answered: boolean
  /** The Business category is filtered out. */
  hidden: boolean
  /** The kinds of change the user made so far (each at most once a path). */
  made: string[]
  /** Titles another tab removed. */
  elsewhere: string[]
}

/** A screen event: what the user does, or what happens elsewhere. */
export type ScreenEvent =
  | { type: 'screen.openAdd' }
  | { type: 'screen.close' }
  | { type: 'screen.add' }
  | { type: 'screen.open'; title: string }
  | { type: 'screen.update' }
  | { type: 'screen.remove' }
  | { type: 'screen.filter' }
  | { type: 'screen.elsewhere'; title: string }
  | { type: 'screen.answer' }

/**
 * A snapshot of the screen: the machine's, the store's, and the machine's own steps that brought
 * it (each machine event of the last screen event, with the snapshot it led to).
 */
export type ScreenSnapshot = AnyMachineSnapshot & { store: Store; applied: ModelStep[] }

/** The most changes a user makes in one path: enough to queue two behind an addition. */
const MOST_CHANGES = 3

const applyWaiting = (events: CalendarEvent[], change: Waiting): CalendarEvent[] => {
  switch (change.kind) {
    case 'add':
      return [...events, change.event]
    case 'update':
      return events.map((event) => (event.id === change.event.id ? change.event : event))
    case 'remove':
      return events.filter((event) => event.id !== change.id)
  }
}

const renamedIn = (change: Waiting, id: number): Waiting =>
  change.kind === 'remove'
    ? { ...change, id: change.id === TEMPORARY_ID ? id : change.id }
    : {
        ...change,
        event: { ...change.event, id: change.event.id === TEMPORARY_ID ? id : change.event.id },
      }

/** The machine's `calendar.events.shown` for what the store holds now. */
function shownOf(store: Store): CalendarEventsEvent {
  const events = store.waiting
    .reduce(applyWaiting, store.server)
    .filter((event) => !(store.hidden && event.category === 'Business'))
  return {
    type: 'calendar.events.shown',
    events,
    renamed: store.answered ? { [TEMPORARY_ID]: serverId() } : {},
  }
}

/** The store after a change of the user's: behind the held addition, or taken at once. */
function changed(store: Store, change: Waiting): Store {
  const made = [...store.made, change.kind]
  if (change.kind === 'add' || store.waiting.length > 0) {
    return { ...store, made, waiting: [...store.waiting, change] }
  }
  return { ...store, made, server: applyWaiting(store.server, change) }
}

/** The addition answered: it and what waited behind it are taken, in order. */
function answered(store: Store): Store {
  const id = serverId()
  const server = store.waiting
    .map((change) => renamedIn(change, id))
    .reduce(applyWaiting, store.server)
  return { ...store, server, waiting: [], answered: true }
}

const editedOf = (snapshot: AnyMachineSnapshot) => {
  const { editor } = snapshot.context as CalendarEventsContext
  return editor?.mode === 'edit' ? editor.event : undefined
}

/** An event's fields, as the form saves them. */
const fieldsOf = ({ id: _id, ...fields }: CalendarEvent) => fields

/** The machine events one screen event brings, and the store after it. */
function machineEventsOf(
  snapshot: ScreenSnapshot,
  event: ScreenEvent,
): { first: CalendarEventsEvent | null; store: Store } {
  const { store } = snapshot
  const shown = (snapshot.context as CalendarEventsContext).shown
  switch (event.type) {
    case 'screen.openAdd':
      return { first: { type: 'calendar.editor.add', initial: blankForm(new Date()) }, store }
    case 'screen.close':
      return { first: { type: 'calendar.editor.close' }, store }
    case 'screen.open': {
      const target = shown.find((each) => each.title === event.title)!
      return { first: { type: 'calendar.editor.edit', id: target.id }, store }
    }
    case 'screen.add': {
      const fields = fieldsOf({ ...seeded()[0]!, title: added })
      return {
        first: { type: 'calendar.event.add', key: 'add', id: TEMPORARY_ID, fields },
        store: changed(store, { kind: 'add', event: { ...fields, id: TEMPORARY_ID } }),
      }
    }
    case 'screen.update': {
      const edited = editedOf(snapshot)!
      const { id, ...fields } = { ...edited, title: updatedTitle(edited.title) }
      return {
        first: { type: 'calendar.event.update', key: 'update', fields },
        store: changed(store, { kind: 'update', event: { ...fields, id } }),
      }
    }
    case 'screen.remove':
      return {
        first: { type: 'calendar.event.remove', key: 'remove' },
        store: changed(store, { kind: 'remove', id: editedOf(snapshot)!.id }),
      }
    case 'screen.filter':
      return { first: null, store: { ...store, hidden: !store.hidden } }
    case 'screen.elsewhere':
      return {
        first: null,
        store: {
          ...store,
          server: store.server.filter((each) => each.title !== event.title),
          elsewhere: [...store.elsewhere, event.title],
        },
      }
    case 'screen.answer':
      return { first: null, store: answered(store) }
  }
}

/** The machine with the screen's store around it, as logic xstate/graph can traverse. */
function screenLogic(mayChange: boolean) {
  const scopeOf = (scope: ActorScope<never, never>) => scope as never
  return {
    ...calendarEventsMachine,
    getInitialSnapshot: (scope: ActorScope<never, never>) => {
      const start = calendarEventsMachine.getInitialSnapshot(scopeOf(scope), { mayChange })
      const store: Store = {
        server: seeded(),
        waiting: [],
        answered: false,
        hidden: false,
        made: [],
        elsewhere: [],
      }
      // The screen opens on what the first load brought.
      const first = shownOf(store)
      const loaded = calendarEventsMachine.transition(start, first, scopeOf(scope))
      return { ...loaded, store, applied: [{ event: first, state: loaded }] }
    },
    transition: (snapshot: ScreenSnapshot, event: EventObject, scope: ActorScope<never, never>) => {
      const { first, store } = machineEventsOf(snapshot, event as ScreenEvent)
      const applied: ModelStep[] = []
      let machine: AnyMachineSnapshot = snapshot
      if (first) {
        machine = calendarEventsMachine.transition(machine as never, first, scopeOf(scope))
        applied.push({ event: first, state: machine })
      }
      if (store !== snapshot.store) {
        const shown = shownOf(store)
        machine = calendarEventsMachine.transition(machine as never, shown, scopeOf(scope))
        applied.push({ event: shown, state: machine })
      }
      return { ...machine, store, applied }
    },
  } as unknown as AnyStateMachine
}

/** What the screen shows of a machine snapshot: its state, the titles shown, the drawer. */
export function screenStateKey(snapshot: AnyMachineSnapshot): string {
  const { shown, editor } = snapshot.context as CalendarEventsContext
  return JSON.stringify([
    snapshot.value,
    shown.map((event) => `${event.title}${event.id < 0 ? ' (new)' : ''}`).sort(),
    editor?.mode === 'edit' ? editor.event.title : (editor?.mode ?? null),
  ])
}

const serializeScreenState = (snapshot: AnyMachineSnapshot) => {
  const { store } = snapshot as ScreenSnapshot
  return `${screenStateKey(snapshot)} ${JSON.stringify({
    ...store,
    server: store.server.map((event) => event.title),
  })}`
}

/** What the user and the world can bring, state by state, as the screen offers it. */
function screenEvents(mayChange: boolean) {
  return (snapshot: AnyMachineSnapshot): ScreenEvent[] => {
    const { store } = snapshot as ScreenSnapshot
    const { shown } = snapshot.context as CalendarEventsContext
    const isShown = (title: string) => shown.some((event) => event.title === title)
    const canMake = (kind: string) =>
      mayChange && store.made.length < MOST_CHANGES && !store.made.includes(kind)
    const events: ScreenEvent[] = []
    const holding = store.waiting.length > 0
    // Another tab's change, while none of the user's waits (it would meet them on the server).
    if (!holding) {
      for (const title of [opened, other]) {
        if (store.server.some((event) => event.title === title) && store.elsewhere.length === 0) {
          events.push({ type: 'screen.elsewhere', title })
        }
      }
    }
    if (holding && !store.answered) events.push({ type: 'screen.answer' })
    if (snapshot.matches('idle')) {
      if (canMake('add')) events.push({ type: 'screen.openAdd' })
      for (const title of [opened, added])
        if (isShown(title)) events.push({ type: 'screen.open', title })
      events.push({ type: 'screen.filter' })
      return events
    }
    events.push({ type: 'screen.close' })
    if (snapshot.matches('adding') && canMake('add')) events.push({ type: 'screen.add' })
    if (snapshot.matches('editing')) {
      if (canMake('update')) events.push({ type: 'screen.update' })
      if (canMake('remove')) events.push({ type: 'screen.remove' })
    }
    return events
  }
}

/** A screen event as a person reads it. */
export function screenLabel(event: EventObject): string {
  const screenEvent = event as ScreenEvent
  switch (screenEvent.type) {
    case 'screen.openAdd':
      return 'Add Event'
    case 'screen.close':
      return 'the drawer closed'
    case 'screen.add':
      return `"${added}" added`
    case 'screen.open':
      return `"${screenEvent.title}" opened`
    case 'screen.update':
      return 'the event renamed'
    case 'screen.remove':
      return 'the event deleted'
    case 'screen.filter':
      return 'Business toggled'
    case 'screen.elsewhere':
      return `"${screenEvent.title}" removed elsewhere`
    case 'screen.answer':
      return 'the server answered the addition'
    default:
      return event.type
  }
}

/** A screen path, and whose it is. */
export type ScreenPath = ModelPath<ScreenEvent> & { role: 'admin' | 'client' }

/** The machine's own path of a screen path: each machine event a step brought, in turn. */
export function machinePath(path: ModelPath): ModelPath {
  const [first, ...rest] = path.steps.map((step) => step.state as ScreenSnapshot)
  const { mayChange } = first!.context as CalendarEventsContext
  // The machine before the screen's first `shown`.
  const start = createActor(calendarEventsMachine, { input: { mayChange } }).getSnapshot()
  const steps: ModelStep[] = [{ event: { type: 'xstate.init' }, state: start }]
  for (const state of [first!, ...rest]) steps.push(...state.applied)
  return { description: path.description, steps }
}

const stepsOf = (path: ModelPath) =>
  path.steps.slice(1).map((step, index) => ({
    event: step.event as ScreenEvent,
    before: path.steps[index]!.state as ScreenSnapshot,
    after: step.state as ScreenSnapshot,
  }))

/** What takes more than one transition to show, and the paths that show it. */
export const screenScenarios: Record<string, (path: ModelPath) => boolean> = {
  'the drawer follows the added event it shows when the server gives it its own id': (path) =>
    stepsOf(path).some(
      ({ event, before, after }) =>
        event.type === 'screen.answer' &&
        (editedOf(before)?.id ?? 0) < 0 &&
        after.matches('editing'),
    ),
  'changes made while an addition waits are sent after it, in order': (path) =>
    stepsOf(path).some(
      ({ event, before }) => event.type === 'screen.answer' && before.store.waiting.length > 1,
    ),
  'the form closes, saying so, when another tab removes the event it shows': (path) =>
    stepsOf(path).some(
      ({ event, before, after }) =>
        event.type === 'screen.elsewhere' && before.matches('editing') && after.matches('idle'),
    ),
  'another tab’s change shows while the add form is open': (path) =>
    stepsOf(path).some(
      ({ event, before }) => event.type === 'screen.elsewhere' && before.matches('adding'),
    ),
}

/**
 * Every state and transition of the machine the paths take, every screen event and every scenario
 * of `screenScenarios` they show, as coverage items.
 */
export function coverageItems(paths: ModelPath[]): Set<string> {
  const machinePaths = paths.map(machinePath)
  const missed = uncoveredMacrosteps(calendarEventsMachine, machinePaths)
  const transitions = [
    ...allTransitions(calendarEventsMachine),
    ...allEventlessTransitions(calendarEventsMachine),
  ]
  return new Set([
    ...allStateIds(calendarEventsMachine)
      .filter((id) => !missed.states.includes(id))
      .map((id) => `state ${id}`),
    ...transitions
      .filter((key) => !missed.transitions.includes(key))
      .map((key) => `transition ${key}`),
    ...paths.flatMap((path) =>
      path.steps.slice(1).map((step) => `event ${screenLabel(step.event)}`),
    ),
    ...Object.entries(screenScenarios)
      .filter(([, shows]) => paths.some(shows))
      .map(([name]) => `scenario ${name}`),
  ])
}

/** Every transition path of the screen for one role. */
function rolePaths(role: 'admin' | 'client'): ScreenPath[] {
  const mayChange = role === 'admin'
  return transitionPaths<ScreenEvent>(screenLogic(mayChange), {
    events: screenEvents(mayChange) as never,
    serializeState: serializeScreenState,
    limit: TRAVERSAL_LIMIT,
  }).map((path) => ({
    ...path,
    role,
    description: `${role}: ${path.steps
      .slice(1)
      .map((step) => screenLabel(step.event))
      .join(' → ')} ⇒ ${JSON.stringify(path.steps.at(-1)!.state.value)}`,
  }))
}

/**
 * The main paths: of every path the screen offers, the fewest (greedily) that take every state
 * and transition of the machine that jsdom can, and every screen event; the admin's first, then
 * what only a client's add.
 */
export function mainScreenPaths(): ScreenPath[] {
  const admin = greedyCover(rolePaths('admin'), (path) => coverageItems([path]))
  const client = greedyCover(
    rolePaths('client'),
    (path) => coverageItems([path]),
    coverageItems(admin),
  )
  return [...admin, ...client]
}
