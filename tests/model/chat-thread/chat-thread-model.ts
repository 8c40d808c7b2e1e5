import type { AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate'
import type { ChatMessageRecord } from '@models/chat/chat-records'
import { chatThreadMachine } from '@machines/chat/chat-thread.machine'
import type {
  ChatThreadContext,
  ChatThreadEvent,
  ChatThreadInput,
  FetchedThread,
} from '@machines/chat/chat-thread.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { TRAVERSAL_LIMIT, labelled } from '../support/generated-paths'

/** SPEC.md section 6: a client viewing the chat with contact id 5 gets the automatic greeting. */
const GREETING_CONTACT_ID = 5

/** A client's chat with the support contact: the one that gets the automatic greeting. */
export const greetedChat: ChatThreadInput = {
  chatType: 'live',
  contactId: GREETING_CONTACT_ID,
  userId: 3,
  role: 'client',
  greetingText: 'Hello! How can we help you today?',
}

/** Chats that never get the greeting: another role with the support contact, another contact. */
export const ungreetedChats: ChatThreadInput[] = [
  { ...greetedChat, role: 'employee' },
  { ...greetedChat, contactId: 7 },
]

/** A message of the chat with `input`'s contact. */
export function message(
  input: ChatThreadInput,
  serverId: number,
  fields: Partial<ChatMessageRecord> = {},
): ChatMessageRecord {
  return {
    key: `s:${serverId}`,
    chatId: `${input.chatType}:${input.contactId}`,
    serverId,
    message: `message ${serverId}`,
    time: `2024-05-01T10:00:${String(serverId % 60).padStart(2, '0')}.000Z`,
    senderId: input.contactId,
    type: 'chat',
    heart: false,
    seen: true,
    delivery: 'sent',
    ...fields,
  }
}

/** The threads the server can answer with. */
export function threads(input: ChatThreadInput) {
  const seenIds = { idu: input.contactId, idwb: null, idme: 700 + input.contactId }
  const own = message(input, 501, { senderId: input.userId })
  return {
    /** The contact wrote something the server does not count as seen yet. */
    unseen: { messages: [own, message(input, 502, { seen: false })], seenIds },
    /** Everything seen. */
    seen: { messages: [own, message(input, 502)], seenIds },
    /** Seen, and the automatic greeting is there already. */
    greeted: {
      messages: [message(input, 500, { type: 'greeting', message: input.greetingText }), own],
      seenIds,
    },
  } satisfies Record<string, FetchedThread>
}

/** The delayed reload's event (XState's `xstate.after.<delay>.<state id>`). */
export const reloadDue = 'xstate.after.reloadDelay.chatThread.active.reload.waiting'

function userEvents(input: ChatThreadInput): ChatThreadEvent[] {
  return [
    { type: 'chat.send', kid: 'kid-1', text: '  See you at ten  ' },
    { type: 'chat.send', kid: 'kid-2', text: '   ' },
    { type: 'chat.retry', kid: 'kid-0' },
    { type: 'chat.thread.retry' },
    { type: 'chat.heart.toggle', messageKey: 's:502', serverId: 502, heart: false },
    { type: 'chat.incoming', message: message(input, 503, { seen: false }) },
  ]
}

/** Every event the user, the server push, a settling request or the reload timer can bring. */
export function modelEvents(input: ChatThreadInput) {
  const answers = threads(input)
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    const events: AnyEventObject[] = userEvents(input)
    if (snapshot.matches('loading')) {
      events.push(
        ...Object.values(answers).map((output) => ({ type: 'xstate.done.actor.load', output })),
        { type: 'xstate.error.actor.load', error: new Error('chat-message failed') },
      )
    }
    if (snapshot.matches({ active: { seen: 'marking' } })) {
      events.push(
        { type: 'xstate.done.actor.markSeen' },
        { type: 'xstate.error.actor.markSeen', error: new Error('change-status-message failed') },
      )
    }
    if (snapshot.matches({ active: { reload: 'waiting' } })) events.push({ type: reloadDue })
    if (snapshot.matches({ active: { reload: 'reloading' } })) {
      events.push(
        { type: 'xstate.done.actor.reload', output: answers.unseen },
        { type: 'xstate.done.actor.reload', output: answers.seen },
        { type: 'xstate.error.actor.reload', error: new Error('chat-message failed') },
      )
    }
    if (snapshot.matches({ active: { hearts: 'saving' } })) {
      events.push(
        { type: 'xstate.done.actor.setHeart' },
        { type: 'xstate.error.actor.setHeart', error: new Error('heart refused') },
      )
    }
    return events
  }
}

/** Only what decides whether the greeting is due: how the first load ends. */
function loadEvents(input: ChatThreadInput) {
  const answers = threads(input)
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
    snapshot.matches('loading')
      ? [
          { type: 'xstate.done.actor.load', output: answers.seen },
          { type: 'xstate.done.actor.load', output: answers.greeted },
          { type: 'xstate.error.actor.load', error: new Error('chat-message failed') },
        ]
      : snapshot.matches('failed')
        ? [{ type: 'chat.thread.retry' }]
        : []
}

// The hearts queue grows with every press and the fetched thread replaces what the context knew
// (hasUnseen and hasGreeting are decided afresh from each answer), so the key keeps what decides
// the next step: whether a reload must follow the running one, and whether another heart waits.
export function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as ChatThreadContext
  return JSON.stringify([snapshot.value, context.reloadAgain, Math.min(context.hearts.length, 2)])
}

export function eventLabel(event: EventObject): string {
  const { output, error } = event as { output?: FetchedThread; error?: Error }
  const answer = (thread: FetchedThread) =>
    thread.messages.some((m) => m.type === 'greeting')
      ? 'greeting there'
      : thread.messages.some((m) => !m.seen)
        ? 'with unseen'
        : 'all seen'
  switch (event.type) {
    case 'chat.send':
      return (event as AnyEventObject).text.trim() ? 'chat.send (text)' : 'chat.send (blank)'
    case 'xstate.done.actor.load':
      return `thread loaded (${answer(output!)})`
    case 'xstate.done.actor.reload':
      return `thread reloaded (${answer(output!)})`
    case 'xstate.done.actor.markSeen':
      return 'marked seen'
    case 'xstate.done.actor.setHeart':
      return 'heart saved'
    case reloadDue:
      return '500 ms passed'
    default:
      return error ? `${event.type.replace('xstate.error.actor.', '')} failed` : event.type
  }
}

const who = (input: ChatThreadInput) => `${input.role} with contact ${input.contactId}: `

/** Every transition for the greeted chat; how loading ends for the chats that get no greeting. */
export function chatThreadPaths(): ModelPath[] {
  const all = transitionPaths(chatThreadMachine, {
    events: modelEvents(greetedChat),
    serializeState,
    limit: TRAVERSAL_LIMIT,
    input: greetedChat,
  }).map((path) => labelled(path, eventLabel, who(greetedChat)))
  for (const input of ungreetedChats) {
    all.push(
      ...transitionPaths(chatThreadMachine, {
        events: loadEvents(input),
        serializeState,
        limit: TRAVERSAL_LIMIT,
        input,
      }).map((path) => labelled(path, eventLabel, who(input))),
    )
  }
  return all
}

/** The input a path was generated for, as its first snapshot holds it. */
export function inputOf(path: ModelPath): ChatThreadInput {
  const { chatType, contactId, userId, role, greetingText } = path.steps[0]!.state
    .context as ChatThreadContext
  return { chatType, contactId, userId, role, greetingText }
}

/** What `npm run model:scenarios` prints for this machine. */
export const scenarios = { machine: 'chat-thread', paths: chatThreadPaths }
