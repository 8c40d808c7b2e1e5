import { http, HttpResponse } from 'msw'
import { presenceStatuses, type PresenceStatus } from '../../models/chat/chat-api.ts'
import {
  chatsAndContacts,
  demoProfileUser,
  findDemoContact,
  openDemoChat,
  sendDemoMessage,
  updateDemoProfileUser,
} from './demo-chat.ts'
import { authorize } from '../session/tokens.ts'
import { readJsonObject } from '../server/read-json.ts'
import { fieldError } from '../server/field-errors.ts'

const readJson = async (request: Request) => (await readJsonObject(request)) ?? {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const contactNotFound = () => HttpResponse.json({ message: 'Contact not found' }, { status: 404 })

/**
 * The template's demo chat (SPEC.md section 7, "Demo mock handlers", Chat; models/chat/demo-chat-api.ts),
 * state in memory. Updating the profile user is a demo extra.
 *
 * Access: signed-in (its only screen, /apps/chat, is behind the sign-in): 401 without a valid token.
 */
export const demoChatHandlers = [
  http.get('*/apps/chat/chats-and-contacts', async ({ request }) => {
    const auth = await authorize(request)
    return auth instanceof Response ? auth : HttpResponse.json(chatsAndContacts())
  }),

  http.get('*/apps/chat/users/profile-user', async ({ request }) => {
    const auth = await authorize(request)
    return auth instanceof Response ? auth : HttpResponse.json(demoProfileUser())
  }),

  http.post('*/apps/chat/users/profile-user', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const { status, about, settings } = await readJson(request)
    if (status !== undefined && !presenceStatuses.includes(status as PresenceStatus)) {
      return fieldError('status', 'The status must be online, offline, busy or away.')
    }
    if (about !== undefined && typeof about !== 'string') {
      return fieldError('about', 'The about line must be text.')
    }
    if (settings !== undefined) {
      const valid =
        isRecord(settings) &&
        Object.entries(settings).every(
          ([name, value]) =>
            ['isTwoStepAuthVerificationEnabled', 'isNotificationsOn'].includes(name) &&
            typeof value === 'boolean',
        )
      if (!valid) return fieldError('settings', 'The settings must be known on/off flags.')
    }
    return HttpResponse.json(
      updateDemoProfileUser({
        status: status as PresenceStatus | undefined,
        about: about as string | undefined,
        settings: settings as Record<string, boolean> | undefined,
      }),
    )
  }),

  http.get('*/apps/chat/get-chat', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const id = Number(new URL(request.url).searchParams.get('id'))
    const contact = Number.isInteger(id) ? findDemoContact(id) : undefined
    if (!contact) return contactNotFound()
    return HttpResponse.json({ chat: openDemoChat(contact.id), contact })
  }),

  http.post('*/apps/chat/send-msg', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const { obj } = await readJson(request)
    const message = isRecord(obj) ? obj.message : undefined
    const contactRef = isRecord(obj) ? obj.contact : undefined
    if (typeof message !== 'string' || message.trim() === '') {
      return fieldError('message', 'The message field is required.')
    }
    const contact = isRecord(contactRef) ? findDemoContact(Number(contactRef.id)) : undefined
    if (!contact) return contactNotFound()
    const { newMessageData, chat } = sendDemoMessage(contact.id, message)
    return HttpResponse.json(
      { newMessageData, id: contact.id, ...(chat ? { chat } : {}) },
      { status: 201 },
    )
  }),
]
