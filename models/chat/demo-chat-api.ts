import * as z from 'zod/mini'
import { optionalString } from '../format/optional-fields.ts'
import { presenceStatuses } from './chat-api.ts'

/*
 * The template's demo chat (SPEC.md section 7, "Demo mock handlers", Chat), behind /apps/chat.
 * The demo profile user sends as sender id 11 (SPEC.md section 9).
 */

/** The sender id of the demo profile user. */
export const demoProfileUserId = 11

const status = z.enum(presenceStatuses)

export const demoContactSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: optionalString,
  status,
})
export type DemoContact = z.infer<typeof demoContactSchema>

export const demoMessageSchema = z.object({
  message: z.string(),
  time: z.string(),
  senderId: z.number(),
  feedback: z.object({ isSent: z.boolean(), isDelivered: z.boolean(), isSeen: z.boolean() }),
})
export type DemoMessage = z.infer<typeof demoMessageSchema>

export const demoChatSchema = z.object({
  id: z.number(),
  userId: z.number(),
  unseenMsgs: z.number(),
  chat: z.array(demoMessageSchema),
})
export type DemoChat = z.infer<typeof demoChatSchema>

export const demoProfileUserSchema = z.object({
  id: z.number(),
  avatar: optionalString,
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  status,
  settings: z.object({
    isTwoStepAuthVerificationEnabled: z.boolean(),
    isNotificationsOn: z.boolean(),
  }),
})
export type DemoProfileUser = z.infer<typeof demoProfileUserSchema>

/** What the profile panel may change (a demo extra of `POST /apps/chat/users/profile-user`). */
export interface ProfileUserChange {
  status?: DemoProfileUser['status']
  about?: string
  settings?: Partial<DemoProfileUser['settings']>
}

/** A contact with a chat, as the sidebar lists it: the chat's summary, not its messages. */
export const demoChatContactSchema = z.extend(demoContactSchema, {
  chat: z.object({
    id: z.number(),
    unseenMsgs: z.number(),
    lastMessage: z.optional(z.nullable(demoMessageSchema)),
  }),
})

/** `GET /apps/chat/chats-and-contacts`. `contacts` are the people with no chat yet. */
export const chatsAndContactsSchema = z.object({
  chatsContacts: z.array(demoChatContactSchema),
  contacts: z.array(demoContactSchema),
  profileUser: demoProfileUserSchema,
})
/** The sidebar's data: the chats, the people without one, and the profile user. */
export type ChatsAndContacts = z.infer<typeof chatsAndContactsSchema>

/** `GET /apps/chat/get-chat?id={contactId}`: the chat (absent before the first message). */
export const demoGetChatSchema = z.object({
  chat: z.optional(z.nullable(demoChatSchema)),
  contact: demoContactSchema,
})
/** One chat as `get-chat` answers it: absent before the first message. */
export type DemoChatAnswer = z.infer<typeof demoGetChatSchema>

/** `POST /apps/chat/send-msg` answers 201 with this; `chat` only when the message created it. */
export const demoSendAnswerSchema = z.object({
  newMessageData: demoMessageSchema,
  id: z.number(),
  chat: z.optional(demoChatSchema),
})
/** What `send-msg` answers: the stored message and, for a first message, the new chat. */
export type DemoSendAnswer = z.infer<typeof demoSendAnswerSchema>
