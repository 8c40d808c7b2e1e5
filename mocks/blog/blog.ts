import type {
  BlogCategoryValue,
  BlogComment,
  BlogEdit,
  BlogPostSummary,
  BlogStatus,
} from '../../models/blog/blog.ts'
import { defineStore } from '../server/store.ts'

/**
 * The demo blog (issue 16): twelve posts with HTML content, a few comments each, fixed dates so
 * every run shows the same list; the bookmarks are per user.
 */
export interface DemoBlogPost {
  id: number
  title: string
  slug: string
  img: string
  avatar: string
  userFullName: string
  blogPosted: string
  tags: BlogCategoryValue[]
  excerpt: string
  content: string
  status: BlogStatus
  comments: BlogComment[]
}

type SeedRow = [title: string, tags: BlogCategoryValue[], author: number, excerpt: string]

const authors = [
  ['Ghani Pradita', '/images/avatars/3.svg'],
  ['Jorge Griffin', '/images/avatars/5.svg'],
  ['Claudiu Hodorogea', '/images/avatars/7.svg'],
  ['Fred Boone', '/images/avatars/9.svg'],
  ['Billy French', '/images/avatars/11.svg'],
  ['Helena Payne', '/images/avatars/13.svg'],
] as const

const rows: SeedRow[] = [
  [
    'The Best Features Coming to iOS and Web Design',
    ['quote', 'gaming'],
    0,
    'What the next releases bring to the people who design for phones and the web, and what they can leave behind.',
  ],
  [
    'Apple Airpods Are Worth the Hype',
    ['fashion', 'video'],
    1,
    'We wore them for a month, on the train, at the gym and in meetings. Here is what held up.',
  ],
  [
    'My Ten Best Life Hacks for the Kitchen',
    ['food'],
    2,
    'Small habits that save time every evening: from sharp knives to a tidy fridge.',
  ],
  [
    'Why Should Forget Facebook?',
    ['gaming', 'quote'],
    3,
    'A look at what we give away when we scroll, and a few places to spend that time instead.',
  ],
  [
    'Six Ways to Wear a Denim Jacket',
    ['fashion'],
    4,
    'One jacket, six looks, from the office to a night out.',
  ],
  [
    'Ten Podcasts Worth Your Commute',
    ['video', 'quote'],
    5,
    'Stories, science and interviews for the ride in and the ride home.',
  ],
  [
    'A Week of One-Pot Dinners',
    ['food'],
    0,
    'Seven dinners, one pot each, and fewer dishes to wash.',
  ],
  [
    'Retro Consoles Make a Comeback',
    ['gaming'],
    1,
    'Why the games of the nineties are selling again, and which ones to look for.',
  ],
  [
    'Street Style Notes from Lisbon',
    ['fashion', 'video'],
    2,
    'Linen, loafers and colour: what people wear on the hills of Lisbon.',
  ],
  [
    'The Quiet Power of a Good Quote',
    ['quote'],
    3,
    'Short lines that stayed with us, and why a few words can change a day.',
  ],
  [
    'Filming on a Phone: A Beginner’s Guide',
    ['video'],
    4,
    'Light, sound and a steady hand matter more than the camera you carry.',
  ],
  [
    'Sourdough for Busy People',
    ['food', 'quote'],
    5,
    'A loaf that fits around a working week, with a schedule you can keep.',
  ],
]

const commenters = [
  [
    'Willie Clark',
    '/images/avatars/2.svg',
    'Based in London, Uncode is a blog by Willie Clark. His posts explore modern design trends through photos and quotes.',
  ],
  [
    'Lucy Hall',
    '/images/avatars/4.svg',
    'Thanks for this, I tried the first tip this morning and it already helped.',
  ],
  [
    'Nina Ortiz',
    '/images/avatars/6.svg',
    'Great read. Could you write more about this next month?',
  ],
] as const

const day = 24 * 60 * 60 * 1000
/** The newest post was posted on 20 November 2026; each one before it three days earlier. */
const newest = Date.UTC(2026, 10, 20, 9, 30)

function contentOf(title: string, excerpt: string): string {
  return [
    `<p>${excerpt}</p>`,
    `<h4>${title}</h4>`,
    '<p>Cupcake ipsum dolor sit. Amet dessert donut candy chocolate bar cotton dessert candy chocolate. Candy muffin danish. Macaroon brownie jelly beans marzipan cheesecake oat cake. Carrot cake macaroon chocolate cake. Jelly brownie jelly.</p>',
    '<blockquote>Design is not just what it looks like and feels like. Design is how it works.</blockquote>',
    '<ul><li>Start small and keep going.</li><li>Measure what matters.</li><li>Share what you learn.</li></ul>',
    '<p>Read more on <a href="https://example.com/blog">our partner’s site</a>.</p>',
  ].join('')
}

const seed = (): DemoBlogPost[] =>
  rows.map(([title, tags, author, excerpt], index) => {
    const id = index + 1
    const posted = newest - index * 3 * day
    const [userFullName, avatar] = authors[author]!
    const commentCount = index % 3
    return {
      id,
      title,
      slug: title
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
      img: `/images/blog/cover-${(index % 6) + 1}.svg`,
      avatar,
      userFullName,
      blogPosted: new Date(posted).toISOString(),
      tags,
      excerpt,
      content: contentOf(title, excerpt),
      status: 'published',
      comments: commenters.slice(0, commentCount).map(([name, picture, text], number) => ({
        id: id * 100 + number + 1,
        avatar: picture,
        userFullName: name,
        commentedAt: new Date(posted + (number + 1) * day).toISOString(),
        commentText: text,
      })),
    }
  })

export const blogPosts = defineStore(seed)

/** The posts each user bookmarked, as `userId:postId`. */
export const blogBookmarks = defineStore(() => new Set<string>(['1:2']))

export const findBlogPost = (id: number) => blogPosts.get().find((post) => post.id === id)

export const blogCategoryLabels: Record<BlogCategoryValue, string> = {
  fashion: 'Fashion',
  food: 'Food',
  gaming: 'Gaming',
  quote: 'Quote',
  video: 'Video',
}

export const blogCategoryIcons: Record<BlogCategoryValue, string> = {
  fashion: 'pi pi-shopping-bag',
  food: 'pi pi-home',
  gaming: 'pi pi-desktop',
  quote: 'pi pi-comment',
  video: 'pi pi-video',
}

export function summaryOf(post: DemoBlogPost): BlogPostSummary {
  return {
    id: post.id,
    img: post.img,
    title: post.title,
    avatar: post.avatar,
    userFullName: post.userFullName,
    blogPosted: post.blogPosted,
    tags: [...post.tags],
    excerpt: post.excerpt,
    comment: post.comments.length,
  }
}

export function editOf(post: DemoBlogPost): BlogEdit {
  return {
    id: post.id,
    blogTitle: post.title,
    blogCategories: post.tags.map((value) => ({ value, label: blogCategoryLabels[value] })),
    slug: post.slug,
    status: post.status,
    excerpt: post.excerpt,
    featuredImage: post.img,
  }
}
