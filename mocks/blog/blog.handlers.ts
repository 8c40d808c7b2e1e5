import { http, HttpResponse } from 'msw'
import {
  blogCategoryValues,
  blogImageMaxBytes,
  blogImageTypes,
  blogPerPage,
  blogStatuses,
  checkBlogComment,
  checkBlogEdit,
  type BlogCategoryValue,
  type BlogDetail,
  type BlogEditField,
  type BlogEditProblem,
} from '../../models/blog/blog.ts'
import { findAccountById } from '../session/accounts.ts'
import {
  blogBookmarks,
  blogCategoryIcons,
  blogPosts,
  editOf,
  findBlogPost,
  summaryOf,
  type DemoBlogPost,
} from './blog.ts'
import { authorize, type Need } from '../session/tokens.ts'
import { fieldError, fieldErrors } from '../server/field-errors.ts'
import { filterValue, pageOf, pageParams, queryText } from '../server/list-params.ts'
import { readJsonObject } from '../server/read-json.ts'

/**
 * The blog (issue 16, SPEC.md section 7 `GET /blog/list/data`, `/sidebar`, `/detail`, `/edit`),
 * with a save of the edit form, a comment and a bookmark toggle.
 *
 * Access: anyone signed in reads the blog, comments and bookmarks; saving a post needs
 * `manage Blog`, which only the admin's `manage all` covers (anyone else gets 403 with a message).
 */
const editBlog: Need = { action: 'manage', subject: 'Blog' }

const problemWords: Record<BlogEditProblem, string> = {
  titleRequired: 'Give the post a title.',
  titleTooLong: 'The title may have at most 120 characters.',
  slugRequired: 'Give the post a slug.',
  slugInvalid: 'Use lower-case letters, digits and single dashes only.',
  categoriesRequired: 'Choose at least one category.',
  excerptTooLong: 'The excerpt may have at most 300 characters.',
}

const notFound = () => HttpResponse.json({ message: 'No such blog post.' }, { status: 404 })

function postOf(request: Request): DemoBlogPost | undefined {
  const id = Number(new URL(request.url).searchParams.get('id'))
  return Number.isSafeInteger(id) ? findBlogPost(id) : undefined
}

const isCategory = (value: unknown): value is BlogCategoryValue =>
  blogCategoryValues.some((known) => known === value)

/** Whether a featured image is one of the demo's own pictures or an image uploaded small enough. */
function imageProblem(image: string): string | undefined {
  if (/^\/images\/[\w/.-]+$/.test(image)) return undefined
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=]*)$/.exec(image)
  if (!match || !(blogImageTypes as readonly string[]).includes(match[1]!))
    return 'The featured image must be a PNG, JPEG, GIF or WebP image.'
  if ((match[2]!.length * 3) / 4 > blogImageMaxBytes)
    return 'The featured image may be at most 2 MB.'
  return undefined
}

export const blogHandlers = [
  http.get('*/blog/list/data', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const search = new URL(request.url).searchParams
    const query = queryText(search)
    const category = filterValue(search, 'category')
    const matches = blogPosts
      .get()
      .filter((post) => post.status === 'published')
      .filter((post) => !category || post.tags.some((tag) => tag === category))
      .filter(
        (post) =>
          query === '' ||
          post.title.toLowerCase().includes(query) ||
          post.excerpt.toLowerCase().includes(query),
      )
      .sort((a, b) => b.blogPosted.localeCompare(a.blogPosted) || a.id - b.id)
    return HttpResponse.json({
      total: matches.length,
      posts: pageOf(matches, pageParams(search, blogPerPage)).map(summaryOf),
    })
  }),

  http.get('*/blog/list/data/sidebar', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const recentPosts = [...blogPosts.get()]
      .filter((post) => post.status === 'published')
      .sort((a, b) => b.blogPosted.localeCompare(a.blogPosted))
      .slice(0, 4)
      .map((post) => ({
        id: post.id,
        img: post.img,
        title: post.title,
        createdTime: post.blogPosted,
      }))
    const categories = blogCategoryValues.map((value) => ({
      category: value,
      icon: blogCategoryIcons[value],
    }))
    return HttpResponse.json({ recentPosts, categories })
  }),

  http.get('*/blog/list/data/detail', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const post = postOf(request)
    if (!post) return notFound()
    const detail: BlogDetail = {
      id: post.id,
      title: post.title,
      img: post.img,
      content: post.content,
      tags: [...post.tags],
      avatar: post.avatar,
      userFullName: post.userFullName,
      blogPosted: post.blogPosted,
      comments: structuredClone(post.comments),
      bookmarked: blogBookmarks.get().has(`${auth.userId}:${post.id}`),
    }
    return HttpResponse.json(detail)
  }),

  http.get('*/blog/list/data/edit', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const post = postOf(request)
    if (!post) return notFound()
    return HttpResponse.json(editOf(post))
  }),

  http.post('*/blog/list/data/edit', async ({ request }) => {
    const auth = await authorize(request, editBlog)
    if (auth instanceof Response) return auth
    const body = await readJsonObject(request)
    const post = findBlogPost(Number(body?.id))
    if (!post) return notFound()
    const text = (name: string) => (typeof body?.[name] === 'string' ? (body[name] as string) : '')
    const given = Array.isArray(body?.blogCategories) ? (body.blogCategories as unknown[]) : []
    const categories = given.map((item) =>
      typeof item === 'object' && item !== null && 'value' in item ? item.value : item,
    )
    const draft = {
      blogTitle: text('blogTitle'),
      slug: text('slug'),
      excerpt: text('excerpt'),
      blogCategories: categories,
    }
    const errors: Record<string, string[]> = {}
    for (const [field, problem] of Object.entries(checkBlogEdit(draft)))
      errors[field as BlogEditField] = [problemWords[problem]]
    if (!categories.every(isCategory)) errors.blogCategories = ['Choose categories from the list.']
    const slug = draft.slug.trim()
    if (
      !errors.slug &&
      blogPosts.get().some((other) => other.id !== post.id && other.slug === slug)
    )
      errors.slug = ['Another post already has this slug.']
    const status = blogStatuses.find((known) => known === body?.status)
    if (!status) errors.status = ['Choose a status.']
    const image = imageProblem(text('featuredImage'))
    if (image) errors.featuredImage = [image]
    if (Object.keys(errors).length > 0) return fieldErrors(errors)
    post.title = draft.blogTitle.trim()
    post.slug = slug
    post.excerpt = draft.excerpt.trim()
    post.tags = [...new Set(categories.filter(isCategory))]
    post.status = status!
    post.img = text('featuredImage')
    return HttpResponse.json({ post: editOf(post) })
  }),

  http.post('*/blog/list/data/comment', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const body = await readJsonObject(request)
    const post = findBlogPost(Number(body?.id))
    if (!post) return notFound()
    const commentText = typeof body?.commentText === 'string' ? body.commentText : ''
    const problem = checkBlogComment(commentText)
    if (problem)
      return fieldError(
        'commentText',
        problem === 'commentRequired'
          ? 'Write a comment first.'
          : 'A comment may have at most 500 characters.',
      )
    const account = findAccountById(auth.userId)
    const comment = {
      id: Math.max(0, ...blogPosts.get().flatMap((item) => item.comments.map((c) => c.id))) + 1,
      avatar: account?.avatar ?? '',
      userFullName: account?.fullName || 'You',
      commentedAt: new Date().toISOString(),
      commentText: commentText.trim(),
    }
    post.comments.push(comment)
    return HttpResponse.json({ comment }, { status: 201 })
  }),

  http.post('*/blog/list/data/bookmark', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const body = await readJsonObject(request)
    const post = findBlogPost(Number(body?.id))
    if (!post) return notFound()
    if (typeof body?.bookmarked !== 'boolean')
      return fieldError('bookmarked', 'Say whether the post is bookmarked.')
    const key = `${auth.userId}:${post.id}`
    if (body.bookmarked) blogBookmarks.get().add(key)
    else blogBookmarks.get().delete(key)
    return HttpResponse.json({ bookmarked: body.bookmarked })
  }),
]
