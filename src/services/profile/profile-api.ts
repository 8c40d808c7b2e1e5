import {
  profileDataSchema,
  profileLikeAnswerSchema,
  profilePostPageSchema,
  profileVoteAnswerSchema,
  type ProfileData,
  type ProfilePoll,
  type ProfilePost,
} from '@models/account-settings/profile'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/** `GET /profile/data`: the whole page with the feed's first page. */
export async function fetchProfileData(signal?: AbortSignal): Promise<ProfileData> {
  const body = await http.get('profile/data', { signal }).json()
  return parseResponse(profileDataSchema, body, 'profile')
}

/** `GET /profile/posts?page=`. */
export async function fetchProfilePosts(
  page: number,
  signal?: AbortSignal,
): Promise<{ posts: ProfilePost[]; total: number }> {
  const body = await http
    .get('profile/posts', { signal, searchParams: { page: String(page) } })
    .json()
  return parseResponse(profilePostPageSchema, body, 'profile posts')
}

/** `POST /profile/posts/like`: the post as the server counts it now. */
export async function postLike(postId: number, liked: boolean): Promise<ProfilePost> {
  const body = await http.post('profile/posts/like', { json: { postId, liked } }).json()
  return parseResponse(profileLikeAnswerSchema, body, 'like').post
}

/** `POST /profile/polls/vote`. */
export async function postVote(pollId: number, option: string): Promise<ProfilePoll> {
  const body = await http.post('profile/polls/vote', { json: { pollId, option } }).json()
  return parseResponse(profileVoteAnswerSchema, body, 'vote').poll
}
