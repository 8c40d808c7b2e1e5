import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import {
  applyChanges,
  type AnyListChange,
  type PendingRow,
  type ShownChange,
} from '@models/lists/list-change'
import type { ListPage } from '@models/lists/list-params'
import { listChangesOf } from './list-changes'
import type { EditableListSource } from './list-source'

/**
 * The area's changes laid over a list that is not paged through the URL (one the server gives
 * whole, read with `useQuery`): the changes on their way, and the saved ones until a newer
 * `page` is here. The list pattern's one optimistic path ({@link listChangesOf}), for the screens
 * that do not need `useList`.
 */
export function useChangedPage<Row extends object, Change extends AnyListChange>(
  source: EditableListSource<Row, Change>,
  page: ListPage<Row> | null,
): ListPage<Row & PendingRow> | null {
  const changes = listChangesOf(source)
  const onTheirWay = useSyncExternalStore(changes.subscribe, changes.current)
  // A saved change shows until the page it was laid over gives way to one loaded since.
  const [saved, setSaved] = useState<
    readonly { shown: ShownChange<Change>; over: object | null }[]
  >([])
  const shownPage = useRef(page)
  useEffect(() => {
    shownPage.current = page
  }, [page])
  useEffect(
    () =>
      changes.onSettled((shown, outcome) => {
        if (outcome.status !== 'done') return
        const over = shownPage.current
        // Those laid over an older page are in the page on screen: they are forgotten.
        setSaved((list) => [...list.filter((change) => change.over === over), { shown, over }])
      }),
    [changes],
  )

  return useMemo(() => {
    if (!page) return null
    const notReloaded = saved.filter((change) => change.over === page).map(({ shown }) => shown)
    return applyChanges(page, [...notReloaded, ...onTheirWay], source)
  }, [page, saved, onTheirWay, source])
}
