import * as z from 'zod/mini'
import { optionalNumber, optionalString } from '../format/optional-fields.ts'

/*
 * The messaging calls of the work-management API (SPEC.md section 7, "Real calls"), as the client
 * reads them. The spec lists the fields it reads; fields marked "demo extra" are what the demo
 * server adds where the spec says "not shown" (presence, unseen counts, last message), and the
 * client treats every one of them as optional.
 */

/** The two chat types; each is inferred from its route (SPEC.md section 2). */
export const chatTypes = ['whatsapp', 'live'] as const
export type ChatType = (typeof chatTypes)[number]

/** Presence of a chat contact (SPEC.md section 4). */
export const presenceStatuses = ['online', 'offline', 'busy', 'away'] as const
export type PresenceStatus = (typeof presenceStatuses)[number]

/** The role groups contacts are shown in (SPEC.md section 6). */
export const contactRoles = ['admin', 'client', 'employee'] as const
export type ContactRole = (typeof contactRoles)[number]

/** One person the user can chat with, as list-user-chat and list-contact-chat give it. */
export const apiContactSchema = z.object({
  id: z.number(),
  uuid: optionalString,
  name: z.string(),
  user_other_role: optionalString,
  image_url: optionalString,
  email: optionalString,
  company_name: optionalString,
  ucreated_at: optionalString,
  country_id: optionalNumber,
  country_name: optionalString,
  gender: optionalString,
  /** Demo extra: presence. */
  status: z.optional(z.nullable(z.enum(presenceStatuses))),
  /** Demo extra: a line about the contact. */
  about: optionalString,
  /** Demo extra: the contact's WhatsApp and live chat channel ids. */
  waba: optionalNumber,
  mess: optionalNumber,
})
export type ApiContact = z.infer<typeof apiContactSchema>

/** One chat in `GET messages/list-user-chat`: the contact plus a summary of the thread. */
export const apiUserChatSchema = z.extend(apiContactSchema, {
  /** Demo extra: messages the user has not seen. */
  unseen_count: optionalNumber,
  /** Demo extra: the newest message, its type and time (ISO 8601). */
  last_message: optionalString,
  last_message_type: optionalString,
  last_message_at: optionalString,
})
export type ApiUserChat = z.infer<typeof apiUserChatSchema>

/** `GET messages/list-user-chat?page={n}&user_df={id}&chat_type={type}`: one page of chats. */
export const userChatPageSchema = z.object({
  data: z.array(apiUserChatSchema),
  /** Empty (null or '') on the last page. */
  next_page_url: optionalString,
  current_page: optionalNumber,
  total: optionalNumber,
})
export type UserChatPage = z.infer<typeof userChatPageSchema>

/**
 * `GET messages/list-contact-chat?contact_ids[]={id}...`: the people the user may start a chat
 * with, grouped by role. The ids passed are the contacts who already have a chat; they are left out.
 */
export const contactDirectorySchema = z.object({
  admins: z.array(apiContactSchema),
  clients: z.array(apiContactSchema),
  employees: z.array(apiContactSchema),
})
export type ContactDirectory = z.infer<typeof contactDirectorySchema>

/** A message as the server stores it. `heart` and `message_seen` toggle (SPEC.md section 4). */
export const apiMessageSchema = z.object({
  id: z.number(),
  message: z.string(),
  created_at: z.string(),
  /** The sender's user id. */
  from: z.number(),
  type: optionalString,
  message_seen: z.optional(z.nullable(z.enum(['yes', 'no']))),
  heart: z.optional(z.nullable(z.union([z.literal(0), z.literal(1)]))),
  /** Images only: their size, so the thread reserves the space before they load. */
  width: optionalNumber,
  height: optionalNumber,
  /** Demo extra: the idempotency key the client sent the message with. */
  kid: optionalString,
})
export type ApiMessage = z.infer<typeof apiMessageSchema>

/**
 * `GET messages/chat-message/{contactId}?user_df={id}&chat_type={type}`: the thread's messages,
 * oldest first, and the ids `change-status-message` needs to mark them seen (userID, userWB,
 * userMe). `chat_type` is a demo extra; the spec's call names only user_df.
 */
export const chatThreadSchema = z.object({
  data: z.array(apiMessageSchema),
  idu: z.number(),
  idwb: optionalNumber,
  idme: optionalNumber,
})
export type ChatThread = z.infer<typeof chatThreadSchema>

/** `POST messages/send` (form: message, user_id, type, chat_type): the stored message. */
export const sentMessageSchema = z.object({
  data: apiMessageSchema,
  /** Demo extra: true when this message created the chat. */
  chat_created: z.optional(z.boolean()),
})

/** `GET /conversion/infor-user/{senderId}`: the sender's display name. */
export const senderInfoSchema = z.object({ name: z.string() })

/**
 * One server-sent event of `GET messages/stream?user_df={id}` (demo extra: the spec leaves real-time
 * delivery to a browser extension): a message that arrived in one of the user's chats.
 */
export const incomingMessageSchema = z.object({
  chat_type: z.enum(chatTypes),
  contact_id: z.number(),
  message: apiMessageSchema,
})
export type IncomingMessage = z.infer<typeof incomingMessageSchema>

/**
 * `GET whatsapp/connection` and `POST whatsapp/connect` (demo extras for the connect screen): whether
 * a number is linked and when it was last active. The 14-day lapse is computed by the client.
 */
export const whatsAppConnectionSchema = z.object({
  data: z.object({
    connected: z.boolean(),
    phone_number: optionalString,
    last_activity_at: optionalString,
  }),
  message: optionalString,
})
export type WhatsAppConnection = z.infer<typeof whatsAppConnectionSchema>['data']
