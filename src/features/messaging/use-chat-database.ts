import Dexie from 'dexie'
import { useLiveQuery } from 'dexie-react-hooks'
import { useSyncExternalStore } from 'react'
import {
  chatDatabaseGeneration,
  getChatDatabase,
  onChatDatabaseSwitch,
  switchChatDatabaseToMemory,
  type ChatDatabase,
} from '@models/chat-database'
import { log } from '@models/log'
import { LOCAL_DATABASE_LOG_SCOPE } from '@models/safe-read'

/**
 * Changes when a failing chat database is replaced. A number rather than the database itself, so
 * that rendering never opens it: after a logout deleted it, a render must not create it again.
 */
function useChatDatabaseGeneration(): number {
  return useSyncExternalStore(onChatDatabaseSwitch, chatDatabaseGeneration)
}

/**
 * A live query of the local chat history: the view updates whenever what it read changes, in this
 * tab or another. If the database fails, the failure is logged and the history moves to memory,
 * where the network's answers land next (SPEC.md section 8); meanwhile the query gives `fallback`.
 */
export function useChatQuery<T>(
  query: (database: ChatDatabase) => Promise<T>,
  dependencies: unknown[],
  fallback: T,
): T | undefined {
  const generation = useChatDatabaseGeneration()
  return useLiveQuery(async () => {
    try {
      return await query(getChatDatabase())
    } catch (error) {
      // Closed: a logout deleted the history while this screen was still up. Nothing to mend.
      if (error instanceof Dexie.DatabaseClosedError) return fallback
      log.error(LOCAL_DATABASE_LOG_SCOPE, 'Reading the chat history failed.', error)
      void switchChatDatabaseToMemory()
      return fallback
    }
  }, [generation, ...dependencies])
}
