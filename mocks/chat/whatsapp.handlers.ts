import { http, HttpResponse } from 'msw'
import { connectWhatsApp, whatsAppConnection } from './whatsapp-connection.ts'
import { authorize } from '../session/tokens.ts'

/**
 * The WhatsApp link of the signed-in user, for the connect screen and the lapse banner (demo
 * extras, models/chat/chat-api.ts). The client works out the 14-day lapse from `last_activity_at`.
 *
 * Access: signed-in; each user reads and connects only their own link.
 */
export const whatsAppHandlers = [
  http.get('*/wm/v3/whatsapp/connection', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    return HttpResponse.json({ data: whatsAppConnection(auth.userId) })
  }),

  http.post('*/wm/v3/whatsapp/connect', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    return HttpResponse.json({ data: connectWhatsApp(auth.userId), message: 'WhatsApp connected.' })
  }),
]
