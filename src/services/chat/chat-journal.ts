import {
  getChatDatabase,
  isChatDatabaseInMemory,
  switchChatDatabaseToMemory,
} from '@models/chat-database'
import type { ChatDomainEvent } from '@models/chat-events'
import { closedOnPurpose } from '@models/chat-reads'
import { LOCAL_DATABASE_LOG_SCOPE, log } from '@models/log'
import type { DomainEventDraft } from '@machines/chat/chat-events-draft'
import { appSession } from '../session/session'
import { record } from './chat-projector'

/** Stamps a machine's event drafts with the time they are recorded. */
function stamp(drafts: DomainEventDraft[], at = new Date().toISOString()): ChatDomainEvent[] {
  return drafts.map((draft) => ({ ...draft, at }) as ChatDomainEvent)
}

/**
 * Records what a chat machine decided into the local history. Never rejects: a database failure
 * is logged (SPEC.md section 8) and the machines carry on with the network.
 */
export async function recordChatEvents(drafts: DomainEventDraft[]): Promise<void> {
  // An answer that lands after a logout belongs to the ended session: recording it would create
  // the history the logout deleted.
  if (!appSession.currentUser()) return
  const events = stamp(drafts)
  const what = drafts.map((draft) => draft.type).join(', ')
  try {
    await record(getChatDatabase(), events)
  } catch (error) {
    // A logout deleted the history while this was being written: there is nothing to keep.
    if (closedOnPurpose(error)) return
    if (isChatDatabaseInMemory()) {
      log.error(LOCAL_DATABASE_LOG_SCOPE, `Recording ${what} failed.`, error)
      return
    }
    log.error(
      LOCAL_DATABASE_LOG_SCOPE,
      `Recording ${what} failed; keeping the chat history in memory for this visit.`,
      error,
    )
    try {
      await record(await switchChatDatabaseToMemory(), events)
    } catch (memoryError) {
      log.error(LOCAL_DATABASE_LOG_SCOPE, `Recording ${what} in memory failed.`, memoryError)
    }
  }
}
