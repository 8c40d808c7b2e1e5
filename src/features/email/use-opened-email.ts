import { useEffect, useMemo, useRef, useState } from 'react'
import type { MailReaderStatus } from '@/components/mail/mail-reader'
import type { EmailMessage, EmailView } from '@models/email/email-message'
import type { Query } from '@/services/query-cache'
import { useQuery, type QueryState } from '@/services/use-query'
import { isNotFound } from '@/services/load-error-text'
import { useChangedPage } from '@/services/list/use-changed-page'
import { listChangesOf } from '@/services/list/list-changes'
import { emailList } from '@/services/email/email-list'
import { emailQuery, neighbourQuery } from '@/services/email/email-query'

/** What a closed reader asks: nothing, answered at once. */
const nothing: Query<null> = { key: ['email', 'none'], load: () => Promise.resolve(null) }

/**
 * A query's answer, and while the same question is asked again (a saved change dropped it from
 * the cache) the last answer to it, so that the pane does not fall back to its skeleton and the
 * arrows do not flicker; nothing once it failed.
 */
function useKept<T>(key: string, state: QueryState<T>): T | undefined {
  const [kept, setKept] = useState<{ key: string; data: T } | null>(null)
  const data = state.status === 'ready' ? state.data : undefined
  // Remembered while rendering (React's pattern for what a previous render saw).
  if (data !== undefined && (kept?.key !== key || kept.data !== data)) setKept({ key, data })
  if (state.status === 'ready') return state.data
  if (state.status === 'error') return undefined
  return kept?.key === key ? kept.data : undefined
}

/**
 * The email open in the reading pane (`id`, from the URL), with the area's changes on their way
 * shown over it; the emails before and after it in the view it was opened from (null at either
 * end, undefined until the server said); and, once it shows unread, one change that reads it.
 */
export function useOpenedEmail(id: number | null, view: EmailView) {
  const viewKey = `${id}|${view.folder}|${view.label}|${view.q}`
  const { state, retry } = useQuery<EmailMessage | null>(id === null ? nothing : emailQuery(id))
  const answer = useKept(String(id), state) ?? null
  const loaded = useMemo(() => (answer ? { rows: [answer], total: 1 } : null), [answer])
  const shown = useChangedPage(emailList, loaded)?.rows[0] ?? null

  const previous = useKept(
    viewKey,
    useQuery<EmailMessage | null>(id === null ? nothing : neighbourQuery('previous', id, view))
      .state,
  )
  const next = useKept(
    viewKey,
    useQuery<EmailMessage | null>(id === null ? nothing : neighbourQuery('next', id, view)).state,
  )

  // Opening an email reads it, once per opening: marked unread again, it stays so.
  const readOnce = useRef<number | null>(null)
  const unread = shown !== null && !shown.isRead
  useEffect(() => {
    if (id === null || !unread || readOnce.current === id) return
    readOnce.current = id
    void listChangesOf(emailList).start({ kind: 'update', id, patch: { isRead: true } })
  }, [id, unread])
  useEffect(() => {
    if (id !== readOnce.current) readOnce.current = null
  }, [id])

  let status: MailReaderStatus | 'closed' = 'closed'
  if (id !== null) {
    if (state.status === 'error') status = isNotFound(state.error) ? 'missing' : 'failed'
    else status = shown ? 'open' : 'opening'
  }
  return {
    status,
    email: shown,
    error: state.status === 'error' ? state.error : null,
    retry,
    previous,
    next,
  }
}
