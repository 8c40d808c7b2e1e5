import * as z from 'zod/mini'

/**
 * The profile page's payloads (SPEC.md section 3 "Profile": header, about, suggested pages, feeds,
 * posts with likes and comments, photos, suggestions, polls). `GET /profile/data` gives all of them
 * with the feed's first page; `GET /profile/posts?page=` gives the next pages.
 */
export const profilePostSchema = z.object({
  id: z.number(),
  author: z.string(),
  avatar: z.string(),
  /** ISO 8601. */
  postedAt: z.string(),
  text: z.string(),
  image: z.nullable(z.string()),
  likes: z.number(),
  youLiked: z.boolean(),
  comments: z.number(),
})

export const profilePollSchema = z.object({
  id: z.number(),
  question: z.string(),
  options: z.array(z.object({ id: z.string(), label: z.string(), votes: z.number() })),
  /** The option the signed-in user voted for, or null. */
  yourVote: z.nullable(z.string()),
})

export const profileDataSchema = z.object({
  header: z.object({
    fullName: z.string(),
    designation: z.string(),
    avatar: z.string(),
    cover: z.string(),
  }),
  about: z.object({
    text: z.string(),
    joined: z.string(),
    lives: z.string(),
    email: z.string(),
    website: z.string(),
  }),
  suggestedPages: z.array(
    z.object({ id: z.number(), name: z.string(), subtitle: z.string(), avatar: z.string() }),
  ),
  polls: z.array(profilePollSchema),
  photos: z.array(z.object({ id: z.number(), src: z.string() })),
  suggestions: z.array(
    z.object({ id: z.number(), name: z.string(), avatar: z.string(), mutualFriends: z.number() }),
  ),
  posts: z.array(profilePostSchema),
  postsTotal: z.number(),
})

/** `GET /profile/posts?page=`. */
export const profilePostPageSchema = z.object({
  posts: z.array(profilePostSchema),
  total: z.number(),
})
/** `POST /profile/posts/like`. */
export const profileLikeAnswerSchema = z.object({ post: profilePostSchema })
/** `POST /profile/polls/vote`. */
export const profileVoteAnswerSchema = z.object({ poll: profilePollSchema })

/** Posts per page of the feed. */
export const profilePostsPerPage = 3

export type ProfilePost = z.infer<typeof profilePostSchema>
export type ProfilePoll = z.infer<typeof profilePollSchema>
export type ProfileData = z.infer<typeof profileDataSchema>

/** A post with the user's like toggled, as it will be once the server agrees. */
export function toggledLike(post: ProfilePost): ProfilePost {
  return {
    ...post,
    youLiked: !post.youLiked,
    likes: post.likes + (post.youLiked ? -1 : 1),
  }
}

/** A poll with the user's vote moved to `option` (or left as it is when it is already there). */
export function votedPoll(poll: ProfilePoll, option: string): ProfilePoll {
  if (poll.yourVote === option) return poll
  return {
    ...poll,
    yourVote: option,
    options: poll.options.map((choice) => ({
      ...choice,
      votes: choice.votes + (choice.id === option ? 1 : 0) - (choice.id === poll.yourVote ? 1 : 0),
    })),
  }
}
