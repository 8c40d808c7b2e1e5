import {
  chatsAndContactsSchema,
  demoGetChatSchema,
  demoProfileUserSchema,
  demoSendAnswerSchema,
  type ChatsAndContacts,
  type DemoChatAnswer,
  type DemoContact,
  type DemoProfileUser,
  type DemoSendAnswer,
  type ProfileUserChange,
} from '@models/chat/demo-chat-api'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

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
