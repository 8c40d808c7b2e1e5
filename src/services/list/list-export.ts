import type { ListParams } from '@models/lists/list-params'
import type { ListSource } from './list-source'

/** The largest page the demo server gives; an export asks for pages of it. */
const exportPageSize = 100

/** Every row that matches `params`' search and filters, in its sort, page after page. */
export async function fetchEveryRow<Row extends object>(
  source: ListSource<Row>,
  params: ListParams,
  signal: AbortSignal,
): Promise<Row[]> {
  const rows: Row[] = []
  for (let page = 1; ; page += 1) {
    const answer = await source.fetchPage({ ...params, page, perPage: exportPageSize }, signal)
    rows.push(...answer.rows)
    if (answer.rows.length < exportPageSize || rows.length >= answer.total) return rows
  }
}
