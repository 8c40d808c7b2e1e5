import { blogCategoryValues, blogPerPage, type BlogPostSummary } from '@models/blog/blog'
import type { ListSource } from '@/services/list/list-source'
import { fetchBlogPage } from './blog-api'

/**
 * The blog's posts (/pages/blog/list) on the list pattern: six cards a page, newest first,
 * searched by title and excerpt, filtered by category; all of it in the URL.
 */
export const blogList: ListSource<BlogPostSummary> = {
  area: 'blog',
  shape: {
    perPage: blogPerPage,
    perPageOptions: [blogPerPage],
    sortColumn: 'blogPosted',
    sort: 'desc',
    sortColumns: ['blogPosted'],
    filters: { category: blogCategoryValues },
  },
  fetchPage: fetchBlogPage,
  rowId: (post) => post.id,
}
