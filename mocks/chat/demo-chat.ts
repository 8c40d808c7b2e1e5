import {
  demoProfileUserId,
  type DemoChat,
  type DemoContact,
  type DemoMessage,
  type DemoProfileUser,
} from '../../models/chat/demo-chat-api.ts'
import { defineStore } from '../server/store.ts'

/**
 * The template's demo chat (/apps/chat): the profile user (sender id 11, SPEC.md section 9), ten
 * contacts and the chats with some of them. Message times are relative to the moment of seeding.
 */

const minute = 60_000

// prettier-ignore
const contacts: readonly DemoContact[] = [
  { id: 1, fullName: 'Lena Hartmann', role: 'UI/UX Designer', about: 'Pixels, prototypes and too many shades of blue.', avatar: '/images/avatars/2.svg', status: 'online' },
  { id: 2, fullName: 'Mateo Silva', role: 'Frontend Developer', about: 'Turning designs into components since 2016.', avatar: '/images/avatars/3.svg', status: 'busy' },
  { id: 3, fullName: 'Priya Raman', role: 'Project Manager', about: 'Deadlines are my love language.', avatar: '/images/avatars/4.svg', status: 'away' },
  { id: 4, fullName: 'Oskar Lund', role: 'Backend Developer', about: 'APIs, queues and a good espresso.', avatar: null, status: 'offline' },
  { id: 5, fullName: 'Amara Okoye', role: 'Marketing Lead', about: 'Campaigns that people actually read.', avatar: '/images/avatars/6.svg', status: 'online' },
  { id: 6, fullName: 'Hiroshi Sato', role: 'Data Analyst', about: 'If it moves, I chart it.', avatar: '/images/avatars/7.svg', status: 'offline' },
  { id: 7, fullName: 'Camille Laurent', role: 'Customer Success', about: 'Happy customers, happy team.', avatar: null, status: 'away' },
  { id: 8, fullName: 'Diego Fernández', role: 'QA Engineer', about: 'I break things so you do not have to.', avatar: '/images/avatars/9.svg', status: 'online' },
  { id: 9, fullName: 'Sara Nilsson', role: 'Product Owner', about: 'Backlog gardener.', avatar: '/images/avatars/10.svg', status: 'busy' },
  { id: 10, fullName: 'Kwame Mensah', role: 'DevOps Engineer', about: 'Green pipelines only.', avatar: '/images/avatars/11.svg', status: 'offline' },
]

type Line = readonly [from: 'me' | 'them', text: string, minutesAgo: number]

/** The chats, by contact: what is said, and how long ago. */
interface Conversation {
  contactId: number
  unseenMsgs: number
  lines: readonly Line[]
}

const conversations: readonly Conversation[] = [
  {
    contactId: 1,
    unseenMsgs: 0,
    lines: [
      ['them', 'Hi! Did you get a chance to look at the new onboarding screens?', 26 * 60 + 12],
      ['me', 'Yes, they look great. The illustrations are a big improvement.', 26 * 60 + 5],
      ['them', 'Thanks! Any changes before I hand them over?', 26 * 60],
      ['me', 'Maybe a bit more contrast on the secondary buttons.', 25 * 60 + 50],
      ['them', 'Good call, updating now.', 40],
      ['them', 'Done — new version is in the shared folder.', 12],
    ],
  },
  {
    contactId: 2,
    unseenMsgs: 1,
    lines: [
      ['me', 'How is the settings page coming along?', 3 * 24 * 60],
      ['them', 'Almost there, just the notification toggles left.', 3 * 24 * 60 - 7],
      ['them', 'Pushed it to the review branch 🚀', 95],
    ],
  },
  {
    contactId: 3,
    unseenMsgs: 0,
    lines: [
      ['them', 'Reminder: sprint review tomorrow at 10:00.', 2 * 24 * 60 + 30],
      ['me', 'Thanks, I will prepare the demo.', 2 * 24 * 60 + 20],
      [
        'them',
        'Could you also add the release notes?\nJust the three main features is enough.',
        2 * 24 * 60 + 18,
      ],
      ['me', 'Sure.', 2 * 24 * 60 + 10],
    ],
  },
  {
    contactId: 5,
    unseenMsgs: 2,
    lines: [
      ['me', 'Do we have the numbers from last week’s newsletter?', 5 * 24 * 60],
      ['them', 'Open rate 41 %, click rate 6 %. Best one this year!', 5 * 24 * 60 - 30],
      ['them', 'Can we feature the new dashboard in the next one?', 18 * 60],
      ['them', 'I would need two screenshots by Friday.', 18 * 60 - 2],
    ],
  },
  {
    contactId: 8,
    unseenMsgs: 0,
    lines: [
      ['them', 'Found a bug in the checkout: the coupon field accepts spaces.', 9 * 24 * 60],
      ['me', 'Nice catch, I will create a ticket.', 9 * 24 * 60 - 15],
    ],
  },
]

function seedDemoChat() {
  const now = Date.now()
  const profileUser: DemoProfileUser = {
    id: demoProfileUserId,
    avatar: '/images/avatars/1.svg',
    fullName: 'John Doe',
    role: 'Admin',
    about: 'Building the best workspace for small teams.',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  }
  const chats: DemoChat[] = conversations.map((conversation, index) => {
    const unseenFrom = conversation.lines.length - conversation.unseenMsgs
    return {
      id: index + 1,
      userId: conversation.contactId,
      unseenMsgs: conversation.unseenMsgs,
      chat: conversation.lines.map(([from, message, minutesAgo], position) => ({
        message,
        time: new Date(now - minutesAgo * minute).toISOString(),
        senderId: from === 'me' ? demoProfileUserId : conversation.contactId,
        feedback: { isSent: true, isDelivered: true, isSeen: position < unseenFrom },
      })),
    }
  })
  return { profileUser, contacts: contacts.map((contact) => ({ ...contact })), chats }
}

const demoChat = defineStore(seedDemoChat)

const lastTime = (chat: DemoChat) => chat.chat.at(-1)?.time ?? ''

/** The sidebar: contacts with a chat (newest first, with its summary), the others, the profile. */
export function chatsAndContacts() {
  const { chats, contacts, profileUser } = demoChat.get()
  const chatsContacts = [...chats]
    .sort((a, b) => lastTime(b).localeCompare(lastTime(a)))
    .flatMap((chat) => {
      const contact = contacts.find((candidate) => candidate.id === chat.userId)
      if (!contact) return []
      const summary = { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: chat.chat.at(-1) }
      return [{ ...contact, chat: summary }]
    })
  const withChat = new Set(chats.map((chat) => chat.userId))
  return {
    chatsContacts,
    contacts: contacts.filter((contact) => !withChat.has(contact.id)),
    profileUser,
  }
}

export function demoProfileUser(): DemoProfileUser {
  return demoChat.get().profileUser
}

/** Changes the profile user's status, about line or settings (the sidebar's profile panel). */
export function updateDemoProfileUser(
  patch: Partial<Pick<DemoProfileUser, 'status' | 'about'>> & {
    settings?: Partial<DemoProfileUser['settings']>
  },
): DemoProfileUser {
  const profile = demoChat.get().profileUser
  if (patch.status !== undefined) profile.status = patch.status
  if (patch.about !== undefined) profile.about = patch.about
  if (patch.settings) profile.settings = { ...profile.settings, ...patch.settings }
  return profile
}

export function findDemoContact(id: number): DemoContact | undefined {
  return demoChat.get().contacts.find((contact) => contact.id === id)
}

/** Opens the chat with a contact: the chat (none before the first message) is then all seen. */
export function openDemoChat(contactId: number): DemoChat | null {
  const chat = demoChat.get().chats.find((candidate) => candidate.userId === contactId)
  if (!chat) return null
  chat.unseenMsgs = 0
  return chat
}

/** The profile user writes to a contact; the chat is created with the first message. */
export function sendDemoMessage(
  contactId: number,
  text: string,
): { newMessageData: DemoMessage; chat?: DemoChat } {
  const state = demoChat.get()
  const newMessageData: DemoMessage = {
    message: text,
    time: new Date().toISOString(),
    senderId: demoProfileUserId,
    feedback: { isSent: true, isDelivered: false, isSeen: false },
  }
  const existing = state.chats.find((candidate) => candidate.userId === contactId)
  if (existing) {
    existing.chat.push(newMessageData)
    return { newMessageData }
  }
  const chat: DemoChat = {
    id: Math.max(0, ...state.chats.map((candidate) => candidate.id)) + 1,
    userId: contactId,
    unseenMsgs: 0,
    chat: [newMessageData],
  }
  state.chats.push(chat)
  return { newMessageData, chat }
}
