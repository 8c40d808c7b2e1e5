import type {
  ActorScope,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  EventObject,
} from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import english from '../../../public/locales/en/translation.json'
import { chatThreadMachine } from '@machines/chat/chat-thread.machine'
import type { ChatThreadInput, FetchedThread } from '@machines/chat/chat-thread.types'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'
import { allEventlessTransitions, uncoveredMacrosteps } from '../support/macrostep-coverage'
import {
  allStateIds,
  allTransitions,
  transitionPaths,
  type ModelPath,
  type ModelStep,
} from '../support/model-paths'
import { greedyCover } from '../support/greedy-cover'
import { eventLabel, message, reloadDue, serializeState } from './chat-thread-model'

/** SPEC.md section 6: a client viewing the chat with contact id 5 gets the automatic greeting. */
const GREETING_CONTACT_ID = 5

/*
 * The thread machine's paths that the real messaging screen can walk. The model is the machine
 * together with what the demo server holds (whether the contact wrote something unseen, whether
 * the greeting is there, whether a message it refused waits for Retry), so that every generated
 * path is one the demo server answers in that order. Its events are what a user can do on screen
 * (write, press a heart, Try again, Retry) and what the server can answer, through its own
 * handlers or a refusal: a thread, a 500, a mark, a heart saved or refused, a pushed message and
 * the reload 500 ms after it.
 */

/** The demo admin's WhatsApp chat with contact 19, who wrote one message the admin has not seen. */
export const adminChat: ChatThreadInput = {
  chatType: 'whatsapp',
  contactId: 19,
  userId: 1,
  role: 'admin',
  greetingText: english.messaging.greeting,
}

/** The demo client's live chat with Support Team (contact 5), which greets them once. */
export const clientChat: ChatThreadInput = {
  chatType: 'live',
  contactId: GREETING_CONTACT_ID,
  userId: 2,
  role: 'client',
  greetingText: english.messaging.greeting,
}

/** What the demo server holds that the next fetched thread and the screen's Retry depend on. */
export interface ServerFacts {
  /** The contact wrote something the server still counts as unseen. */
  unseen: boolean
  /** The automatic greeting is in the thread. */
  greeting: boolean
  /** A message the server refused waits, marked Not sent, for the user's Retry. */
  refused: boolean
  /** A pushed message is on screen: before the thread is in, the only one a heart can be pressed on. */
  pushed: boolean
}

/** A machine snapshot with the demo server's facts at that point of the path. */
export type ScreenSnapshot = AnyMachineSnapshot & { server: ServerFacts }

/** The kid of the send the server refuses (422), which Retry then delivers. */
export const REFUSED_KID = 'refused-by-the-server'

/** A fetched thread with these facts; on screen the demo server answers with its own messages. */
function fetched(input: ChatThreadInput, facts: ServerFacts): FetchedThread {
  const messages = [
    message(input, 501, { senderId: input.userId }),
    message(input, 502, { seen: !facts.unseen }),
  ]
  if (facts.greeting) {
    messages.unshift(message(input, 500, { type: 'greeting', message: input.greetingText }))
  }
  return { messages, seenIds: { idu: input.contactId, idwb: null, idme: null } }
}

const greetingDue = (input: ChatThreadInput, thread: FetchedThread) =>
  input.role === 'client' &&
  input.contactId === GREETING_CONTACT_ID &&
  !thread.messages.some((m) => m.type === 'greeting')

/** How a step changes what the demo server holds. */
function nextFacts(
  input: ChatThreadInput,
  before: ScreenSnapshot,
  event: EventObject,
  after: AnyMachineSnapshot,
): ServerFacts {
  const facts = { ...before.server }
  const e = event as AnyEventObject
  // The server stores the pushed message unseen; a mark makes everything from the contact seen.
  if (e.type === 'chat.incoming') {
    facts.unseen = true
    facts.pushed = true
  }
  if (e.type === 'xstate.done.actor.markSeen') facts.unseen = false
  if (e.type === 'chat.send' && e.kid === REFUSED_KID) facts.refused = true
  if (e.type === 'chat.retry') facts.refused = false
  // The outbox delivers a queued greeting long before the next fetch is answered.
  if (
    before.matches('loading') &&
    after.matches('active') &&
    greetingDue(input, e.output as FetchedThread)
  ) {
    facts.greeting = true
  }
  return facts
}

const withFacts = (snapshot: AnyMachineSnapshot, server: ServerFacts): ScreenSnapshot =>
  ({ ...snapshot, server }) as ScreenSnapshot

/** The thread machine and the demo server together, as logic xstate/graph can traverse. */
export function screenLogic(input: ChatThreadInput, seeded: ServerFacts) {
  return {
    ...chatThreadMachine,
    getInitialSnapshot: (scope: ActorScope<never, never>, given: unknown) =>
      withFacts(chatThreadMachine.getInitialSnapshot(scope as never, given as never), seeded),
    transition: (snapshot: ScreenSnapshot, event: EventObject, scope: ActorScope<never, never>) => {
      const after = chatThreadMachine.transition(snapshot, event as never, scope as never)
      return withFacts(after, nextFacts(input, snapshot, event, after))
    },
  }
}

/** The machine's key (chat-thread-model.ts) and the server's facts. */
export const serializeScreenState = (snapshot: AnyMachineSnapshot) =>
  `${serializeState(snapshot)} ${JSON.stringify((snapshot as ScreenSnapshot).server)}`

/** What the user and the demo server can bring to the open chat, state by state. */
export function screenEvents(input: ChatThreadInput) {
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const { server } = snapshot as ScreenSnapshot
    const events: AnyEventObject[] = [
      { type: 'chat.send', kid: 'typed', text: 'See you at ten' },
      { type: 'chat.send', kid: 'blank', text: '   ' },
      { type: 'chat.incoming', message: message(input, 601, { seen: false }) },
    ]
    // One refused message at a time keeps the scenarios readable; Retry needs one.
    if (!server.refused) events.push({ type: 'chat.send', kid: REFUSED_KID, text: 'Refused once' })
    else events.push({ type: 'chat.retry', kid: REFUSED_KID })
    const thread = fetched(input, server)
    const failure = new Error('500 Internal Server Error')
    if (snapshot.matches('loading')) {
      events.push(
        { type: 'xstate.done.actor.load', output: thread },
        { type: 'xstate.error.actor.load', error: failure },
      )
    }
    if (snapshot.matches('failed')) events.push({ type: 'chat.thread.retry' })
    // The driver presses the heart of the contact's newest message: once the thread is in, or on
    // a pushed message while it loads or after it failed.
    if (snapshot.matches('active') || server.pushed) {
      events.push({ type: 'chat.heart.toggle', messageKey: 's:502', serverId: 502, heart: false })
    }
    if (snapshot.matches({ active: { seen: 'marking' } })) {
      events.push(
        { type: 'xstate.done.actor.markSeen' },
        { type: 'xstate.error.actor.markSeen', error: failure },
      )
    }
    if (snapshot.matches({ active: { reload: 'waiting' } })) events.push({ type: reloadDue })
    if (snapshot.matches({ active: { reload: 'reloading' } })) {
      events.push(
        { type: 'xstate.done.actor.reload', output: thread },
        { type: 'xstate.error.actor.reload', error: failure },
      )
    }
    if (snapshot.matches({ active: { hearts: 'saving' } })) {
      events.push(
        { type: 'xstate.done.actor.setHeart' },
        { type: 'xstate.error.actor.setHeart', error: failure },
      )
    }
    return events
  }
}

/** A step's event as the user or the server brings it about on screen. */
export function screenLabel(event: EventObject): string {
  const e = event as AnyEventObject
  switch (e.type) {
    case 'chat.send':
      return e.kid === REFUSED_KID
        ? 'a message typed that the server refuses'
        : e.text.trim()
          ? 'a message typed and sent with Enter'
          : 'Enter in a blank composer'
    case 'chat.retry':
      return 'Retry on the refused message'
    case 'chat.thread.retry':
      return 'Try again'
    case 'chat.heart.toggle':
      return 'heart pressed'
    case 'chat.incoming':
      return 'message pushed'
    case 'xstate.error.actor.load':
    case 'xstate.error.actor.reload':
    case 'xstate.error.actor.markSeen':
    case 'xstate.error.actor.setHeart':
      return `${eventLabel(event)} (500)`
    default:
      return eventLabel(event)
  }
}

const inBurst = (path: ModelPath) => {
  const steps = path.steps
  return (
    steps.at(-1)!.event.type === 'chat.incoming' &&
    steps.at(-2)!.state.matches({ active: { reload: 'waiting' } })
  )
}

/**
 * Every transition path of the screen model, and each one that ends in a burst of pushed messages
 * carried on to where the reload it waits for is over, labelled as readable scenarios.
 */
export function screenPaths(input: ChatThreadInput, seeded: ServerFacts): ModelPath[] {
  const who = `${input.role} in the ${input.chatType} chat with contact ${input.contactId}: `
  // Traversed like the machine it wraps.
  const logic = screenLogic(input, seeded) as unknown as AnyStateMachine
  const options = {
    events: screenEvents(input),
    serializeState: serializeScreenState,
    limit: TRAVERSAL_LIMIT,
    input,
  }
  const paths = transitionPaths(logic, options)
  const bursts = paths.filter(inBurst).map((path) => {
    const [rest] = getShortestPaths(logic, {
      ...options,
      fromState: path.steps.at(-1)!.state,
      toState: (snapshot: AnyMachineSnapshot) => snapshot.matches({ active: { reload: 'idle' } }),
    }).sort((a, b) => a.weight - b.weight)
    return { ...path, steps: [...path.steps, ...(rest!.steps.slice(1) as ModelStep[])] }
  })
  return [...paths, ...bursts].map((path) => labelled(path, screenLabel, who))
}

/**
 * Behaviours that take more than one transition to see, which a main path must show as a whole:
 * each is a coverage item of its own.
 */
export const screenScenarios: Record<string, (path: ModelPath) => boolean> = {
  // SPEC.md section 9: a burst of messages gives one reload, 500 ms after the first.
  'a burst of pushed messages, then the one reload': (path) => {
    const burst = path.steps.findIndex(
      (step, index) =>
        step.event.type === 'chat.incoming' &&
        path.steps[index - 1]?.state.matches({ active: { reload: 'waiting' } }),
    )
    return burst > 0 && path.steps.slice(burst).some((step) => step.event.type === reloadDue)
  },
}

/**
 * Every state and transition of the machine, every event of the screen and every scenario of
 * `screenScenarios` the paths show, as coverage items.
 */
export function coverageItems(paths: ModelPath[]): Set<string> {
  const missed = uncoveredMacrosteps(chatThreadMachine, paths)
  const transitions = [
    ...allTransitions(chatThreadMachine),
    ...allEventlessTransitions(chatThreadMachine),
  ]
  return new Set([
    ...allStateIds(chatThreadMachine)
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
export function mainPaths(candidates: ModelPath[], already = new Set<string>()): ModelPath[] {
  return greedyCover(candidates, (path) => coverageItems([path]), already)
}
