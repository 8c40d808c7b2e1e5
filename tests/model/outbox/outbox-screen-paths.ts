import {
  transition,
  type ActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate'
import { kanbanTasks } from '@mocks/kanban/kanban'
import type { OutboxItem } from '@models/local-store/outbox'
import { MAX_SEND_ATTEMPTS, outboxMachine } from '@machines/outbox/outbox.machine'
import {
  SendError,
  type OutboxContext,
  type OutboxOutcome,
  type OutcomeParams,
} from '@machines/outbox/outbox.types'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'
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
 * The one outbox's paths through a real screen, the kanban board. The model is the outbox machine
 * together with the world around it: whether this tab holds the outbox's Web Lock, the network,
 * and the outbox's queue as the store holds it (which of the user's moves wait, and how often
 * each failed). Its events are what that world does: the lock granted, the user moving a card,
 * the runtime's look at its queue answered (or failing), the demo server answering a send (taken,
 * 503, 409) or the network dropping it, the outbox's timers elapsing, the network lost and back.
 * The runtime's own record of each outcome (the machine's `record` action) is what changes the
 * queue, as the projector does.
 */

export type MoveName = 'first' | 'second'

/** A move the user makes with the "Move to…" dialog: the task, to `index` on `boardId`. */
export interface Move {
  name: MoveName
  taskId: number
  boardId: string
  index: number
}

const seeded = kanbanTasks()
const todo = seeded.filter((task) => task.boardId === 'todo')

/**
 * Two moves on Todo, made in this order, each of a different task to the top: the board the server
 * ends with tells which went first, and a refused first one changes what the second is sent as.
 */
export const moves: readonly Move[] = [
  { name: 'first', taskId: todo[2]!.id, boardId: 'todo', index: 0 },
  { name: 'second', taskId: todo[1]!.id, boardId: 'todo', index: 0 },
]

/** The title of a move's task, as seeded. */
export const titleOf = (move: Move) => seeded.find((task) => task.id === move.taskId)!.title

export const moveNamed = (name: MoveName) => moves.find((move) => move.name === name)!

/** A move in the outbox, and the failed sends the runtime recorded for it. */
export interface Waiting {
  move: MoveName
  attempts: number
}

/**
 * What the outbox was at when the user made a move: another tab led, it looked at its queue or
 * sent the other move, it was offline, or else.
 */
export type MadeWhile = 'following' | 'looking' | 'sending' | 'offline' | 'else'

/** How a move left the outbox: the server took it, refused it (409), or failed it five times. */
export interface Ended {
  move: MoveName
  how: 'taken' | 'refused' | 'failed'
}

/**
 * Everything around the machine that decides what comes next, and the history that tells apart
 * the scenarios of `screenScenarios` (a shortest path to a state shows only what its state holds).
 */
export interface World {
  /** This tab got the outbox's Web Lock (another tab held it before). */
  led: boolean
  online: boolean
  /** The moves the user made so far, in the order of `moves`. */
  made: MadeWhile[]
  /** The outbox as the store holds it, oldest first. */
  queue: Waiting[]
  /** The moves that left the outbox, in that order. */
  ended: Ended[]
}

export type ScreenSnapshot = AnyMachineSnapshot & { world: World }

/** The events of the world that are not the machine's: the network goes (no request on its way). */
export type WorldEvent = { type: 'network.lost' }

/** How each send fails, as the runtime classifies what the path does to the request. */
export const sendErrors = {
  offline: new SendError('offline'),
  retryable: new SendError('retryable'),
  permanent: new SendError('permanent'),
} as const

/** Why the path's failed look at the queue fails. */
export const readError = new Error('IndexedDB could not read the outbox')

/** The delayed events of the machine, by the name of the delay. */
export const afterEvents = {
  backoff: 'xstate.after.backoff.outbox.backingOff',
  offlineProbe: 'xstate.after.offlineProbe.outbox.offline',
} as const

/** What the model's look at the queue finds: the oldest move waiting, with its failed sends. */
const headOf = (world: World): OutboxItem | null => {
  const head = world.queue[0]
  return head ? ({ kid: head.move, attempts: head.attempts } as OutboxItem) : null
}

/** The move an item of the machine's context is: the model's by its kid, the runtime's by its task. */
export function moveOfItem(item: OutboxItem | null): MoveName | null {
  if (!item) return null
  if (item.kid === 'first' || item.kid === 'second') return item.kid
  const { change } = item as OutboxItem & { change?: { taskId?: number } }
  return moves.find((move) => move.taskId === change?.taskId)?.name ?? null
}

/**
 * What must be the same between the model's state and the real machine's after a step: its state,
 * the move it is on and how often that one failed.
 */
export function machineKey(snapshot: AnyMachineSnapshot): string {
  const { item, attempts } = snapshot.context as OutboxContext
  return JSON.stringify([snapshot.value, moveOfItem(item), attempts])
}

/** The machine's key and the world's; the attempts capped so that the graph stays finite. */
export function serializeScreenState(snapshot: AnyMachineSnapshot): string {
  const { item, attempts } = snapshot.context as OutboxContext
  const { world } = snapshot as ScreenSnapshot
  return JSON.stringify([
    snapshot.value,
    moveOfItem(item),
    Math.min(attempts, MAX_SEND_ATTEMPTS),
    world,
  ])
}

const isState = (snapshot: AnyMachineSnapshot, value: string) => snapshot.value === value

/** What the user, the runtime, the demo server, the timers and the network can do, state by state. */
export function screenEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { world } = snapshot as ScreenSnapshot
  const events: AnyEventObject[] = []
  const next = moves[world.made.length]
  if (next) events.push({ type: 'outbox.changed', move: next.name })
  if (!world.led) events.push({ type: 'outbox.lead' })
  const sending = isState(snapshot, 'sending')
  if (isState(snapshot, 'checking')) {
    events.push(
      { type: 'xstate.done.actor.nextItem', output: headOf(world) },
      { type: 'xstate.error.actor.nextItem', error: readError },
    )
  }
  if (sending) {
    // Sent while offline, a request meets no network: that is the only way it can end.
    if (world.online) {
      events.push(
        { type: 'xstate.done.actor.deliver', output: undefined },
        { type: 'xstate.error.actor.deliver', error: sendErrors.retryable },
        { type: 'xstate.error.actor.deliver', error: sendErrors.permanent },
      )
    }
    events.push({ type: 'xstate.error.actor.deliver', error: sendErrors.offline })
  }
  if (isState(snapshot, 'backingOff')) events.push({ type: afterEvents.backoff })
  if (isState(snapshot, 'offline')) events.push({ type: afterEvents.offlineProbe })
  // The network goes while nothing is on its way (with a request on its way, that request fails
  // offline), where the machine waits for something else: the outbox then hears when it is back.
  if (world.online && (isState(snapshot, 'idle') || isState(snapshot, 'backingOff'))) {
    events.push({ type: 'network.lost' })
  }
  if (!world.online && !sending) events.push({ type: 'outbox.online' })
  return events
}

/** The outcomes the machine recorded in a step (its `record` action). */
function outcomesOf(actions: { type: string; params?: unknown }[]): OutboxOutcome[] {
  return actions
    .filter((action) => action.type === 'record')
    .flatMap((action) => (action.params as OutcomeParams).outcomes)
}

/**
 * The outbox once the runtime recorded the outcomes, as the projector keeps it: a failed send
 * counted, a sent or failed-for-good move gone.
 */
function recorded(world: World, outcomes: OutboxOutcome[], event: EventObject): World {
  return outcomes.reduce((next, outcome) => {
    const move = moveOfItem(outcome.item)!
    if (outcome.type === 'outbox.failed' && !outcome.final) {
      const queue = next.queue.map((each) =>
        each.move === move ? { ...each, attempts: outcome.attempts } : each,
      )
      return { ...next, queue }
    }
    const how =
      outcome.type === 'outbox.sent'
        ? 'taken'
        : (event as AnyEventObject).error === sendErrors.permanent
          ? 'refused'
          : 'failed'
    return {
      ...next,
      queue: next.queue.filter((each) => each.move !== move),
      ended: [...next.ended, { move, how }],
    }
  }, world)
}

/** The world after its own part of an event, `machine` being the machine before it. */
function worldAfter(world: World, event: AnyEventObject, machine: AnyMachineSnapshot): World {
  switch (event.type) {
    case 'outbox.lead':
      return { ...world, led: true }
    case 'outbox.changed': {
      const state = machine.value as string
      const madeWhile: MadeWhile = !world.online
        ? 'offline'
        : state === 'following' || state === 'sending'
          ? state
          : state === 'checking'
            ? 'looking'
            : 'else'
      return {
        ...world,
        made: [...world.made, madeWhile],
        queue: [...world.queue, { move: event.move as MoveName, attempts: 0 }],
      }
    }
    case 'outbox.online':
      return { ...world, online: true }
    case 'network.lost':
      return { ...world, online: false }
    case 'xstate.error.actor.deliver':
      return event.error === sendErrors.offline ? { ...world, online: false } : world
    default:
      return world
  }
}

/** One step: the world's event, to the machine too unless it is the world's alone. */
export function screenStep(before: ScreenSnapshot, event: EventObject): ScreenSnapshot {
  const world = worldAfter(before.world, event as AnyEventObject, before)
  if (event.type === 'network.lost') return { ...before, world }
  const [after, actions] = transition(outboxMachine, before, event as never)
  const outcomes = outcomesOf(actions as { type: string; params?: unknown }[])
  return { ...after, world: recorded(world, outcomes, event) } as ScreenSnapshot
}

/** The outbox machine with its world, as logic xstate/graph can traverse. */
function screenLogic(): AnyStateMachine {
  const start: World = { led: false, online: true, made: [], queue: [], ended: [] }
  return {
    ...outboxMachine,
    getInitialSnapshot: (actorScope: ActorScope<never, never>) => ({
      ...outboxMachine.getInitialSnapshot(actorScope as never),
      world: start,
    }),
    transition: (snapshot: ScreenSnapshot, event: EventObject) => screenStep(snapshot, event),
  } as unknown as AnyStateMachine
}

/** A step's event as the world brings it about on screen. */
export function screenLabel(event: EventObject): string {
  const e = event as AnyEventObject
  switch (e.type) {
    case 'outbox.lead':
      return 'the other tab lets go of the outbox: this tab leads'
    case 'outbox.changed':
      return `the user moves “${titleOf(moveNamed(e.move as MoveName))}” to the top of Todo`
    case 'xstate.done.actor.nextItem': {
      const head = e.output as OutboxItem | null
      return head
        ? `the outbox finds the ${head.kid} move (${head.attempts} failed)`
        : 'the outbox finds its queue empty'
    }
    case 'xstate.error.actor.nextItem':
      return 'the outbox cannot read its queue'
    case 'xstate.done.actor.deliver':
      return 'the server takes the move'
    case 'xstate.error.actor.deliver':
      return {
        offline: 'the network drops the move',
        retryable: 'the server fails (503)',
        permanent: 'the server refuses the move (409)',
      }[(e.error as SendError).failure]
    case afterEvents.backoff:
      return 'the wait before trying again passes'
    case afterEvents.offlineProbe:
      return 'the wait before looking again offline passes'
    case 'network.lost':
      return 'the network is lost'
    case 'outbox.online':
      return 'the network is back'
    default:
      return e.type
  }
}

/**
 * Every transition path of the screen model (for each state and each event the world offers
 * there, the shortest path to the state, then that event), labelled as readable scenarios.
 */
export function screenPaths(): ModelPath[] {
  return transitionPaths(screenLogic(), {
    events: screenEvents,
    serializeState: serializeScreenState,
    limit: TRAVERSAL_LIMIT,
  }).map((path) => labelled(path, screenLabel))
}

/** A path as the machine sees it: the world's own events left out. */
export function machinePathOf(path: ModelPath): ModelPath {
  return { ...path, steps: path.steps.filter((step) => step.event.type !== 'network.lost') }
}

/** What the paths leave out of the outbox machine: its states and transitions, eventless included. */
export const uncoveredOnScreen = (paths: ModelPath[]) =>
  uncoveredMacrosteps(outboxMachine, paths.map(machinePathOf))

const worldOf = (step: ModelStep) => (step.state as ScreenSnapshot).world
const endedAs = (path: ModelPath, how: Ended['how']) =>
  worldOf(path.steps.at(-1)!).ended.filter((ended) => ended.how === how)

/**
 * Behaviours that take more than one step to see, which a main path must show as a whole: each is
 * a coverage item of its own.
 */
export const screenScenarios: Record<string, (path: ModelPath) => boolean> = {
  // Its look started before the move was stored, and found nothing: only a look again finds it.
  'a move made while the outbox looks at its empty queue is found by the look after it': (path) =>
    path.steps.some(
      (step, index) =>
        step.event.type === 'outbox.changed' &&
        isState(path.steps[index - 1]!.state, 'checking') &&
        worldOf(path.steps[index - 1]!).queue.length === 0 &&
        path.steps[index + 1]?.event.type === 'xstate.done.actor.nextItem',
    ),
  'a move made while the other is on its way is sent after it, both taken': (path) =>
    worldOf(path.steps.at(-1)!).made[1] === 'sending' && endedAs(path, 'taken').length === 2,
  'a move made while another tab leads is sent once this tab leads': (path) => {
    const lead = path.steps.findIndex((step) => step.event.type === 'outbox.lead')
    const first = path.steps.findIndex((step) => step.event.type === 'outbox.changed')
    return lead > first && first > 0 && endedAs(path, 'taken').some((e) => e.move === 'first')
  },
  'a refused move is taken back, and the one made before the refusal is sent': (path) => {
    const refused = path.steps.findIndex(
      (step) => worldOf(step).ended[0]?.how === 'refused' && worldOf(step).made.length === 2,
    )
    const { ended } = worldOf(path.steps.at(-1)!)
    return refused > 0 && ended[0]?.how === 'refused' && ended[1]?.how === 'taken'
  },
  'a move made offline waits for the network, then is sent': (path) => {
    const { made, ended } = worldOf(path.steps.at(-1)!)
    return made.some(
      (when, index) =>
        when === 'offline' &&
        ended.some((each) => each.move === moves[index]!.name && each.how === 'taken'),
    )
  },
}

/** What a step does, as a coverage item: the event, without the failed sends of what it found. */
function eventKind(event: EventObject): string {
  const { output } = event as { output?: OutboxItem | null }
  if (event.type !== 'xstate.done.actor.nextItem') return screenLabel(event)
  return output ? 'the outbox finds a move' : 'the outbox finds its queue empty'
}

const everything = {
  states: allStateIds(outboxMachine),
  transitions: [...allTransitions(outboxMachine), ...allEventlessTransitions(outboxMachine)],
}

const itemsOfSteps = new Map<string, string[]>()

/**
 * The machine's states and transitions one step takes, macrosteps included; paths share most of
 * their steps, so each is worked out once.
 */
function machineItemsOf(before: ModelStep, step: ModelStep): string[] {
  if (step.event.type === 'network.lost') return []
  const key = serializeScreenState(before.state) + JSON.stringify(step.event)
  let items = itemsOfSteps.get(key)
  if (!items) {
    const missed = uncoveredMacrosteps(outboxMachine, [{ description: '', steps: [before, step] }])
    items = [
      ...everything.states.filter((id) => !missed.states.includes(id)).map((id) => `state ${id}`),
      ...everything.transitions
        .filter((transitionKey) => !missed.transitions.includes(transitionKey))
        .map((transitionKey) => `transition ${transitionKey}`),
    ]
    itemsOfSteps.set(key, items)
  }
  return items
}

/**
 * The machine's states and transitions the paths take on screen, every kind of event of the world
 * and every scenario of `screenScenarios` they show, as coverage items.
 */
export function coverageItems(paths: ModelPath[]): Set<string> {
  return new Set([
    ...paths.flatMap((path) =>
      path.steps
        .slice(1)
        .flatMap((step, index) => [
          ...machineItemsOf(path.steps[index]!, step),
          `event ${eventKind(step.event)}`,
        ]),
    ),
    ...Object.entries(screenScenarios)
      .filter(([, shows]) => paths.some(shows))
      .map(([name]) => `scenario ${name}`),
  ])
}

/** The main paths: the fewest of `candidates` that cover all they cover (support/greedy-cover.ts). */
export function mainPaths(candidates: ModelPath[]): ModelPath[] {
  return greedyCover(candidates, (path) => coverageItems([path]))
}
