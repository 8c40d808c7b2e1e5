import { prefetchList } from '@/services/list/list-query'
import { apiKeyList } from './api-key-list'

/** The API-key route's prefetch: the page of keys its URL asks for. */
export function prefetchApiKeys(search: string): void {
  prefetchList(apiKeyList, search)
}
