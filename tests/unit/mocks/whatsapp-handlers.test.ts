import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { whatsAppConnectionSchema } from '@models/chat/chat-api'
import { resetAllStores } from '@mocks/server/store'
import { whatsAppHandlers } from '@mocks/chat/whatsapp.handlers'
import { admin, client, signedIn } from './chat-requests'
import { demoRequest } from './demo-request'

const handlers = whatsAppHandlers
const day = 86_400_000

afterEach(() => {
  resetAllStores()
})

async function connection(userId: number) {
  const api = await signedIn(handlers, userId)
  const response = await api.get('/wm/v3/whatsapp/connection')
  expect(response.status).toBe(200)
  return z.parse(whatsAppConnectionSchema, await response.json()).data
}

describe('WhatsApp connection (GET whatsapp/connection)', () => {
  it('seeds the admin connected but idle for 16 days, past the 14-day lapse', async () => {
    const data = await connection(admin)
    expect(data.connected).toBe(true)
    expect(data.phone_number).toBeTruthy()
    const idleDays = (Date.now() - Date.parse(data.last_activity_at ?? '')) / day
    expect(idleDays).toBeGreaterThan(15.9)
    expect(idleDays).toBeLessThan(16.1)
  })

  it('seeds the client not connected', async () => {
    expect(await connection(client)).toMatchObject({ connected: false })
  })

  it('answers 401 without a token', async () => {
    const response = await demoRequest(handlers, '/wm/v3/whatsapp/connection')
    expect(response.status).toBe(401)
  })
})

describe('WhatsApp connect (POST whatsapp/connect)', () => {
  it('connects the user with activity now', async () => {
    const api = await signedIn(handlers, client)
    const response = await api.post('/wm/v3/whatsapp/connect', {})
    const answer = z.parse(whatsAppConnectionSchema, await response.json())
    expect(answer.message).toBe('WhatsApp connected.')
    expect(answer.data.connected).toBe(true)
    expect(answer.data.phone_number).toBeTruthy()
    expect(Date.now() - Date.parse(answer.data.last_activity_at ?? '')).toBeLessThan(5_000)
    expect((await connection(client)).connected).toBe(true)
  })

  it('renews the lapsed connection of the admin', async () => {
    const api = await signedIn(handlers, admin)
    await api.post('/wm/v3/whatsapp/connect', {})
    const data = await connection(admin)
    expect(Date.now() - Date.parse(data.last_activity_at ?? '')).toBeLessThan(5_000)
  })
})
