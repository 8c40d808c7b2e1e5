import { useState } from 'react'
import type { AnyListChange } from '@models/lists/list-change'
import type { ListPage } from '@models/lists/list-params'
import type { Query } from '@/services/query-cache'
import { useQuery } from '@/services/use-query'
import { useChangedPage } from './use-changed-page'
import type { EditableListSource } from './list-source'

/**
 * A list the server gives whole (or one row on its own page, with the rows beside it), read with
 * `useQuery` and shown with the area's changes laid over it ({@link useChangedPage}). A saved
 * change drops the cached answer; the last one of the same question stays on screen until the
 * new one is here, so the screen never falls back to loading because the user changed something.
 */
export function useChangedQuery<Row extends object, Change extends AnyListChange>(
  source: EditableListSource<Row, Change>,
  query: Query<ListPage<Row>>,
) {
  const { state, retry } = useQuery(query)
  const id = JSON.stringify(query.key)
  const [last, setLast] = useState<{ id: string; page: ListPage<Row> } | null>(null)
  const fresh = state.status === 'ready' ? state.data : null
  if (fresh && (last?.id !== id || last.page !== fresh)) setLast({ id, page: fresh })
  const kept = last?.id === id ? last.page : null
  const page = useChangedPage(source, fresh ?? kept)
  return {
    /** The rows with the changes on their way; null while the first answer loads or failed. */
    page,
    /** The first load failed (nothing to show), or the last refresh did. */
    error: state.status === 'error' ? state.error : null,
    loading: state.status === 'loading' && !page,
    retry,
  }
}
