import { useCallback, useMemo, useRef, useState } from 'react'
import type { BlogComment, BlogDetail, BlogEdit } from '@models/blog/blog'
import { queryCache } from '@/services/app-query-cache'
import { useCurrentUser } from '@/services/current-user'
import { useQuery } from '@/services/use-query'
import { addBlogComment, saveBlogEdit, setBlogBookmark } from './blog-api'
import { blogDetailQuery, blogEditQuery } from './blog-query'

/** A comment shown before the server has it. */
export type ShownComment = BlogComment & { pending?: boolean }

/**
 * One post on its page (/pages/blog/detail/:id) with its comment and bookmark, both optimistic:
 * a comment shows at once (marked as sending) and leaves again if the server refuses it; the
 * bookmark turns at once and turns back if the server refuses it. Each action rejects with the
 * server's error, for the page to tell the user.
 */
export function useBlogPost(id: number) {
  const query = useMemo(() => blogDetailQuery(id), [id])
  const { state, retry } = useQuery(query)
  const user = useCurrentUser()
  const [sending, setSending] = useState<readonly ShownComment[]>([])
  const [bookmark, setBookmark] = useState<boolean | null>(null)
  const bookmarkTurn = useRef(0)
  const nextTempId = useRef(-1)

  /** Lays `change` over the cached post, so the answer stays on screen as the server has it. */
  const updateCached = useCallback(
    (change: (post: BlogDetail) => BlogDetail) => {
      const current = queryCache.peek<BlogDetail>(query.key)
      if (current) queryCache.set(query.key, change(current))
    },
    [query],
  )

  const addComment = useCallback(
    async (text: string): Promise<void> => {
      const shown: ShownComment = {
        id: nextTempId.current--,
        avatar: user.avatar,
        userFullName: user.fullName,
        commentedAt: new Date().toISOString(),
        commentText: text.trim(),
        pending: true,
      }
      setSending((list) => [...list, shown])
      try {
        const comment = await addBlogComment(id, text)
        updateCached((post) => ({ ...post, comments: [...post.comments, comment] }))
        // The list's comment counts are stale now.
        queryCache.invalidate(['blog', 'list'])
      } finally {
        setSending((list) => list.filter((item) => item !== shown))
      }
    },
    [id, user.avatar, user.fullName, updateCached],
  )

  const post = state.status === 'ready' ? state.data : null
  const bookmarked = bookmark ?? post?.bookmarked ?? false

  const toggleBookmark = useCallback(async (): Promise<void> => {
    const next = !bookmarked
    const turn = ++bookmarkTurn.current
    setBookmark(next)
    try {
      const saved = await setBlogBookmark(id, next)
      updateCached((current) => ({ ...current, bookmarked: saved }))
    } finally {
      // The last toggle decides; a refused one falls back to what the server holds.
      if (turn === bookmarkTurn.current) setBookmark(null)
    }
  }, [bookmarked, id, updateCached])

  const comments: readonly ShownComment[] = post ? [...post.comments, ...sending] : []
  return { state, retry, post, comments, bookmarked, addComment, toggleBookmark }
}

/**
 * Saves the edit form; the blog's cached answers (list, sidebar, the post) are stale after it,
 * and the saved post replaces the form's own answer at once.
 */
export async function saveBlogPost(post: BlogEdit): Promise<BlogEdit> {
  const saved = await saveBlogEdit(post)
  queryCache.invalidate(['blog'])
  queryCache.set(blogEditQuery(saved.id).key, saved)
  return saved
}
