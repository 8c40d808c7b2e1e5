import * as z from 'zod/mini'

/**
 * The blog (issue 16, SPEC.md section 3 "Blog", section 7 `GET /blog/list/data…`): posts shown as
 * cards, one post with its comments, and the edit form of a post. The demo endpoints are under
 * `/blog/list/data`.
 */

/** The five categories (SPEC.md section 3), by value; their names are translated. */
export const blogCategoryValues = ['fashion', 'food', 'gaming', 'quote', 'video'] as const
export type BlogCategoryValue = (typeof blogCategoryValues)[number]

/** What a post may be. */
export const blogStatuses = ['published', 'pending', 'draft'] as const
export type BlogStatus = (typeof blogStatuses)[number]

/** The posts a page of the list shows. */
export const blogPerPage = 6

export const blogPostSummarySchema = z.object({
  id: z.number(),
  img: z.string(),
  title: z.string(),
  avatar: z.string(),
  userFullName: z.string(),
  /** ISO instant. */
  blogPosted: z.string(),
  /** The category values of the post. */
  tags: z.array(z.string()),
  excerpt: z.string(),
  comment: z.number(),
})
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>

export const blogPageSchema = z.object({
  posts: z.array(blogPostSummarySchema),
  total: z.number(),
})

export const blogSidebarSchema = z.object({
  recentPosts: z.array(
    z.object({ id: z.number(), img: z.string(), title: z.string(), createdTime: z.string() }),
  ),
  categories: z.array(z.object({ category: z.string(), icon: z.string() })),
})
export type BlogSidebar = z.infer<typeof blogSidebarSchema>

export const blogCommentSchema = z.object({
  id: z.number(),
  avatar: z.string(),
  userFullName: z.string(),
  /** ISO instant. */
  commentedAt: z.string(),
  commentText: z.string(),
})
export type BlogComment = z.infer<typeof blogCommentSchema>

export const blogDetailSchema = z.object({
  id: z.number(),
  title: z.string(),
  img: z.string(),
  /** HTML from the server: shown only through DOMPurify. */
  content: z.string(),
  tags: z.array(z.string()),
  avatar: z.string(),
  userFullName: z.string(),
  blogPosted: z.string(),
  comments: z.array(blogCommentSchema),
  bookmarked: z.boolean(),
})
export type BlogDetail = z.infer<typeof blogDetailSchema>

export const blogCategoryOptionSchema = z.object({ value: z.string(), label: z.string() })

export const blogEditSchema = z.object({
  id: z.number(),
  blogTitle: z.string(),
  blogCategories: z.array(blogCategoryOptionSchema),
  slug: z.string(),
  status: z.enum(blogStatuses),
  excerpt: z.string(),
  /** A path under /images, or a data URL of an uploaded image. */
  featuredImage: z.string(),
})
export type BlogEdit = z.infer<typeof blogEditSchema>

export const blogEditAnswerSchema = z.object({ post: blogEditSchema })
export const blogCommentAnswerSchema = z.object({ comment: blogCommentSchema })
export const blogBookmarkAnswerSchema = z.object({ bookmarked: z.boolean() })

/** The limits the form and the server share. */
export const blogTitleMaxLength = 120
export const blogExcerptMaxLength = 300
export const blogCommentMaxLength = 500
/** The largest featured image, in bytes (2 MB). */
export const blogImageMaxBytes = 2 * 1024 * 1024
/** The image types a featured image may have. */
export const blogImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const

/**
 * A slug made from a title: lower case, accents dropped, words joined by single dashes
 * ("Crème brûlée: 5 tips!" → "creme-brulee-5-tips").
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export type BlogEditProblem =
  | 'titleRequired'
  | 'titleTooLong'
  | 'slugRequired'
  | 'slugInvalid'
  | 'categoriesRequired'
  | 'excerptTooLong'

export type BlogEditField = 'blogTitle' | 'slug' | 'blogCategories' | 'excerpt'

/** The edit form's problems by field: the client's check, the same as the server's. */
export function checkBlogEdit(
  draft: Pick<BlogEdit, 'blogTitle' | 'slug' | 'excerpt'> & { blogCategories: readonly unknown[] },
): Partial<Record<BlogEditField, BlogEditProblem>> {
  const problems: Partial<Record<BlogEditField, BlogEditProblem>> = {}
  const title = draft.blogTitle.trim()
  if (title === '') problems.blogTitle = 'titleRequired'
  else if (title.length > blogTitleMaxLength) problems.blogTitle = 'titleTooLong'
  const slug = draft.slug.trim()
  if (slug === '') problems.slug = 'slugRequired'
  else if (!slugPattern.test(slug)) problems.slug = 'slugInvalid'
  if (draft.blogCategories.length === 0) problems.blogCategories = 'categoriesRequired'
  if (draft.excerpt.trim().length > blogExcerptMaxLength) problems.excerpt = 'excerptTooLong'
  return problems
}

export type BlogImageProblem = 'imageType' | 'imageSize'

/** Why a picked file cannot be the featured image, or undefined when it can. */
export function checkBlogImage(file: { type: string; size: number }): BlogImageProblem | undefined {
  if (!(blogImageTypes as readonly string[]).includes(file.type)) return 'imageType'
  if (file.size > blogImageMaxBytes) return 'imageSize'
  return undefined
}

export type BlogCommentProblem = 'commentRequired' | 'commentTooLong'

export function checkBlogComment(text: string): BlogCommentProblem | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return 'commentRequired'
  if (trimmed.length > blogCommentMaxLength) return 'commentTooLong'
  return undefined
}
