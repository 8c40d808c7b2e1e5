import { useEffect, useMemo, useRef } from 'react'
import type { MailReaderStatus } from '@/components/mail/mail-reader'
import type { EmailMessage, EmailView } from '@models/email-message'
import type { Query } from '@/services/query-cache'
import { useQuery } from '@/services/use-query'
import { isNotFound } from '@/services/load-error-text'
import { useChangedPage } from '@/services/list/use-changed-page'
import { listChangesOf } from '@/services/list/list-changes'
import { emailList } from '@/services/email/email-list'
import { emailQuery, neighbourQuery } from '@/services/email/email-query'

/** What a closed reader asks: nothing, answered at once. */
const nothing: Query<null> = { key: ['email', 'none'], load: () => Promise.resolve(null) }

/**
 * The email open in the reading pane (`id`, from the URL), with the area's changes on their way
 * shown over it; the emails before and after it in the view it was opened from (null at either
 * end, undefined until the server said); and, once it shows unread, one change that reads it.
 */
export function useOpenedEmail(id: number | null, view: EmailView) {
  const { state, retry } = useQuery<EmailMessage | null>(id === null ? nothing : emailQuery(id))
  const answer = state.status === 'ready' ? state.data : null
  const loaded = useMemo(() => (answer ? { rows: [answer], total: 1 } : null), [answer])
  const shown = useChangedPage(emailList, loaded)?.rows[0] ?? null

  const previous = useQuery<EmailMessage | null>(
    id === null ? nothing : neighbourQuery('previous', id, view),
  ).state
  const next = useQuery<EmailMessage | null>(
    id === null ? nothing : neighbourQuery('next', id, view),
  ).state

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
  const neighbour = (query: typeof next) => (query.status === 'ready' ? query.data : undefined)
  return {
    status,
    email: shown,
    error: state.status === 'error' ? state.error : null,
    retry,
    previous: neighbour(previous),
    next: neighbour(next),
  }
}
