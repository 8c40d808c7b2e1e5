import { useRef, useState } from 'react'
import {
  toggledLike,
  votedPoll,
  type ProfileData,
  type ProfilePoll,
  type ProfilePost,
} from '@models/account-settings/profile'
import { reportError } from '@/services/error-catalogue'
import { fetchProfilePosts, postLike, postVote } from './profile-api'

/**
 * The profile's feed and polls as the user changes them: the next page of posts on "Load more",
 * a like shown at once and taken back when the server refuses it, a vote the same way.
 */
export function useProfileFeed(
  initial: ProfileData,
  words: { likeFailed: string; voteFailed: string; loadFailed: string },
) {
  const [posts, setPosts] = useState(initial.posts)
  const [total, setTotal] = useState(initial.postsTotal)
  const [polls, setPolls] = useState(initial.polls)
  const [page, setPage] = useState(1)
  const [loading, setLoading] = useState(false)
  const [loadError, setLoadError] = useState(false)
  // A like on its way, per post: a second click waits for the first to be answered.
  const liking = useRef(new Set<number>())

  const loadMore = async () => {
    if (loading) return
    setLoading(true)
    setLoadError(false)
    try {
      const next = await fetchProfilePosts(page + 1)
      setPosts((current) => [
        ...current,
        ...next.posts.filter((post) => !current.some((shown) => shown.id === post.id)),
      ])
      setTotal(next.total)
      setPage(page + 1)
    } catch (error) {
      setLoadError(true)
      await reportError(error, words.loadFailed)
    } finally {
      setLoading(false)
    }
  }

  const replacePost = (post: ProfilePost) =>
    setPosts((current) => current.map((shown) => (shown.id === post.id ? post : shown)))

  const toggleLike = async (post: ProfilePost) => {
    if (liking.current.has(post.id)) return
    liking.current.add(post.id)
    const shown = toggledLike(post)
    replacePost(shown)
    try {
      replacePost(await postLike(post.id, shown.youLiked))
    } catch (error) {
      replacePost(post)
      await reportError(error, words.likeFailed)
    } finally {
      liking.current.delete(post.id)
    }
  }

  const replacePoll = (poll: ProfilePoll) =>
    setPolls((current) => current.map((shown) => (shown.id === poll.id ? poll : shown)))

  const vote = async (poll: ProfilePoll, option: string) => {
    if (poll.yourVote === option) return
    replacePoll(votedPoll(poll, option))
    try {
      replacePoll(await postVote(poll.id, option))
    } catch (error) {
      replacePoll(poll)
      await reportError(error, words.voteFailed)
    }
  }

  return {
    posts,
    polls,
    hasMore: posts.length < total,
    loading,
    loadError,
    loadMore,
    toggleLike,
    vote,
  }
}
