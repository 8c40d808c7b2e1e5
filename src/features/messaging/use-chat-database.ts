import { useLiveQuery } from 'dexie-react-hooks'
import { useSyncExternalStore } from 'react'
import {
  chatDatabaseGeneration,
  onChatDatabaseSwitch,
  type ChatDatabase,
} from '@models/chat-database'
import { readChatHistory } from '@models/chat-reads'

/**
 * Changes when a failing chat database is replaced. A number rather than the database itself, so
 * that rendering never opens it: after a logout deleted it, a render must not create it again.
 */
function useChatDatabaseGeneration(): number {
  return useSyncExternalStore(onChatDatabaseSwitch, chatDatabaseGeneration)
}

/**
 * A live query of the local chat history: the view updates whenever what it read changes, in this
 * tab or another. A failing database gives `fallback` (see readChatHistory).
 */
export function useChatQuery<T>(
  query: (database: ChatDatabase) => Promise<T>,
  dependencies: unknown[],
  fallback: T,
): T | undefined {
  const generation = useChatDatabaseGeneration()
  return useLiveQuery(
    () => readChatHistory(query, fallback, 'the chat history'),
    [generation, ...dependencies],
  )
}
