import { http, HttpResponse } from 'msw'
import { findPerson } from './chat-people.ts'
import { authorize } from '../session/tokens.ts'

/** The conversion service (SPEC.md section 7): a message sender's display name. Access: signed-in. */
export const conversionHandlers = [
  http.get('*/conversion/infor-user/:senderId', async ({ request, params }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const person = findPerson(Number(params.senderId))
    if (!person) return HttpResponse.json({ message: 'User not found' }, { status: 404 })
    return HttpResponse.json({ name: person.name })
  }),
]
