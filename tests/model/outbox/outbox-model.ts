import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate'
import type { OutboxItem, OutboxRecord } from '@models/local-store/outbox'
import { MAX_SEND_ATTEMPTS, outboxMachine } from '@machines/outbox/outbox.machine'
import { SendError, type OutboxContext, type OutboxEvent } from '@machines/outbox/outbox.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'

/** A chat message waiting in the outbox, as the outbox store holds it. */
export function queued(kid: string, attempts = 0): OutboxRecord {
  return {
    kid,
    area: 'chat',
    chatId: 'live:7',
    chatType: 'live',
    contactId: 7,
    message: `text of ${kid}`,
    type: 'chat',
    createdAt: '2024-05-01T10:00:00.000Z',
    attempts,
    state: 'queued',
  }
}

/** A kanban change waiting in the outbox: the outbox sends every area's items alike. */
export function queuedChange(kid: string, attempts = 0): OutboxRecord {
  return {
    kid,
    area: 'kanban',
    change: { kind: 'move', key: kid, taskId: 3, boardId: 'done', index: 0 },
    createdAt: '2024-05-01T10:00:01.000Z',
    attempts,
    state: 'queued',
  }
}

/** What the server answers a stored item with (the outbox hands it on as it is). */
export function storedCopy(item: OutboxItem, serverId = 900) {
  return { stored: item.kid, serverId }
}

export const firstItem = queued('kid-a')
export const secondItem = queuedChange('kid-b')

export const sendErrors = {
  offline: new SendError('offline'),
  retryable: new SendError('retryable'),
  permanent: new SendError('permanent'),
} as const

/** The delayed events, by the name of the delay (XState's `xstate.after.<delay>.<state id>`). */
export const afterEvents = {
  backoff: 'xstate.after.backoff.outbox.backingOff',
  offlineProbe: 'xstate.after.offlineProbe.outbox.offline',
} as const

const outsideEvents: OutboxEvent[] = [
  { type: 'outbox.lead' },
  { type: 'outbox.changed' },
  { type: 'outbox.online' },
]

/**
 * What the oldest queued message can be when the outbox looks: nothing, a fresh message (the
 * other one, once one went), or the message it was sending, with the attempts the projector
 * stored for it (after an offline spell it is still there).
 */
function headsOfQueue(context: OutboxContext): (OutboxItem | null)[] {
  const fresh = context.item?.kid === firstItem.kid ? secondItem : firstItem
  const heads: (OutboxItem | null)[] = [null, fresh]
  if (context.item) heads.push({ ...context.item, attempts: context.attempts })
  return heads
}

/** Every event the outside world, a settling actor or a timer can bring in this state. */
export function modelEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as OutboxContext
  if (snapshot.matches('checking')) {
    return [
      ...outsideEvents,
      ...headsOfQueue(context).map((output) => ({ type: 'xstate.done.actor.nextItem', output })),
      { type: 'xstate.error.actor.nextItem', error: new Error('IndexedDB closed') },
    ]
  }
  if (snapshot.matches('sending')) {
    return [
      ...outsideEvents,
      { type: 'xstate.done.actor.deliver', output: storedCopy(context.item!) },
      ...Object.values(sendErrors).map((error) => ({ type: 'xstate.error.actor.deliver', error })),
    ]
  }
  if (snapshot.matches('backingOff')) return [...outsideEvents, { type: afterEvents.backoff }]
  if (snapshot.matches('offline')) return [...outsideEvents, { type: afterEvents.offlineProbe }]
  return outsideEvents
}

// The key tells apart what decides the next send: which message and how often it failed. The model
// offers two messages and the machine counts to MAX_SEND_ATTEMPTS at most; the cap keeps the graph
// finite even for a machine that counted on (the step checks then fail instead of never ending).
export function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as OutboxContext
  const attempts = Math.min(context.attempts, MAX_SEND_ATTEMPTS)
  return JSON.stringify([snapshot.value, context.item?.kid ?? null, attempts])
}

/** A step as the scenarios read: which message, which outcome. */
export function eventLabel(event: EventObject): string {
  const { output, error } = event as { output?: { kid?: string } | null; error?: unknown }
  switch (event.type) {
    case 'xstate.done.actor.nextItem':
      return output
        ? `queue head ${output.kid} (${(output as OutboxItem).attempts} failed)`
        : 'queue empty'
    case 'xstate.error.actor.nextItem':
      return 'queue unreadable'
    case 'xstate.done.actor.deliver':
      return `server stored ${output!.kid}`
    case 'xstate.error.actor.deliver':
      return `send failed (${error instanceof SendError ? error.failure : 'unclassified'})`
    case afterEvents.backoff:
      return 'backoff elapsed'
    case afterEvents.offlineProbe:
      return 'offline probe elapsed'
    default:
      return event.type
  }
}

export function outboxPaths(): ModelPath[] {
  return transitionPaths(outboxMachine, {
    events: modelEvents,
    serializeState,
    limit: TRAVERSAL_LIMIT,
  }).map((path) => labelled(path, eventLabel, 'this tab: '))
}

/** What `npm run model:scenarios` prints for this machine. */
export const scenarios = { machine: 'outbox', paths: outboxPaths }
