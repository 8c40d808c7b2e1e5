import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useLocation, useSearch } from 'wouter'
import { log } from '@models/log/log'
import { applyChanges, type AnyListChange, type ShownChange } from '@models/lists/list-change'
import {
  paramsFromSearch,
  sameParams,
  searchFromParams,
  type ListPage,
  type ListParams,
  type SortOrder,
} from '@models/lists/list-params'
import { listQueryMachine } from '@machines/list/list-query.machine'
import type { ListQueryEmitted } from '@machines/list/list-query.types'
import { queryCache } from '@/services/app-query-cache'
import { apiActor } from '@/services/api-actor'
import { listKey, listQuery } from './list-query'
import { listChangesOf, type ListChanges } from './list-changes'
import { isEditable, type EditableListSource, type ListSource } from './list-source'

// One machine per area, made once: its loads go through the query cache, where the route's
// prefetch left the first page and where the last visit's pages wait.
const machines = new WeakMap<object, typeof listQueryMachine>()

function machineFor<Row extends object>(source: ListSource<Row>) {
  let machine = machines.get(source)
  if (!machine) {
    machine = listQueryMachine.provide({
      actors: {
        fetchPage: apiActor((params: ListParams, signal): Promise<ListPage<unknown>> =>
          queryCache.fetch(listQuery(source, params), { signal }),
        ),
      },
      actions: {
        reportFailure: (_, { error }) => log.error(source.area, 'Loading the list failed.', error),
      },
    })
    machines.set(source, machine)
  }
  return machine
}

const nothingOnItsWay: readonly ShownChange<never>[] = []

/** The changes of a list nobody may change: there are none, and none can start. */
const noChanges = <Change extends AnyListChange>(): ListChanges<Change> => ({
  start: () => Promise.reject(new Error('This list cannot be changed.')),
  current: () => nothingOnItsWay,
  subscribe: () => () => undefined,
  onSettled: () => () => undefined,
  flush: () => undefined,
})

/** Where the rows are: their first load, shown, or a load that failed. */
export type ListStatus = 'loading' | 'ready' | 'failed'

/** A change saved on the server, shown until the list has loaded since (answer `revision`). */
interface SavedChange<Change extends AnyListChange> {
  shown: ShownChange<Change>
  revision: number
}

/**
 * A server-paged list on screen, the list pattern every table area uses: the params in the URL,
 * the rows of the page they ask for (the last visit's at once, then the server's), and the area's
 * changes on their way shown over them until the server has them.
 */
export function useList<Row extends object, Change extends AnyListChange = never>(
  source: ListSource<Row> | EditableListSource<Row, Change>,
) {
  const search = useSearch()
  const [path, navigate] = useLocation()
  const urlParams = useMemo(() => paramsFromSearch(search, source.shape), [search, source])
  const [input] = useState(() => ({
    shape: source.shape,
    params: urlParams,
    cached: queryCache.peek<ListPage<Row>>(listKey(source, urlParams)),
  }))
  const actor = useActorRef(machineFor(source), { input })

  // The URL changed under the list (Back, Forward, a link): the list follows.
  useEffect(() => {
    actor.send({ type: 'list.location', params: urlParams })
  }, [actor, urlParams])

  // The list changed (the user searched, filtered, sorted, paged): the URL follows, keeping what
  // else it holds for the page.
  const followList = useEffectEvent(({ params, replace }: ListQueryEmitted) => {
    const next = searchFromParams(params, source.shape, search)
    if (next !== search) navigate(next ? `${path}?${next}` : path, { replace })
  })
  useEffect(() => {
    const subscription = actor.on('list.navigated', followList)
    return () => subscription.unsubscribe()
  }, [actor])

  const changes = useMemo(
    () => (isEditable(source) ? listChangesOf(source) : noChanges<Change>()),
    [source],
  )
  const onTheirWay = useSyncExternalStore(changes.subscribe, changes.current)
  const revision = useSelector(actor, (state) => state.context.revision)
  const [saved, setSaved] = useState<readonly SavedChange<Change>[]>([])
  useEffect(
    () =>
      changes.onSettled((shown, outcome) => {
        if (outcome.status !== 'done') return
        const { revision: now } = actor.getSnapshot().context
        // The changes the list has loaded since are forgotten here, so the list stays short.
        setSaved((list) => [
          ...list.filter((change) => change.revision >= now),
          { shown, revision: now },
        ])
        actor.send({ type: 'list.refresh' })
      }),
    [actor, changes],
  )

  const params = useSelector(actor, (state) => state.context.params)
  const shownParams = useSelector(actor, (state) => state.context.shownParams)
  const machinePage = useSelector(actor, (state) => state.context.page) as ListPage<Row> | null
  const status = useSelector(actor, (state) => (state.value as { rows: ListStatus }).rows)
  const page = useMemo(() => {
    if (!machinePage || !isEditable(source)) return machinePage
    const notReloaded = saved.filter((change) => change.revision >= revision)
    // The rows shown are those of the last answer's params, while the next ones load.
    const rowsParams = shownParams ?? params
    const { belongs } = source
    return applyChanges(
      machinePage,
      [...notReloaded.map((change) => change.shown), ...onTheirWay],
      source,
      belongs && ((row) => belongs(row, rowsParams)),
    )
  }, [machinePage, saved, revision, onTheirWay, source, shownParams, params])

  const send = actor.send
  return {
    /** The area's list, for what goes past the page on screen (a CSV export of every match). */
    source,
    shape: source.shape,
    params,
    /** What the search box holds. */
    typed: useSelector(actor, (state) => state.context.typed),
    /** The rows to show with the changes on their way, null before the first answer. */
    page,
    /** The server's last answer as it came, without the changes laid over it. */
    loaded: machinePage,
    status,
    /** The rows shown belong to other params and the next page is on its way (not failed). */
    dimmed: status === 'loading' && shownParams !== null && !sameParams(shownParams, params),
    error: useSelector(actor, (state) => state.context.error),
    type: useCallback((text: string) => send({ type: 'list.type', text }), [send]),
    filter: useCallback(
      (name: string, value: string) => send({ type: 'list.filter', name, value }),
      [send],
    ),
    sort: useCallback(
      (column: string, order: SortOrder) => send({ type: 'list.sort', column, order }),
      [send],
    ),
    goToPage: useCallback((to: number) => send({ type: 'list.page', page: to }), [send]),
    setPerPage: useCallback((perPage: number) => send({ type: 'list.perPage', perPage }), [send]),
    retry: useCallback(() => send({ type: 'list.retry' }), [send]),
    /** Asks the server for the same rows again. */
    refresh: useCallback(() => send({ type: 'list.refresh' }), [send]),
    /** Shows `change` at once and sends it; resolves with how it ended. */
    change: useCallback((change: Change) => changes.start(change), [changes]),
  }
}

/**
 * A list on screen; `Change` is the area's change for the code that starts one, and `never` for
 * the code that only shows the list (its toolbar, its table).
 */
export type ListView<Row extends object, Change extends AnyListChange = never> = ReturnType<
  typeof useList<Row, Change>
>
