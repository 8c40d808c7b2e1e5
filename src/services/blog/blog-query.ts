import type { BlogDetail, BlogEdit, BlogSidebar } from '@models/blog/blog'
import { queryCache } from '@/services/app-query-cache'
import { prefetchList } from '@/services/list/list-query'
import type { Query } from '@/services/query-cache'
import { fetchBlogDetail, fetchBlogEdit, fetchBlogSidebar } from './blog-api'
import { blogList } from './blog-list'

/** The post a detail or edit address names; the first post when it names none. */
export function blogIdOf(param: string | undefined): number | null {
  if (param === undefined || param === '') return 1
  const id = Number(param)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

export const blogSidebarQuery: Query<BlogSidebar> = {
  key: ['blog', 'sidebar'],
  load: fetchBlogSidebar,
}

export const blogDetailQuery = (id: number): Query<BlogDetail> => ({
  key: ['blog', 'detail', id],
  load: (signal) => fetchBlogDetail(id, signal),
})

export const blogEditQuery = (id: number): Query<BlogEdit> => ({
  key: ['blog', 'edit', id],
  load: (signal) => fetchBlogEdit(id, signal),
})

/** The blog list's prefetch: the page of posts its URL asks for, and the sidebar. */
export function prefetchBlogList(search: string): void {
  prefetchList(blogList, search)
  queryCache.prefetch(blogSidebarQuery)
}

/** The post page's prefetch: the post its path names. */
export function prefetchBlogDetail(params: Readonly<Record<string, string>>): void {
  const id = blogIdOf(params.id)
  if (id !== null) queryCache.prefetch(blogDetailQuery(id))
}

/** The edit page's prefetch: the post its path names, as the form shows it. */
export function prefetchBlogEdit(params: Readonly<Record<string, string>>): void {
  const id = blogIdOf(params.id)
  if (id !== null) queryCache.prefetch(blogEditQuery(id))
}
