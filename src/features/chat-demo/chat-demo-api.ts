import * as z from 'zod/mini'
import {
  chatsAndContactsSchema,
  demoGetChatSchema,
  demoProfileUserSchema,
  demoSendAnswerSchema,
  type DemoContact,
  type DemoProfileUser,
} from '@models/demo-chat-api'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/** The sidebar's data: the chats, the people without one, and the profile user. */
export type ChatsAndContacts = z.infer<typeof chatsAndContactsSchema>
/** One chat as `get-chat` answers it: absent before the first message. */
export type DemoChatAnswer = z.infer<typeof demoGetChatSchema>
/** What `send-msg` answers: the stored message and, for a first message, the new chat. */
export type DemoSendAnswer = z.infer<typeof demoSendAnswerSchema>

/** What the profile panel may change (a demo extra of `POST /apps/chat/users/profile-user`). */
export interface ProfileUserChange {
  status?: DemoProfileUser['status']
  about?: string
  settings?: Partial<DemoProfileUser['settings']>
}

/** `GET /apps/chat/chats-and-contacts`. */
export async function fetchChatsAndContacts(signal?: AbortSignal): Promise<ChatsAndContacts> {
  const body = await http.get('apps/chat/chats-and-contacts', { signal }).json()
  return parseResponse(chatsAndContactsSchema, body, 'chat list')
}

/** `GET /apps/chat/get-chat?id=`: the server marks the chat seen as it answers. */
export async function fetchDemoChat(
  contactId: number,
  signal?: AbortSignal,
): Promise<DemoChatAnswer> {
  const body = await http
    .get('apps/chat/get-chat', { signal, searchParams: { id: contactId } })
    .json()
  return parseResponse(demoGetChatSchema, body, 'chat')
}

/** `POST /apps/chat/send-msg`. Not retried by the client: the user retries a failed message. */
export async function sendDemoMessage(
  contact: DemoContact,
  message: string,
): Promise<DemoSendAnswer> {
  const body = await http.post('apps/chat/send-msg', { json: { obj: { message, contact } } }).json()
  return parseResponse(demoSendAnswerSchema, body, 'sent message')
}

/** `POST /apps/chat/users/profile-user`: stores the change and answers the whole profile. */
export async function saveProfileUser(change: ProfileUserChange): Promise<DemoProfileUser> {
  const body = await http.post('apps/chat/users/profile-user', { json: change }).json()
  return parseResponse(demoProfileUserSchema, body, 'profile')
}
