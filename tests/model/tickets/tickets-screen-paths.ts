import type {
  ActorScope,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
} from 'xstate'
import {
  clientAccountId,
  ticketAgents,
  ticketStore,
  type StoredTicket,
} from '@mocks/tickets/tickets'
import { ticketsMachine } from '@machines/tickets/tickets.machine'
import type {
  TicketFacts,
  TicketsContext,
  TicketsEvent,
  TicketsInput,
} from '@machines/tickets/tickets.types'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'
import { greedyCover } from '../support/greedy-cover'
import { allEventlessTransitions } from '../support/macrostep-coverage'
import {
  allStateIds,
  allTransitions,
  transitionPaths,
  type ModelPath,
  type ModelStep,
} from '../support/model-paths'
import { eventLabel, kid, serializeState, texts, uncoveredFromTheStart } from './tickets-model'

/** How many rows the list reads at first (src/services/tickets/ticket-reads.ts). */
const TICKET_WINDOW = 100

/*
 * The tickets machine's paths that the real tickets screen can walk, on the demo server's own
 * tickets. The model is the machine itself, with what the screen does by itself around it: it
 * tells the machine what the store shows of the ticket being read (at once after opening it, and
 * after each change the user made to it), and the store follows the changes the machine queued.
 * Its events are what a user can do on the screen (click a folder, type a search, go Back, click
 * a row, write, send, choose in the pickers, tick boxes) and how the demo server answers a reply
 * (taken, or refused), offered only where the screen offers them.
 */

export type Role = 'agent' | 'customer'

/** The three tickets a path works with, from the demo server's seed, and what is typed. */
export interface Cast {
  role: Role
  /** A new ticket (opening it marks it read). */
  fresh: StoredTicket
  /** A ticket that takes replies, whose status no reply changes. */
  open: StoredTicket
  /** A closed ticket. */
  closed: StoredTicket
  /** The agent tickets are assigned to. */
  agent: { id: number; name: string; email: string; avatar: string }
  /** What the search box is given: a word of the open ticket's subject. */
  search: string
  /** A ticket the server does not have until a path says it arrives. */
  newcomerId: number
  /** The tickets of the plain list's first window, newest first: what the box of all picks. */
  window: number[]
}

/** The cast of a role: an agent (the demo admin) sees every ticket, a customer their own. */
export function castOf(role: Role): Cast {
  // Copies: the demo server changes its own tickets as paths run.
  const seed = structuredClone(ticketStore.get())
  const theirs =
    role === 'agent' ? seed : seed.filter((ticket) => ticket.customer_id === clientAccountId)
  const first = (status: string) => theirs.find((ticket) => ticket.status_tk === status)!
  const open = first('Open')
  const agent = ticketAgents().find((each) => each.id !== open.agent_id)!
  return {
    role,
    fresh: first('New'),
    open,
    closed: first('Closed'),
    agent: { id: agent.id, name: agent.name, email: agent.email, avatar: agent.avatar ?? '' },
    search: open.subject!.split(' ')[0]!,
    newcomerId: 90_000,
    window: theirs.slice(0, TICKET_WINDOW).map((ticket) => ticket.id_tk),
  }
}

/** What the store shows of a ticket, as the model follows it. */
export interface StoreFacts {
  status: TicketFacts['status']
  assigneeId: number | null
}

/** A machine snapshot and what the screen model keeps beside it. */
export type ScreenSnapshot = AnyMachineSnapshot & {
  role: Role
  /** What the store shows of the cast's tickets (and of the newcomer, once it arrived). */
  store: Record<number, StoreFacts>
  /** Gestures made so far. */
  made: number
  /** The machine's own steps of the screen's last step: the gesture, then what the store showed. */
  trail: ModelStep[]
  /** At the start only: the machine's own first snapshot, before the screen told it anything. */
  origin?: AnyMachineSnapshot
}

/** A screen event that is not the machine's: the demo server's answer, or a ticket arriving. */
export type ServerEvent =
  | { type: 'screen.reply'; taken: boolean }
  | { type: 'screen.arrives'; status: 'New' | 'Open' }
  | { type: 'screen.leaves' }

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as TicketsContext
const readerOf = (snapshot: AnyMachineSnapshot) => (snapshot.value as { reader: string }).reader

/** How many gestures a path makes: enough for a draft kept while another ticket is read. */
export const MOST_GESTURES = 4

/** The store's facts after the machine took `event` from `before` to `after`. */
function storeAfter(
  store: Record<number, StoreFacts>,
  before: AnyMachineSnapshot,
  event: AnyEventObject,
  after: AnyMachineSnapshot,
): Record<number, StoreFacts> {
  const was = contextOf(before)
  const now = contextOf(after)
  const next = { ...store }
  const set = (id: number, patch: Partial<StoreFacts>) => {
    if (next[id]) next[id] = { ...next[id]!, ...patch }
  }
  switch (event.type) {
    case 'tickets.shown':
      // A new ticket opened is marked read: the store shows it open at once.
      if (readerOf(before) !== 'open' && event.ticket?.status === 'New') {
        set(event.id, { status: 'Open' })
      }
      break
    case 'tickets.status':
      if (now.opened?.status !== was.opened?.status) set(was.openId!, { status: event.status })
      break
    case 'tickets.assign':
      if (now.opened?.assigneeId !== was.opened?.assigneeId) {
        set(was.openId!, { assigneeId: event.assignee?.id ?? null })
      }
      break
    case 'tickets.bulk.status':
    case 'tickets.bulk.assign':
      if (was.selected.length > 0 && now.selected.length === 0) {
        for (const ticket of event.tickets as TicketFacts[]) {
          if (!was.selected.includes(ticket.id)) continue
          set(
            ticket.id,
            event.type === 'tickets.bulk.status'
              ? { status: event.status }
              : { assigneeId: event.assignee?.id ?? null },
          )
        }
      }
      break
  }
  return next
}

/** The facts the screen tells the machine of a stored ticket. */
const factsOf = (id: number, store: Record<number, StoreFacts>): TicketFacts | null =>
  store[id] ? { id, ...store[id]! } : null

const sameFacts = (a: TicketFacts | null, b: TicketFacts | null) =>
  JSON.stringify(a) === JSON.stringify(b)

/**
 * The machine as the screen runs it: each screen event is the machine's event (or, for the
 * server's, what it becomes), then what the store shows of the ticket being read, as often as it
 * shows something new, the store following what the machine queued.
 */
export function screenLogic(cast: Cast): AnyStateMachine {
  const withScreen = (
    snapshot: AnyMachineSnapshot,
    extra: Omit<ScreenSnapshot, keyof AnyMachineSnapshot>,
  ) => ({ ...snapshot, ...extra }) as ScreenSnapshot
  const initialStore: Record<number, StoreFacts> = Object.fromEntries(
    [cast.fresh, cast.open, cast.closed].map((ticket) => [
      ticket.id_tk,
      { status: ticket.status_tk, assigneeId: ticket.agent_id ?? null },
    ]),
  )

  /** One screen step: `first` (the gesture, or nothing), then what the store shows, as it shows it. */
  const step = (
    from: AnyMachineSnapshot,
    fromStore: Record<number, StoreFacts>,
    scope: ActorScope<never, never>,
    first: AnyEventObject | null,
    told: string | null,
  ) => {
    const trail: ModelStep[] = []
    let store = fromStore
    let machine = from
    const take = (machineEvent: AnyEventObject) => {
      const next = ticketsMachine.transition(machine, machineEvent as never, scope as never)
      store = storeAfter(store, machine, machineEvent, next)
      trail.push({ event: machineEvent, state: next })
      machine = next
    }
    if (first) take(first)
    // The screen tells the machine what the store shows of the ticket being read: whenever the
    // reading pane changes state (the screen's effect runs again), and whenever the store shows
    // it otherwise than the machine has it.
    for (let turn = 0; turn < 4; turn++) {
      const { openId, opened } = contextOf(machine)
      const reader = readerOf(machine)
      if (openId === null || reader === 'closed') break
      const shown = factsOf(openId, store)
      const tell =
        reader !== told ||
        reader === 'opening' ||
        (reader === 'missing' && shown !== null) ||
        (reader === 'open' && !sameFacts(shown, opened))
      if (!tell) break
      told = reader
      take({ type: 'tickets.shown', id: openId, ticket: shown, kid })
    }
    return { machine, store, trail }
  }

  return {
    ...ticketsMachine,
    getInitialSnapshot: (scope: ActorScope<never, never>, input: unknown) => {
      const start = ticketsMachine.getInitialSnapshot(scope as never, input as never)
      const { machine, store, trail } = step(start, initialStore, scope, null, null)
      return withScreen(machine, { role: cast.role, store, made: 0, trail, origin: start })
    },
    transition: (
      snapshot: ScreenSnapshot,
      event: AnyEventObject,
      scope: ActorScope<never, never>,
    ) => {
      let store = snapshot.store
      let first: AnyEventObject | null = null
      if (event.type === 'screen.reply') {
        const reply = contextOf(snapshot).sent[0]!
        first = { type: 'tickets.reply.settled', kid: reply.kid, taken: event.taken }
      } else if (event.type === 'screen.arrives') {
        store = { ...store, [cast.newcomerId]: { status: event.status, assigneeId: null } }
      } else if (event.type === 'screen.leaves') {
        store = Object.fromEntries(
          Object.entries(store).filter(([id]) => Number(id) !== cast.newcomerId),
        )
      } else {
        first = event
      }
      const next = step(snapshot, store, scope, first, readerOf(snapshot))
      const gesture = event.type.startsWith('tickets.') ? 1 : 0
      return withScreen(next.machine, {
        role: cast.role,
        store: next.store,
        made: snapshot.made + gesture,
        trail: next.trail,
      })
    },
  } as unknown as AnyStateMachine
}

/** Whether the screen lists a ticket in the machine's view, by the model's store. */
function listed(snapshot: ScreenSnapshot, ticket: StoredTicket): boolean {
  const { folder, query } = contextOf(snapshot)
  const facts = snapshot.store[ticket.id_tk]
  if (!facts) return false
  if (folder !== 'all' && facts.status !== folder) return false
  return !query || (ticket.subject ?? '').toLowerCase().includes(query.toLowerCase())
}

/** Every screen event a user (or the demo server) can bring about in this state. */
export function screenEvents(cast: Cast) {
  return (state: AnyMachineSnapshot): AnyEventObject[] => {
    const snapshot = state as ScreenSnapshot
    const context = contextOf(snapshot)
    const reader = readerOf(snapshot)
    const agent = cast.role === 'agent'
    const events: (TicketsEvent | ServerEvent)[] = []
    const typing = snapshot.matches({ search: 'typing' })
    if (typing) events.push({ type: 'xstate.after.searchDelay.tickets.search.typing' } as never)

    // A reply on its way: the demo server answers it before the user does more.
    if (context.sent.length > 0) {
      events.push({ type: 'screen.reply', taken: true }, { type: 'screen.reply', taken: false })
      return events as AnyEventObject[]
    }
    // The ticket of a link that the server did not have arrives (the list is refreshed), and goes.
    if (context.openId === cast.newcomerId) {
      if (reader === 'missing') {
        events.push(
          { type: 'screen.arrives', status: 'New' },
          { type: 'screen.arrives', status: 'Open' },
        )
      }
      if (reader === 'open') events.push({ type: 'screen.leaves' })
    }
    if (snapshot.made >= MOST_GESTURES) return events as AnyEventObject[]

    const open = reader === 'open' ? snapshot.store[context.openId!] : undefined
    const draft = context.openId !== null ? context.drafts[context.openId] : undefined
    const writing = Object.values(context.drafts).some((each) => each.text !== '')

    // Picking for a bulk change: the rows' boxes and the box of all, on the plain list.
    if (agent && reader === 'closed' && !typing && context.folder === 'all' && !context.query) {
      const picked = context.selected
      if (picked.length === 0) {
        events.push({ type: 'tickets.select.toggle', id: cast.fresh.id_tk })
        events.push({ type: 'tickets.select.all', ids: cast.window })
      } else {
        events.push({ type: 'tickets.select.none' })
        if (picked.length === 1) {
          const shown = picked.map((id) => factsOf(id, snapshot.store)!).filter(Boolean)
          events.push(
            { type: 'tickets.bulk.status', status: 'Resolved', tickets: shown, kid },
            { type: 'tickets.bulk.assign', assignee: cast.agent, tickets: shown, kid },
          )
        }
      }
      if (picked.length > 0) return events as AnyEventObject[]
    }
    if (context.selected.length > 0) return events as AnyEventObject[]

    // The list: folders, the search, Back and Forward (agents; a customer's list is short).
    if (agent && !writing) {
      events.push(
        { type: 'tickets.folder', folder: context.folder === 'all' ? 'New' : 'all' },
        { type: 'tickets.search', text: context.typed ? '' : cast.search },
      )
      if (!typing) {
        events.push(
          { type: 'tickets.location', folder: 'all', query: '', openId: null },
          {
            type: 'tickets.location',
            folder: 'Open',
            query: cast.search.toLowerCase(),
            openId: cast.open.id_tk,
          },
          { type: 'tickets.location', folder: 'all', query: '', openId: cast.newcomerId },
        )
      }
    }
    if (typing) return events as AnyEventObject[]

    // Reading: a listed ticket's row, and Back to the list.
    for (const ticket of [cast.fresh, cast.open, cast.closed]) {
      if (ticket.id_tk !== context.openId && listed(snapshot, ticket)) {
        events.push({ type: 'tickets.open', id: ticket.id_tk })
      }
    }
    if (reader !== 'closed') events.push({ type: 'tickets.close' })

    // Writing, where the ticket takes replies.
    if (open && open.status !== 'Closed' && context.openId === cast.open.id_tk) {
      const text = draft?.text ?? ''
      if (text === '') {
        events.push(
          { type: 'tickets.draft', text: texts.hello },
          { type: 'tickets.draft', text: texts.blank },
          { type: 'tickets.draft', text: texts.long },
        )
      } else {
        events.push({ type: 'tickets.draft', text: '' })
      }
      if (agent && text === texts.hello) {
        events.push({
          type: 'tickets.mode',
          mode: draft?.mode === 'note' ? 'reply' : 'note',
        })
      }
      events.push({ type: 'tickets.send', kid })
    }

    // An agent's changes to the ticket read.
    if (agent && open && !writing) {
      events.push(
        { type: 'tickets.status', status: open.status === 'Pending' ? 'Open' : 'Pending', kid },
        {
          type: 'tickets.assign',
          assignee: open.assigneeId === cast.agent.id ? null : cast.agent,
          kid,
        },
      )
    }
    return events as AnyEventObject[]
  }
}

/** The key of a screen state: the machine's, and what the store shows. */
export const serializeScreenState = (snapshot: AnyMachineSnapshot) => {
  const screen = snapshot as ScreenSnapshot
  return `${serializeState(snapshot)} ${JSON.stringify(screen.store)} ${screen.made}`
}

/** A step's event as the user or the demo server brings it about on screen. */
export function screenLabel(event: EventObject): string {
  const e = event as AnyEventObject
  switch (e.type) {
    case 'screen.reply':
      return e.taken ? 'the server takes the reply' : 'the server refuses the reply'
    case 'screen.arrives':
      return `the ticket arrives on the server (${e.status})`
    case 'screen.leaves':
      return 'the ticket leaves the server'
    case 'tickets.folder':
      return `folder ${e.folder} clicked`
    case 'tickets.search':
      return e.text ? 'a search typed' : 'the search cleared'
    case 'tickets.location':
      return e.openId === null
        ? 'Back to the plain list'
        : e.openId >= 90_000
          ? 'a link to a ticket the server does not have'
          : 'a link to a folder, a search and a ticket'
    case 'tickets.select.all':
      return 'the box of all ticked'
    case 'tickets.draft':
      return e.text === texts.long
        ? 'a reply over 5,000 characters written'
        : e.text === texts.blank
          ? 'blanks written'
          : e.text
            ? 'a reply written'
            : 'the composer cleared'
    case 'tickets.send':
      return 'Send'
    default:
      return eventLabel(event)
  }
}

/** Where a screen path starts: the plain list, or a link to the ticket that takes replies. */
export type Start = 'list' | 'link'

/** A screen path, for whom, and where it starts. */
export type ScreenPath = ModelPath & { cast: Cast; start: Start }

/** The address a path opens the screen at. */
export const startUrl = (path: ScreenPath) =>
  path.start === 'link' ? `/apps/tickets?ticket=${path.cast.open.id_tk}` : '/apps/tickets'

/** The machine's input for a path: its role, and the ticket of its link. */
export function inputOf(path: ScreenPath): TicketsInput {
  return {
    agent: path.cast.role === 'agent',
    me: { id: null, name: '', email: '', avatar: '' },
    folder: 'all',
    query: '',
    openId: path.start === 'link' ? path.cast.open.id_tk : null,
  }
}

/**
 * Every transition path of the screen model of a role (for each state and each event the screen
 * offers there, the shortest path to the state, then that event), as readable scenarios.
 */
export function screenPaths(role: Role, start: Start = 'list'): ScreenPath[] {
  const cast = castOf(role)
  return transitionPaths(screenLogic(cast), {
    events: screenEvents(cast),
    serializeState: serializeScreenState,
    limit: TRAVERSAL_LIMIT,
    input: inputOf({ cast, start } as ScreenPath),
  }).map((path) => ({
    ...labelled(path, screenLabel, `${role}${start === 'link' ? ' from a link' : ''}: `),
    cast,
    start,
  }))
}

/** The machine's own steps of a screen path: each screen step's gesture and what followed it. */
export function machinePathOf(path: ModelPath): ModelPath {
  const start = path.steps[0]!
  const { origin, trail } = start.state as ScreenSnapshot
  // What the screen told the machine before the first gesture, from the machine's own start.
  const steps = [
    { event: start.event, state: origin ?? start.state },
    ...trail,
    ...path.steps.slice(1).flatMap((step) => (step.state as ScreenSnapshot).trail),
  ]
  return { description: path.description, steps }
}

/** Behaviours that take more than one transition to see, each a coverage item of its own. */
export const screenScenarios: Record<string, (path: ModelPath) => boolean> = {
  'a new ticket opened is marked read, and shows open at once': (path) =>
    path.steps.some((step) =>
      (step.state as ScreenSnapshot).trail.some(
        (taken) =>
          taken.event.type === 'tickets.shown' &&
          (taken.event as AnyEventObject).ticket?.status === 'New',
      ),
    ),
  'a refused reply’s text comes back to its empty composer': (path) =>
    path.steps.some(
      (step) =>
        step.event.type === 'screen.reply' &&
        !(step.event as AnyEventObject).taken &&
        Object.values(contextOf(step.state).drafts).some((draft) => draft.text === texts.hello),
    ),
  'a draft kept while another ticket is read': (path) =>
    path.steps.some(
      (step, index) =>
        step.event.type === 'tickets.open' &&
        index > 0 &&
        Object.values(contextOf(path.steps[index - 1]!.state).drafts).some((d) => d.text !== ''),
    ),
  'an internal note sent': (path) =>
    path.steps.some(
      (step) =>
        step.event.type === 'tickets.send' &&
        contextOf(step.state).sent.some((reply) => reply.mode === 'note'),
    ),
}

/** The machine's states and transitions a path takes, its screen events and scenarios. */
export function coverageItems(paths: ScreenPath[]): Set<string> {
  const machinePaths = paths.map(machinePathOf)
  const missed = uncoveredFromTheStart(machinePaths, paths.map(inputOf))
  const transitions = [
    ...allTransitions(ticketsMachine),
    ...allEventlessTransitions(ticketsMachine),
  ]
  return new Set([
    ...allStateIds(ticketsMachine)
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

/** The main paths: the fewest of `candidates` that cover all they cover (support/greedy-cover.ts). */
export function mainPaths(candidates: ScreenPath[], already = new Set<string>()): ScreenPath[] {
  return greedyCover(candidates, (path) => coverageItems([path]), already)
}
