import {
  profilePostsPerPage,
  type ProfileData,
  type ProfilePoll,
  type ProfilePost,
} from '../../models/account-settings/profile.ts'
import { defineStore } from '../server/store.ts'

const texts = [
  'Shipped the new support queue today: first replies are down to under an hour.',
  'Reminder for the team: the quarterly review is on Friday. Bring one win and one lesson.',
  'Spent the afternoon with a customer walking through their onboarding. So much to learn.',
  'Our help centre now answers the ten most asked questions. Feedback welcome!',
  'Coffee, a clean inbox and a kanban board with nothing in progress. Good Monday.',
  'Hiring: we are looking for a support engineer who enjoys hard questions.',
  'Thanks to everyone who joined the webinar on automations.',
  'New invoice templates are live for all clients.',
  'Back from the conference with a notebook full of ideas.',
]

const authors = [
  ['John Doe', '/images/avatars/1.svg'],
  ['Jane Cooper', '/images/avatars/2.svg'],
  ['Leslie Alexander', '/images/avatars/3.svg'],
] as const

/** Nine posts, newest first, each a day apart from 25 November 2026. */
function seedPosts(): ProfilePost[] {
  return texts.map((text, index) => {
    const [author, avatar] = authors[index % authors.length]!
    return {
      id: index + 1,
      author,
      avatar,
      postedAt: new Date(Date.UTC(2026, 10, 25 - index, 9, 30)).toISOString(),
      text,
      image: index % 3 === 0 ? `/images/kanban/cover-${(index % 3) + 1}.svg` : null,
      likes: 12 + ((index * 37) % 90),
      youLiked: index === 1,
      comments: (index * 7) % 15,
    }
  })
}

function seedPolls(): ProfilePoll[] {
  return [
    {
      id: 1,
      question: 'Which feature should we build next?',
      options: [
        { id: 'reports', label: 'Scheduled reports', votes: 14 },
        { id: 'mobile', label: 'A mobile app', votes: 22 },
        { id: 'sso', label: 'Single sign-on', votes: 9 },
      ],
      yourVote: null,
    },
  ]
}

interface ProfileState {
  posts: ProfilePost[]
  polls: ProfilePoll[]
}

export const profileStore = defineStore<ProfileState>(() => ({
  posts: seedPosts(),
  polls: seedPolls(),
}))

/** Everything the page shows first, with the feed's first page. */
export function profileData(): ProfileData {
  const { posts, polls } = profileStore.get()
  return {
    header: {
      fullName: 'John Doe',
      designation: 'Operations lead',
      avatar: '/images/avatars/1.svg',
      cover: '/images/kanban/cover-2.svg',
    },
    about: {
      text: 'Operations lead. I keep the support queue short and the customers happy.',
      joined: '2021-04-12',
      lives: 'Lisbon, Portugal',
      email: 'john.doe@example.com',
      website: 'https://example.com',
    },
    suggestedPages: [
      { id: 1, name: 'Support leaders', subtitle: 'Community', avatar: '/images/avatars/4.svg' },
      { id: 2, name: 'Kanban daily', subtitle: 'Productivity', avatar: '/images/avatars/5.svg' },
      { id: 3, name: 'Customer stories', subtitle: 'Blog', avatar: '/images/avatars/6.svg' },
    ],
    polls: structuredClone(polls),
    photos: [7, 8, 9, 10, 11, 12].map((n) => ({ id: n, src: `/images/avatars/${n}.svg` })),
    suggestions: [
      { id: 1, name: 'Cody Fisher', avatar: '/images/avatars/13.svg', mutualFriends: 6 },
      { id: 2, name: 'Kristin Watson', avatar: '/images/avatars/14.svg', mutualFriends: 3 },
    ],
    posts: posts.slice(0, profilePostsPerPage).map((post) => ({ ...post })),
    postsTotal: posts.length,
  }
}

/** One page of the feed (from 1). */
export function profilePostPage(page: number): { posts: ProfilePost[]; total: number } {
  const { posts } = profileStore.get()
  const start = (page - 1) * profilePostsPerPage
  return {
    posts: posts.slice(start, start + profilePostsPerPage).map((post) => ({ ...post })),
    total: posts.length,
  }
}
