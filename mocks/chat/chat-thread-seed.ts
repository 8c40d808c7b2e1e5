import type { ChatType } from '../../models/chat/chat-api.ts'
import { findPerson } from './chat-people.ts'
import { chatImages } from './chat-images.ts'
import {
  customerEpisodes,
  followUpLines,
  notificationLines,
  supportEpisodes,
  teamEpisodes,
  type Episode,
  type ScriptLine,
} from './chat-scripts.ts'
import { addMessage, createThreadState, openThread, type ThreadState } from './chat-thread-state.ts'
import { pick, seededRandom } from '../server/seeded-random.ts'

/**
 * The seeded conversations. Their content is fixed by a seeded generator; their times are relative
 * to the moment of seeding, so that the day separators show Today, Yesterday and older days.
 */

/** The demo admin and client (mocks/session/accounts.ts). */
export const adminId = 1
export const clientId = 2

/** The contact of the admin's WhatsApp thread with 1,250 messages, 1,234 of them unseen. */
export const bulkThreadContactId = 7
export const bulkThreadSize = 1250
export const bulkThreadUnseen = 1234

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)

/** The admin's WhatsApp contacts (57 chats, three pages of 20). */
export const adminWhatsAppContacts: readonly number[] = [3, 4, ...range(6, 60)]
/** The admin's live chat contacts (24 chats), the demo client among them. */
export const adminLiveContacts: readonly number[] = [clientId, ...range(41, 63)]
/** The client's chats: both types with Support Team (contact 5), and a few more. */
export const clientWhatsAppContacts: readonly number[] = [5, 12]
export const clientLiveContacts: readonly number[] = [5, adminId, 18]

const minute = 60_000
const hour = 60 * minute
const day = 24 * hour

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

interface Draft {
  by: 'c' | 'u'
  text: string
  image?: { width: number; height: number }
  episode: number
  unseen?: boolean
}

interface ThreadPlan {
  chatType: ChatType
  userId: number
  contactId: number
  /** Messages in all, follow-ups included. */
  size: number
  /** How long before the seed moment the newest message was written. */
  lastAgo: number
  /** Messages the contact added after the user's last reply, still unseen. */
  unseen: number
  episodes: readonly Episode[]
}

const firstName = (id: number) => findPerson(id)?.name.split(' ')[0] ?? 'there'

function filler(random: () => number, userId: number, contactId: number) {
  const values: Record<string, string> = {
    first: firstName(contactId),
    me: firstName(userId),
    order: String(10_000 + Math.floor(random() * 89_999)),
    ticket: String(1000 + Math.floor(random() * 8999)),
    amount: `$${(20 + random() * 480).toFixed(2)}`,
    day: pick(random, weekdays),
  }
  return (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

function draftOf(line: ScriptLine, fill: (text: string) => string, episode: number): Draft {
  const [by, content] = line
  if (typeof content === 'string') return { by, text: fill(content), episode }
  const image = chatImages[content.image]
  return { by, text: image.url, image: { width: image.width, height: image.height }, episode }
}

/**
 * The drafts of one thread, oldest first: whole episodes in a shuffled cycle, cut at the start to
 * the size asked (the history begins mid-conversation), then the unseen follow-ups.
 */
function draftThread(random: () => number, plan: ThreadPlan): Draft[] {
  const wanted = plan.size - plan.unseen
  const cycle = shuffled(random, plan.episodes)
  const episodes: Draft[][] = []
  let total = 0
  for (let episode = 0; total < wanted; episode++) {
    const fill = filler(random, plan.userId, plan.contactId)
    const script = cycle[episode % cycle.length] ?? []
    const drafts = script.map((line) => draftOf(line, fill, -episode))
    episodes.unshift(drafts)
    total += drafts.length
  }
  const kept = episodes.flat().slice(total - wanted)
  const fill = filler(random, plan.userId, plan.contactId)
  for (let index = 0; index < plan.unseen; index++) {
    kept.push({ by: 'c', text: fill(pick(random, followUpLines)), episode: 1, unseen: true })
  }
  return kept
}

/** The gap before an episode, by how many episodes separate it from the newest one. */
function gapBefore(random: () => number, depth: number): number {
  if (depth === 0) return 30 * minute + random() * 3 * hour
  if (depth === 1) return 18 * hour + random() * 10 * hour
  return day + random() * 5 * day
}

function writeThread(state: ThreadState, random: () => number, plan: ThreadPlan, now: number) {
  const drafts = draftThread(random, plan)
  const { thread } = openThread(state, plan.chatType, plan.userId, plan.contactId)
  const times: number[] = []
  let time = now - plan.lastAgo
  let depth = 0
  for (let index = drafts.length - 1; index >= 0; index--) {
    times[index] = time
    const here = drafts[index]!
    const before = drafts[index - 1]
    if (!before) break
    if (before.episode !== here.episode) time -= gapBefore(random, depth++)
    else time -= minute + random() * 8 * minute
  }
  // The contact may not have read the user's newest messages (those after its own last one) yet.
  const unreadTail = plan.unseen === 0 && random() < 0.3
  const lastByContact = drafts.map((draft) => draft.by).lastIndexOf('c')
  drafts.forEach((draft, index) => {
    const fromUser = draft.by === 'u'
    const newestByUser = fromUser && index > lastByContact
    addMessage(state, thread, {
      message: draft.text,
      created_at: new Date(times[index] ?? now).toISOString(),
      from: fromUser ? plan.userId : plan.contactId,
      type: draft.image ? 'image' : 'chat',
      message_seen: draft.unseen || (unreadTail && newestByUser) ? 'no' : 'yes',
      heart: random() < 0.04 ? 1 : 0,
      ...draft.image,
    })
  })
}

/** The admin's thread with the notification sender: a short setup, then 1,234 unseen alerts. */
function writeBulkThread(state: ThreadState, random: () => number, now: number) {
  const { thread } = openThread(state, 'whatsapp', adminId, bulkThreadContactId)
  const setup: [number, string][] = [
    [bulkThreadContactId, 'Hello! This is the Parcelwise notification service for your account.'],
    [adminId, 'Hi, thanks. Will we get a message for every shipment?'],
    [
      bulkThreadContactId,
      'Yes: one message per status change.\nShipped, out for delivery, delivered, failed attempt.',
    ],
    [adminId, 'Can we limit it to failed deliveries?'],
    [bulkThreadContactId, 'Filtering is not available yet. You can mute this chat instead.'],
    [adminId, 'Ok, we will keep it as it is for now.'],
  ]
  const alerts = bulkThreadSize - setup.length
  const seenAlerts = alerts - bulkThreadUnseen
  const lines: { from: number; text: string; seen: boolean }[] = [
    ...setup.map(([from, text]) => ({ from, text, seen: true })),
    ...Array.from({ length: alerts }, (_, index) => ({
      from: bulkThreadContactId,
      text: filler(random, adminId, bulkThreadContactId)(pick(random, notificationLines)),
      seen: index < seenAlerts,
    })),
  ]
  let time = now - 2 * minute
  const times = lines.map(() => 0)
  for (let index = lines.length - 1; index >= 0; index--) {
    times[index] = time
    // The setup is one exchange minutes long; the alerts follow hours later, one every half hour.
    if (index < setup.length) time -= 4 * minute
    else if (index === setup.length) time -= 3 * hour
    else time -= 20 * minute + random() * 20 * minute
  }
  lines.forEach((line, index) =>
    addMessage(state, thread, {
      message: line.text,
      created_at: new Date(times[index] ?? now).toISOString(),
      from: line.from,
      type: 'chat',
      message_seen: line.seen ? 'yes' : 'no',
      heart: 0,
    }),
  )
}

/** Minutes-to-days ago by rank in the list, increasing, so the seeded list order is known. */
function lastAgoByRank(random: () => number, rank: number): number {
  if (rank === 0) return 2 * minute
  if (rank <= 5) return (rank * 25 + random() * 20) * minute
  if (rank <= 10) return day + ((rank - 6) * 60 + random() * 50) * minute
  return (rank - 9) * 1.1 * day + random() * 20 * hour
}

function episodesFor(contactId: number): readonly Episode[] {
  return findPerson(contactId)?.role === 'client' ? customerEpisodes : teamEpisodes
}

function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const copy = [...items]
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1))
    ;[copy[index], copy[other]] = [copy[other]!, copy[index]!]
  }
  return copy
}

/** Ranks (positions in the seeded list order) whose thread ends with unseen messages. */
const adminUnseenRanks: Record<ChatType, readonly number[]> = {
  whatsapp: [1, 2, 4, 7, 12, 20, 33, 45],
  live: [0, 2, 5, 11],
}

function planAdminThreads(random: () => number, chatType: ChatType): ThreadPlan[] {
  const contacts = chatType === 'whatsapp' ? adminWhatsAppContacts : adminLiveContacts
  // The bulk thread is the admin's newest WhatsApp chat; it is written on its own.
  const order = shuffled(
    random,
    contacts.filter((id) => id !== bulkThreadContactId || chatType !== 'whatsapp'),
  )
  const firstRank = chatType === 'whatsapp' ? 1 : 0
  return order.map((contactId, index) => {
    const rank = index + firstRank
    const unseen = adminUnseenRanks[chatType].includes(rank) ? 1 + Math.floor(random() * 4) : 0
    return {
      chatType,
      userId: adminId,
      contactId,
      size: Math.max(3, unseen + 3, 3 + Math.floor(random() * 58)),
      lastAgo: lastAgoByRank(random, rank),
      unseen,
      episodes: episodesFor(contactId),
    }
  })
}

function planClientThreads(): ThreadPlan[] {
  const plan = (
    chatType: ChatType,
    contactId: number,
    size: number,
    lastAgo: number,
    unseen: number,
  ): ThreadPlan => ({
    chatType,
    userId: clientId,
    contactId,
    size,
    lastAgo,
    unseen,
    episodes: supportEpisodes,
  })
  return [
    plan('whatsapp', 5, 4, 50 * minute, 0),
    plan('whatsapp', 12, 6, 2 * day, 1),
    plan('live', 5, 5, 35 * minute, 0),
    plan('live', 18, 4, 3 * day, 0),
  ]
}

/** The whole messaging state at the moment `now`. */
export function seedThreadState(now: number = Date.now()): ThreadState {
  const random = seededRandom(7250)
  const state = createThreadState()
  writeBulkThread(state, random, now)
  const plans = [
    ...planAdminThreads(random, 'whatsapp'),
    ...planAdminThreads(random, 'live'),
    ...planClientThreads(),
  ]
  // The admin's live chat with the client is the client's chat with the admin too (one thread for
  // both sides), so the client's plans leave it out.
  plans.forEach((plan) => writeThread(state, random, plan, now))
  return state
}
