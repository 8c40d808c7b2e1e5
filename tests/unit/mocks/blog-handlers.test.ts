import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { blogHandlers } from '@mocks/blog/blog.handlers'
import { blogBookmarks, findBlogPost } from '@mocks/blog/blog'
import { resetAllStores } from '@mocks/server/store'
import {
  blogCommentAnswerSchema,
  blogDetailSchema,
  blogEditAnswerSchema,
  blogEditSchema,
  blogPageSchema,
  blogSidebarSchema,
} from '@models/blog/blog'
import { adminRequest, client, demoRequest, postJson, withToken } from './demo-request'

afterEach(() => resetAllStores())

const get = async <T>(path: string, schema: z.ZodMiniType<T>) => {
  const response = await adminRequest(blogHandlers, path)
  expect(response.status).toBe(200)
  return z.parse(schema, await response.json())
}
const post = (path: string, body: unknown) => adminRequest(blogHandlers, path, postJson(body))
const editOf = (id: number) => get(`/blog/list/data/edit?id=${id}`, blogEditSchema)

describe('GET /blog/list/data', () => {
  it('answers six posts a page, newest first, with the total', async () => {
    const first = await get('/blog/list/data', blogPageSchema)
    expect(first.total).toBe(12)
    expect(first.posts.map((item) => item.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(first.posts[2]).toMatchObject({
      tags: ['food'],
      comment: 2,
      userFullName: 'Claudiu Hodorogea',
    })
    const second = await get('/blog/list/data?page=2', blogPageSchema)
    expect(second.posts.map((item) => item.id)).toEqual([7, 8, 9, 10, 11, 12])
  })

  it('searches the title and excerpt, and filters by category', async () => {
    const found = await get('/blog/list/data?q=KITCHEN', blogPageSchema)
    expect(found.posts.map((item) => item.title)).toEqual([
      'My Ten Best Life Hacks for the Kitchen',
    ])
    const food = await get('/blog/list/data?category=food', blogPageSchema)
    expect(food.posts.every((item) => item.tags.includes('food'))).toBe(true)
    expect(food.total).toBe(3)
  })
})

describe('GET /blog/list/data/sidebar, detail and edit', () => {
  it('answers the four newest posts and the five categories with their icons', async () => {
    const sidebar = await get('/blog/list/data/sidebar', blogSidebarSchema)
    expect(sidebar.recentPosts.map((item) => item.id)).toEqual([1, 2, 3, 4])
    expect(sidebar.categories.map((item) => item.category)).toEqual([
      'fashion',
      'food',
      'gaming',
      'quote',
      'video',
    ])
    expect(sidebar.categories.every((item) => item.icon.startsWith('pi pi-'))).toBe(true)
  })

  it('answers one post with its content, comments and the user’s bookmark, or 404', async () => {
    const detail = await get('/blog/list/data/detail?id=2', blogDetailSchema)
    expect(detail).toMatchObject({ title: 'Apple Airpods Are Worth the Hype', bookmarked: true })
    expect(detail.content).toContain('<blockquote>')
    expect(detail.comments).toHaveLength(1)
    expect((await adminRequest(blogHandlers, '/blog/list/data/detail?id=99')).status).toBe(404)
    expect(await editOf(3)).toMatchObject({
      blogTitle: 'My Ten Best Life Hacks for the Kitchen',
      blogCategories: [{ value: 'food', label: 'Food' }],
      slug: 'my-ten-best-life-hacks-for-the-kitchen',
      status: 'published',
    })
  })
})

describe('POST /blog/list/data/edit', () => {
  it('saves the post and answers it as saved', async () => {
    const before = await editOf(3)
    const response = await post('/blog/list/data/edit', {
      ...before,
      blogTitle: ' New title ',
      slug: 'new-title',
      blogCategories: [{ value: 'quote', label: 'Quote' }],
      status: 'draft',
      featuredImage: 'data:image/png;base64,iVBORw0KGgo=',
    })
    expect(response.status).toBe(200)
    const { post: saved } = z.parse(blogEditAnswerSchema, await response.json())
    expect(saved).toMatchObject({ blogTitle: 'New title', slug: 'new-title', status: 'draft' })
    expect(findBlogPost(3)).toMatchObject({ title: 'New title', tags: ['quote'] })
    // A draft leaves the list.
    const list = await get('/blog/list/data?perPage=50', blogPageSchema)
    expect(list.posts.map((item) => item.id)).not.toContain(3)
  })

  it('answers 400 with each field’s problem', async () => {
    const before = await editOf(3)
    const response = await post('/blog/list/data/edit', {
      ...before,
      blogTitle: '',
      slug: findBlogPost(1)!.slug,
      blogCategories: [],
      status: 'archived',
      featuredImage: 'data:text/html;base64,PHNjcmlwdD4=',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: {
        blogTitle: ['Give the post a title.'],
        slug: ['Another post already has this slug.'],
        blogCategories: ['Choose at least one category.'],
        status: ['Choose a status.'],
        featuredImage: ['The featured image must be a PNG, JPEG, GIF or WebP image.'],
      },
    })
    expect(findBlogPost(3)!.title).toBe('My Ten Best Life Hacks for the Kitchen')
  })

  it('refuses a client with 403', async () => {
    const before = await editOf(3)
    const response = await demoRequest(
      blogHandlers,
      '/blog/list/data/edit',
      await withToken(client, postJson({ ...before, blogTitle: 'Hacked' })),
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: 'Only administrators may edit blog posts.' })
    expect(findBlogPost(3)!.title).toBe('My Ten Best Life Hacks for the Kitchen')
  })
})

describe('POST /blog/list/data/comment and bookmark', () => {
  it('adds a comment by the signed-in user, and refuses an empty one', async () => {
    const response = await post('/blog/list/data/comment', { id: 1, commentText: ' Nice! ' })
    expect(response.status).toBe(201)
    const { comment } = z.parse(blogCommentAnswerSchema, await response.json())
    expect(comment).toMatchObject({ userFullName: 'John Doe', commentText: 'Nice!' })
    expect(findBlogPost(1)!.comments).toHaveLength(1)
    const empty = await post('/blog/list/data/comment', { id: 1, commentText: '   ' })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ errors: { commentText: ['Write a comment first.'] } })
  })

  it('keeps each user’s bookmarks apart', async () => {
    const response = await demoRequest(
      blogHandlers,
      '/blog/list/data/bookmark',
      await withToken(client, postJson({ id: 1, bookmarked: true })),
    )
    expect(await response.json()).toEqual({ bookmarked: true })
    expect(blogBookmarks.get().has('2:1')).toBe(true)
    expect(blogBookmarks.get().has('1:1')).toBe(false)
    await post('/blog/list/data/bookmark', { id: 2, bookmarked: false })
    expect(blogBookmarks.get().has('1:2')).toBe(false)
  })
})
