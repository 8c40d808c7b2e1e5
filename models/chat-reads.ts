import {
  getChatDatabase,
  type ChatContactRecord,
  type ChatDatabase,
  type ChatRecord,
} from './chat-database'
import { safeRead } from './safe-read'

/**
 * All contacts of the local chat history, or an empty list if the database fails (logged).
 * `database` defaults to the app's one.
 */
export function readContacts(database?: ChatDatabase): Promise<ChatContactRecord[]> {
  // The database is looked up inside the read so that even a failure to create it is caught.
  return safeRead(() => (database ?? getChatDatabase()).contacts.toArray(), 'chat contacts')
}

/**
 * All chat threads of the local chat history, or an empty list if the database fails (logged).
 * `database` defaults to the app's one.
 */
export function readChats(database?: ChatDatabase): Promise<ChatRecord[]> {
  return safeRead(() => (database ?? getChatDatabase()).chats.toArray(), 'chats')
}
