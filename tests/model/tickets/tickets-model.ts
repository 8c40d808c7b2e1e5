import { createActor, type AnyEventObject, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { ticketsMachine } from '@machines/tickets/tickets.machine'
import type {
  TicketFacts,
  TicketsContext,
  TicketsEvent,
  TicketsInput,
} from '@machines/tickets/tickets.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'
import { uncoveredMacrosteps } from '../support/macrostep-coverage'

/*
 * The tickets machine's model: the events the user, the store (what it shows of the ticket being
 * read), the search's delay and the outbox (how a reply's send ended) can bring, state by state,
 * for an agent and for a customer. Kept small on purpose: one ticket of each kind, one agent, a few
 * texts, one reply on its way at a time, selections only on the plain list.
 */

/** The delayed search's event (XState's `xstate.after.<delay>.<state id>`). */
export const searchDue = 'xstate.after.searchDelay.tickets.search.typing'

/** The tickets of the model as the store shows them: a new one, an open one, a closed one. */
export const facts: Record<number, TicketFacts> = {
  1: { id: 1, status: 'New', assigneeId: null },
  2: { id: 2, status: 'Open', assigneeId: null },
  3: { id: 3, status: 'Closed', assigneeId: 7 },
}

export const agentRecord = { id: 7, name: 'Ivan Petrov', email: 'ivan@example.com', avatar: '' }

export const me = { id: 1, name: 'John Doe', email: 'admin@demo.com', avatar: '' }

/** The texts the composer is given: one to send, blanks only, and one over the 5,000 limit. */
export const texts = { hello: 'Hello, any news?', blank: ' \u200b ', long: 'x'.repeat(5_001) }

/** What the screen starts with for a role: the plain list, nothing open. */
export function inputFor(agent: boolean): TicketsInput {
  return { agent, me, folder: 'all', query: '', openId: null }
}

/**
 * The idempotency key the events carry. One for all: a path has at most one reply on its way, and
 * what a key is for (a change sent twice is made once) is the outbox's and the server's to show.
 */
export const kid = 'kid-1'

const context = (snapshot: AnyMachineSnapshot) => snapshot.context as TicketsContext

/** The open ticket's draft text, or ''. */
const draftText = (state: TicketsContext) =>
  state.openId === null ? '' : (state.drafts[state.openId]?.text ?? '')

/** Something is being written, or on its way, or the composer said why it did not send. */
const writing = (state: TicketsContext) =>
  state.sent.length > 0 ||
  state.problem !== null ||
  Object.values(state.drafts).some((draft) => draft.text !== '' || draft.mode !== 'reply')

/** The ticket being read shows other than the store's copy: the user just changed it. */
const changed = (state: TicketsContext) =>
  state.opened !== null && JSON.stringify(state.opened) !== JSON.stringify(facts[state.opened.id])

/**
 * Every event the user, the store, the search delay and the outbox can bring in this state. One
 * thing at a time, so that the graph stays small: while tickets are picked, only the bulk changes;
 * while something is written, only the composer (and other tickets, whose drafts are their own);
 * after a change to the ticket read, only what the store shows next; else everything.
 */
export function modelEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const state = context(snapshot)
  const events: TicketsEvent[] = []
  const reader = (snapshot.value as { reader: string }).reader
  const typing = snapshot.matches({ search: 'typing' })
  if (typing) events.push({ type: searchDue } as never)

  if (state.selected.length > 0) {
    const shown = [facts[1]!, facts[2]!]
    events.push(
      { type: 'tickets.select.toggle', id: 1 },
      { type: 'tickets.select.none' },
      { type: 'tickets.folder', folder: 'New' },
      { type: 'tickets.bulk.status', status: 'Resolved', tickets: shown, kid },
      { type: 'tickets.bulk.status', status: 'New', tickets: [facts[1]!], kid },
      { type: 'tickets.bulk.assign', assignee: agentRecord, tickets: shown, kid },
      { type: 'tickets.bulk.assign', assignee: null, tickets: shown, kid },
    )
    return events as AnyEventObject[]
  }

  const shownEvents = () => {
    if (state.openId === null || reader === 'closed') return
    const shown = facts[state.openId]
    if (shown) events.push({ type: 'tickets.shown', id: state.openId, ticket: shown, kid })
    events.push({ type: 'tickets.shown', id: state.openId, ticket: null, kid })
  }

  if (writing(state)) {
    if (reader === 'open' && state.openId === 2) {
      const text = draftText(state)
      events.push(
        text === ''
          ? { type: 'tickets.draft', text: texts.hello }
          : { type: 'tickets.draft', text: '' },
      )
      if (text === texts.hello) {
        events.push({ type: 'tickets.mode', mode: 'note' }, { type: 'tickets.mode', mode: 'reply' })
      }
      if (state.sent.length === 0) events.push({ type: 'tickets.send', kid })
    }
    for (const reply of state.sent) {
      events.push(
        { type: 'tickets.reply.settled', kid: reply.kid, taken: true },
        { type: 'tickets.reply.settled', kid: reply.kid, taken: false },
      )
    }
    if (reader === 'open') events.push({ type: 'tickets.open', id: state.openId === 2 ? 3 : 2 })
    if (reader === 'opening') shownEvents()
    return events as AnyEventObject[]
  }

  if (changed(state)) {
    shownEvents()
    events.push({ type: 'tickets.close' })
    return events as AnyEventObject[]
  }

  // The list: folders, the search, Back and Forward.
  if (!typing || state.typed !== '') {
    events.push(
      { type: 'tickets.folder', folder: 'New' },
      { type: 'tickets.folder', folder: 'all' },
      { type: 'tickets.search', text: '  Refund ' },
      { type: 'tickets.search', text: '' },
      { type: 'tickets.location', folder: 'all', query: '', openId: null },
      { type: 'tickets.location', folder: 'Open', query: 'refund', openId: 2 },
    )
  }
  if (typing) return events as AnyEventObject[]

  // Reading.
  if (reader === 'closed' || reader === 'open') {
    for (const id of [1, 2, 3]) events.push({ type: 'tickets.open', id })
  }
  if (reader !== 'closed') events.push({ type: 'tickets.close' })
  shownEvents()

  // Writing: the first text of each kind, and Send without one (on the closed ticket too).
  if (reader === 'open') {
    if (state.openId === 2) {
      events.push(
        { type: 'tickets.draft', text: texts.hello },
        { type: 'tickets.draft', text: texts.blank },
        { type: 'tickets.draft', text: texts.long },
      )
    }
    events.push(
      { type: 'tickets.send', kid },
      { type: 'tickets.status', status: 'Pending', kid },
      { type: 'tickets.status', status: 'Open', kid },
      { type: 'tickets.assign', assignee: agentRecord, kid },
      { type: 'tickets.assign', assignee: null, kid },
    )
  }

  // Bulk changes, from the plain list.
  if (reader === 'closed' && state.folder === 'all' && state.query === '') {
    events.push(
      { type: 'tickets.select.toggle', id: 1 },
      { type: 'tickets.select.all', ids: [1, 2] },
      { type: 'tickets.select.none' },
    )
  }
  return events as AnyEventObject[]
}

/**
 * What decides behaviour: the role, the states, the view, what the store showed of the open ticket, the
 * picked tickets, the drafts (the long text by its length), why the composer did not send and the
 * replies on their way.
 */
export function serializeState(snapshot: AnyMachineSnapshot): string {
  const state = context(snapshot)
  const text = (value: string) => (value.length > 100 ? `${value.length} characters` : value)
  return JSON.stringify([
    state.agent ? 'agent' : 'customer',
    snapshot.value,
    state.folder,
    state.query,
    state.typed,
    state.openId,
    state.opened,
    [...state.selected].sort(),
    Object.entries(state.drafts).map(([id, draft]) => [id, text(draft.text), draft.mode]),
    state.problem,
    state.sent.map((reply) => [reply.ticketId, text(reply.text), reply.mode]),
  ])
}

export function eventLabel(event: EventObject): string {
  const e = event as AnyEventObject
  switch (e.type) {
    case searchDue:
      return 'typing paused'
    case 'tickets.search':
      return `search "${e.text}"`
    case 'tickets.folder':
      return `folder ${e.folder}`
    case 'tickets.location':
      return `URL ${e.folder}/${e.query || '-'}/${e.openId ?? '-'}`
    case 'tickets.open':
      return `open #${e.id}`
    case 'tickets.shown':
      return e.ticket ? `store shows #${e.id} ${e.ticket.status}` : `store has no #${e.id}`
    case 'tickets.draft':
      return `write "${e.text.length > 100 ? `${e.text.length} characters` : e.text}"`
    case 'tickets.mode':
      return `mode ${e.mode}`
    case 'tickets.reply.settled':
      return e.taken ? 'reply taken' : 'reply refused'
    case 'tickets.status':
      return `status ${e.status}`
    case 'tickets.assign':
      return `assign ${e.assignee?.name ?? 'nobody'}`
    case 'tickets.select.toggle':
      return `pick #${e.id}`
    case 'tickets.select.all':
      return 'pick all'
    case 'tickets.select.none':
      return 'pick none'
    case 'tickets.bulk.status':
      return `bulk status ${e.status}`
    case 'tickets.bulk.assign':
      return `bulk assign ${e.assignee?.name ?? 'nobody'}`
    default:
      return e.type
  }
}

/** The list's own events: the same for every role, so the agent's paths take them. */
const listEvents = new Set(['tickets.folder', 'tickets.search', 'tickets.location', searchDue])

/** A customer's events: reading and writing, and the agents' changes, which they may not make. */
function customerEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  return modelEvents(snapshot).filter((event) => !listEvents.has(event.type))
}

/** The paths of one role: for each state and event, the shortest path there, then the event. */
export function ticketsPaths(agent: boolean): ModelPath[] {
  return transitionPaths(ticketsMachine, {
    events: agent ? modelEvents : customerEvents,
    serializeState,
    limit: TRAVERSAL_LIMIT,
    input: inputFor(agent),
  }).map((path) => labelled(path, eventLabel, agent ? 'agent: ' : 'customer: '))
}

/** What `npm run model:scenarios` prints for this machine. */
export const scenarios = [
  { machine: 'tickets (agent)', paths: () => ticketsPaths(true) },
  { machine: 'tickets (customer)', paths: () => ticketsPaths(false) },
  { machine: 'tickets (from a link)', paths: ticketsPathsFromLink },
]

/**
 * The paths of an agent who opens the screen from a link to ticket 2: the reading pane starts
 * waiting for the store, which shows the ticket or has none.
 */
export function ticketsPathsFromLink(): ModelPath[] {
  return transitionPaths(ticketsMachine, {
    events: (snapshot) => (snapshot.matches({ reader: 'opening' }) ? modelEvents(snapshot) : []),
    serializeState,
    limit: TRAVERSAL_LIMIT,
    input: { ...inputFor(true), openId: 2 },
  }).map((path) => labelled(path, eventLabel, 'link: '))
}

/**
 * The fewest of `paths` (longest first) that still take every step any of them takes: each
 * (state, event) pair is then run and checked once, along the way of a longer path, instead of
 * once per path that passes it. Some ten thousand paths become about a tenth of that.
 */
export function coveringPaths(paths: ModelPath[]): ModelPath[] {
  const stepKey = (path: ModelPath, index: number) =>
    `${serializeState(path.steps[index - 1]!.state)} ${eventLabel(path.steps[index]!.event)}`
  const taken = new Set<string>()
  const kept: ModelPath[] = []
  for (const path of [...paths].sort((a, b) => b.steps.length - a.steps.length)) {
    const keys = path.steps.slice(1).map((_, index) => stepKey(path, index + 1))
    if (keys.every((key) => taken.has(key))) continue
    keys.forEach((key) => taken.add(key))
    kept.push(path)
  }
  return kept
}

/**
 * The states and eventless transitions the machine takes as it starts with `input`: the reading
 * pane chooses at once between the URL's ticket and none, which no step of a path takes.
 */
export function startTaken(input: TicketsInput): { states: Set<string>; transitions: Set<string> } {
  const states = new Set<string>()
  const transitions = new Set<string>()
  createActor(ticketsMachine, {
    input,
    inspect: (inspection) => {
      if (inspection.type !== '@xstate.microstep') return
      const { _transitions: taken } = inspection as unknown as {
        _transitions: { source: { id: string; always?: unknown[] }; target?: { id: string }[] }[]
      }
      for (const transition of taken) {
        const index = transition.source.always?.indexOf(transition) ?? -1
        if (index < 0) continue
        states.add(transition.source.id)
        const targets = transition.target?.map((target) => target.id).join(',')
        transitions.add(`${transition.source.id} --always[${index}]--> ${targets}`)
      }
    },
  })
    .start()
    .stop()
  return { states, transitions }
}

/** What `paths` leave out of the machine, counting how it starts with each of `inputs`. */
export function uncoveredFromTheStart(paths: ModelPath[], inputs: TicketsInput[]) {
  const rest = uncoveredMacrosteps(ticketsMachine, paths)
  const started = inputs.map(startTaken)
  const taken = (kind: 'states' | 'transitions', key: string) =>
    started.some((start) => start[kind].has(key))
  return {
    states: rest.states.filter((id) => !taken('states', id)),
    transitions: rest.transitions.filter((key) => !taken('transitions', key)),
  }
}
