import type { ChatType } from '@models/chat/chat-api'
import type { ChatContactRecord, ChatMessageRecord } from '@models/chat/chat-records'
import type { ChatSummary } from '@models/chat/chat-events'

export interface ChatListInput {
  chatType: ChatType
  /** The signed-in user (user_df). */
  userId: number
}

/** One page of list-user-chat, mapped. */
export interface ChatPage {
  contacts: ChatContactRecord[]
  chats: ChatSummary[]
  /** The next page's number, null after the last page. */
  nextPage: number | null
}

export interface ChatListContext extends ChatListInput {
  nextPage: number | null
  /** Contacts who have a chat of this type: the directory leaves them out. */
  chatContactIds: number[]
  /** The last load of the people without a chat failed: the list says so and offers a retry. */
  directoryFailed: boolean
  /** The list reached its end while the people were loading: the next page follows them. */
  moreWanted: boolean
}

export type ChatListEvent =
  /** The list was scrolled to its end. */
  | { type: 'chat.list.loadMore' }
  /** Try the failed load again. */
  | { type: 'chat.list.retry' }
  /** Load the list again from its first page. */
  | { type: 'chat.list.refresh' }
  /** Try the failed load of the people without a chat again. */
  | { type: 'chat.directory.retry' }
  /** A message arrived by server push in a chat of this type that is not open. */
  | { type: 'chat.incoming'; contactId: number; message: ChatMessageRecord }
