import {
  blogBookmarkAnswerSchema,
  blogCommentAnswerSchema,
  blogDetailSchema,
  blogEditAnswerSchema,
  blogEditSchema,
  blogPageSchema,
  blogSidebarSchema,
  type BlogComment,
  type BlogDetail,
  type BlogEdit,
  type BlogPostSummary,
  type BlogSidebar,
} from '@models/blog/blog'
import { requestParams, type ListPage, type ListParams } from '@models/lists/list-params'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/** One page of the posts that match (`GET /blog/list/data`). */
export async function fetchBlogPage(
  params: ListParams,
  signal?: AbortSignal,
): Promise<ListPage<BlogPostSummary>> {
  const body = await http
    .get('blog/list/data', { signal, searchParams: requestParams(params) })
    .json()
  const { posts, total } = parseResponse(blogPageSchema, body, 'blog posts')
  return { rows: posts, total }
}

/** The recent posts and the categories (`GET /blog/list/data/sidebar`). */
export async function fetchBlogSidebar(signal?: AbortSignal): Promise<BlogSidebar> {
  const body = await http.get('blog/list/data/sidebar', { signal }).json()
  return parseResponse(blogSidebarSchema, body, 'blog sidebar')
}

/** One post with its content and comments (`GET /blog/list/data/detail?id=`). */
export async function fetchBlogDetail(id: number, signal?: AbortSignal): Promise<BlogDetail> {
  const body = await http.get('blog/list/data/detail', { signal, searchParams: { id } }).json()
  return parseResponse(blogDetailSchema, body, 'blog post')
}

/** One post as the edit form shows it (`GET /blog/list/data/edit?id=`). */
export async function fetchBlogEdit(id: number, signal?: AbortSignal): Promise<BlogEdit> {
  const body = await http.get('blog/list/data/edit', { signal, searchParams: { id } }).json()
  return parseResponse(blogEditSchema, body, 'blog post')
}

/** Saves the edit form (`POST /blog/list/data/edit`); answers the post as saved. */
export async function saveBlogEdit(post: BlogEdit, signal?: AbortSignal): Promise<BlogEdit> {
  const body = await http.post('blog/list/data/edit', { json: post, signal }).json()
  return parseResponse(blogEditAnswerSchema, body, 'blog post').post
}

/** Adds a comment to a post (`POST /blog/list/data/comment`). */
export async function addBlogComment(
  id: number,
  commentText: string,
  signal?: AbortSignal,
): Promise<BlogComment> {
  const body = await http
    .post('blog/list/data/comment', { json: { id, commentText }, signal })
    .json()
  return parseResponse(blogCommentAnswerSchema, body, 'blog comment').comment
}

/** Bookmarks a post or takes its bookmark off (`POST /blog/list/data/bookmark`). */
export async function setBlogBookmark(
  id: number,
  bookmarked: boolean,
  signal?: AbortSignal,
): Promise<boolean> {
  const body = await http
    .post('blog/list/data/bookmark', { json: { id, bookmarked }, signal })
    .json()
  return parseResponse(blogBookmarkAnswerSchema, body, 'blog bookmark').bookmarked
}
