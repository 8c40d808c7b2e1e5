import { prefetchList } from '@/services/list/list-query'
import { permissionList } from './permission-list'

/** The permissions route's prefetch: the page its URL asks for. */
export function prefetchPermissionList(search: string): void {
  prefetchList(permissionList, search)
}
