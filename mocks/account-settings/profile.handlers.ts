import { http, HttpResponse } from 'msw'
import { votedPoll } from '../../models/account-settings/profile.ts'
import { profileData, profilePostPage, profileStore } from './profile.ts'
import { authorize } from '../session/tokens.ts'
import { fieldError } from '../server/field-errors.ts'
import { readJsonObject } from '../server/read-json.ts'

/**
 * The profile page (SPEC section 7, "Users": `GET /profile/data`). The spec names only the read;
 * the feed's next pages, a like and a poll vote are demo calls of their own:
 * - `GET /profile/posts?page=` answers `{posts, total}` (3 a page);
 * - `POST /profile/posts/like {postId, liked}` answers `{post}`; 404 for an unknown post;
 * - `POST /profile/polls/vote {pollId, option}` answers `{poll}`; 400 for an unknown option.
 *
 * Access: any signed-in user (401 without a valid token).
 */
export const profileHandlers = [
  http.get('*/profile/data', async ({ request }) => {
    const auth = await authorize(request)
    return auth instanceof Response ? auth : HttpResponse.json(profileData())
  }),

  http.get('*/profile/posts', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const page = Number(new URL(request.url).searchParams.get('page') ?? '1')
    return HttpResponse.json(profilePostPage(Number.isInteger(page) && page > 0 ? page : 1))
  }),

  http.post('*/profile/posts/like', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const body = (await readJsonObject(request)) ?? {}
    const post = profileStore.get().posts.find((item) => item.id === body.postId)
    if (!post) return HttpResponse.json({ message: 'This post no longer exists.' }, { status: 404 })
    if (typeof body.liked !== 'boolean') return fieldError('liked', 'liked must be true or false.')
    if (post.youLiked !== body.liked) {
      post.youLiked = body.liked
      post.likes += body.liked ? 1 : -1
    }
    return HttpResponse.json({ post: { ...post } })
  }),

  http.post('*/profile/polls/vote', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const body = (await readJsonObject(request)) ?? {}
    const polls = profileStore.get().polls
    const index = polls.findIndex((poll) => poll.id === body.pollId)
    const poll = polls[index]
    if (!poll) return HttpResponse.json({ message: 'This poll no longer exists.' }, { status: 404 })
    const option = poll.options.find((choice) => choice.id === body.option)
    if (!option) return fieldError('option', 'Choose one of the poll’s options.')
    polls[index] = votedPoll(poll, option.id)
    return HttpResponse.json({ poll: structuredClone(polls[index]) })
  }),
]
