import type { LocalEvent, LocalEventDraft } from '@models/local-store/local-events'
import { closedOnPurpose } from './local-reads'
import {
  getLocalDatabase,
  isLocalDatabaseInMemory,
  switchLocalDatabaseToMemory,
  type LocalDatabase,
} from './local-database'
import { LOCAL_DATABASE_LOG_SCOPE, log } from '@models/log/log'
import { appSession } from '../session/session'
import { record } from './projector'

/** The last time stamped, in milliseconds. */
let lastStamp = 0

/**
 * Stamps a machine's event drafts with the time they are recorded, each a millisecond after the
 * one before if need be: the outbox sends changes in the order of their times, so two made in the
 * same millisecond (a batch, a quick pair of clicks) must not tie.
 */
function stamp(drafts: readonly LocalEventDraft[]): LocalEvent[] {
  return drafts.map((draft) => {
    lastStamp = Math.max(Date.now(), lastStamp + 1)
    return { ...draft, at: new Date(lastStamp).toISOString() } as LocalEvent
  })
}

/**
 * Records what a machine decided into the local store. Never rejects: a database failure is
 * logged (SPEC.md section 8) and the store moves to memory, where it is recorded again.
 */
export async function recordEvents(drafts: readonly LocalEventDraft[]): Promise<void> {
  // An answer that lands after a logout belongs to the ended session: recording it would create
  // the store the logout deleted.
  const user = appSession.currentUser()
  if (!user) return
  const events = stamp(drafts)
  const what = drafts.map((draft) => draft.type).join(', ')
  const database = getLocalDatabase()
  try {
    await record(database, events)
  } catch (error) {
    if (closedOnPurpose(error)) {
      // A logout deleted the store while this was being written: there is nothing to keep. Or the
      // store moved to memory meanwhile (IndexedDB failed elsewhere): it is written there.
      const now = getLocalDatabase()
      const moved = isLocalDatabaseInMemory() && now !== database
      if (moved && appSession.currentUser()?.id === user.id) await recordInMemory(now, events, what)
      return
    }
    if (isLocalDatabaseInMemory()) {
      log.error(LOCAL_DATABASE_LOG_SCOPE, `Recording ${what} failed.`, error)
      return
    }
    log.error(
      LOCAL_DATABASE_LOG_SCOPE,
      `Recording ${what} failed; keeping the local store in memory for this visit.`,
      error,
    )
    await recordInMemory(await switchLocalDatabaseToMemory(), events, what)
  }
}

/** Records the events in the store that moved to memory; a failure there is only logged. */
async function recordInMemory(
  memory: LocalDatabase,
  events: LocalEvent[],
  what: string,
): Promise<void> {
  try {
    await record(memory, events)
  } catch (error) {
    log.error(LOCAL_DATABASE_LOG_SCOPE, `Recording ${what} in memory failed.`, error)
  }
}
