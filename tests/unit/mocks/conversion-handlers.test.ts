import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { senderInfoSchema } from '@models/chat/chat-api'
import { conversionHandlers } from '@mocks/chat/conversion.handlers'
import { admin, signedIn } from './chat-requests'
import { demoRequest } from './demo-request'

const handlers = conversionHandlers

describe('sender name (GET /conversion/infor-user/{senderId})', () => {
  it("answers the person's full name", async () => {
    const api = await signedIn(handlers, admin)
    const response = await api.get('/conversion/infor-user/5')
    expect(z.parse(senderInfoSchema, await response.json())).toEqual({ name: 'Support Team' })
  })

  it('answers the demo accounts by their names', async () => {
    const api = await signedIn(handlers, admin)
    const response = await api.get('/conversion/infor-user/2')
    expect(await response.json()).toEqual({ name: 'Jane Doe' })
  })

  it('answers 404 "User not found" for an unknown id', async () => {
    const api = await signedIn(handlers, admin)
    const response = await api.get('/conversion/infor-user/9999')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'User not found' })
  })

  it('answers 401 without a token', async () => {
    const response = await demoRequest(handlers, '/conversion/infor-user/5')
    expect(response.status).toBe(401)
  })
})
