import { demoProfileUserId, type DemoContact, type DemoMessage } from '@models/chat/demo-chat-api'
import type { ThreadContact, ThreadMessage } from '@/components/chat/chat-view.types'
import type { Outgoing } from '@/services/chat-demo/use-open-chat'

/** A demo contact as the shared thread header and profile panel show it. */
export function toThreadContact(contact: DemoContact): ThreadContact {
  return {
    name: contact.fullName,
    avatar: contact.avatar,
    status: contact.status,
    about: contact.about,
    role: contact.role,
  }
}

/**
 * A stored demo message as the shared thread draws it. The demo endpoints have no message ids and
 * no hearts, so `serverId` stays undefined: the shared heart button is then disabled rather than
 * pretending to save a like nobody stores.
 */
export function toThreadMessage(message: DemoMessage, key: string): ThreadMessage {
  const own = message.senderId === demoProfileUserId
  return {
    key,
    text: message.message,
    time: message.time,
    senderId: message.senderId,
    type: 'chat',
    heart: false,
    delivery: own && message.feedback.isSeen ? 'seen' : 'sent',
  }
}

function toOutgoingMessage(message: Outgoing): ThreadMessage {
  if (message.stored) return toThreadMessage(message.stored, message.key)
  return {
    key: message.key,
    text: message.text,
    time: message.time,
    senderId: demoProfileUserId,
    type: 'chat',
    heart: false,
    delivery: message.delivery,
  }
}

/** An open chat as the shared thread draws it: the stored messages, then those written here. */
export function toThreadMessages(
  stored: readonly DemoMessage[] | undefined,
  outgoing: readonly Outgoing[],
): ThreadMessage[] {
  return [
    ...(stored ?? []).map((message, index) => toThreadMessage(message, `stored:${index}`)),
    ...outgoing.map(toOutgoingMessage),
  ]
}
