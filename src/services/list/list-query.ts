import { paramsFromSearch, type ListPage, type ListParams } from '@models/lists/list-params'
import { queryCache } from '@/services/app-query-cache'
import type { Query, QueryKey } from '@/services/query-cache'
import type { ListSource } from './list-source'

/** The cache key of one page of a list: the area first, so that one change drops them all. */
export function listKey<Row extends object>(source: ListSource<Row>, params: ListParams): QueryKey {
  const filters = Object.entries(params.filters).map(([name, value]) => `${name}=${value}`)
  return [
    source.area,
    'list',
    params.q,
    params.page,
    params.perPage,
    params.sortColumn,
    params.sort,
    ...filters,
  ]
}

/** One page of a list, asked through the query cache. */
export function listQuery<Row extends object>(
  source: ListSource<Row>,
  params: ListParams,
): Query<ListPage<Row>> {
  return { key: listKey(source, params), load: (signal) => source.fetchPage(params, signal) }
}

/** A route's prefetch: the page its URL asks for, while the page's code loads. */
export function prefetchList<Row extends object>(source: ListSource<Row>, search: string): void {
  queryCache.prefetch(listQuery(source, paramsFromSearch(search, source.shape)))
}
