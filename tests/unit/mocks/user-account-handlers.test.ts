import { afterEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { userNotificationsAnswerSchema, userSecurityAnswerSchema } from '@models/users/user-account'
import { resetAllStores } from '@mocks/server/store'
import { userHandlers } from '@mocks/users/users.handlers'
import { adminRequest, demoRequest, postJson } from './demo-request'
import { bearing, signIn } from './sign-in'

// Every request signs a token; a busy machine needs more than the default 5 s for some tests.
vi.setConfig({ testTimeout: 30_000 })

// Served as part of the user list's handlers, as the demo server serves them.
const handlers = userHandlers

afterEach(() => resetAllStores())

const security = async (id: number) => {
  const response = await adminRequest(handlers, `/apps/users/security?id=${id}`)
  expect(response.status).toBe(200)
  return z.parse(userSecurityAnswerSchema, await response.json()).security
}
const notifications = async (id: number) => {
  const response = await adminRequest(handlers, `/apps/users/notifications?id=${id}`)
  expect(response.status).toBe(200)
  return z.parse(userNotificationsAnswerSchema, await response.json()).notifications
}
const changePassword = (body: unknown) =>
  adminRequest(handlers, '/apps/users/change-password', postJson(body))
const updateNotifications = (body: unknown) =>
  adminRequest(handlers, '/apps/users/update-notifications', postJson(body))

describe('GET /apps/users/security', () => {
  it('answers whether two-step verification is on, and no password change yet', async () => {
    const first = await security(1)
    expect(first).toEqual({ twoStepEnabled: expect.any(Boolean), passwordChangedAt: null })
  })

  it('gives every user the same state on every call, some with two-step verification, some without', async () => {
    const states = await Promise.all(Array.from({ length: 50 }, (_, index) => security(index + 1)))
    expect(await security(7)).toEqual(states[6])
    const on = states.filter((state) => state.twoStepEnabled).length
    expect(on).toBeGreaterThan(0)
    expect(on).toBeLessThan(50)
  })

  it.each(['999', 'abc', ''])('answers 404 "User not found" for the id "%s"', async (id) => {
    const response = await adminRequest(handlers, `/apps/users/security?id=${id}`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ message: 'User not found' })
  })
})

describe('POST /apps/users/change-password', () => {
  it('takes a password of 8 characters or more and notes when it changed', async () => {
    const before = Date.now()
    const response = await changePassword({ id: 4, password: 'correct horse' })
    expect(response.status).toBe(200)
    const answer = z.parse(userSecurityAnswerSchema, await response.json()).security
    expect(Date.parse(answer.passwordChangedAt!)).toBeGreaterThanOrEqual(before - 1000)
    expect(await security(4)).toEqual(answer)
  })

  it('counts characters, not UTF-16 units: four emoji are four characters', async () => {
    const response = await changePassword({ id: 4, password: '🔑🔑🔑🔑' })
    expect(response.status).toBe(400)
  })

  it.each([
    ['too short', 'seven77', 'The password must be at least 8 characters.'],
    ['missing', undefined, 'The password is required.'],
    ['empty', '', 'The password is required.'],
    ['not text', 12345678, 'The password must be text.'],
    ['too long', 'x'.repeat(129), 'The password must be at most 128 characters.'],
  ])(
    'answers 400 on password for a password %s, and keeps the old one',
    async (_, password, message) => {
      const response = await changePassword({ id: 4, password })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ errors: { password: [message] } })
      expect((await security(4)).passwordChangedAt).toBeNull()
    },
  )

  it('answers 404 for an unknown user and 400 for an id that is not a whole number', async () => {
    const unknown = await changePassword({ id: 999, password: 'long enough' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'User not found' })
    const text = await changePassword({ id: '4', password: 'long enough' })
    expect(text.status).toBe(400)
    expect(await text.json()).toEqual({ errors: { id: ['The user id must be a whole number.'] } })
  })
})

describe('GET /apps/users/notifications', () => {
  it('answers the four types with their three channels, the same on every call', async () => {
    const first = await notifications(9)
    expect(Object.keys(first)).toEqual([
      'newForYou',
      'accountActivity',
      'newBrowserSignIn',
      'newDeviceLinked',
    ])
    for (const channels of Object.values(first)) {
      expect(Object.keys(channels).sort()).toEqual(['app', 'browser', 'email'])
    }
    expect(await notifications(9)).toEqual(first)
  })

  it('answers 404 "User not found" for an unknown id', async () => {
    const response = await adminRequest(handlers, '/apps/users/notifications?id=999')
    expect(response.status).toBe(404)
  })
})

describe('POST /apps/users/update-notifications', () => {
  it('sets the channels sent, keeps the others, and answers 201 with them all', async () => {
    const before = await notifications(9)
    const neighbour = await notifications(10)
    const response = await updateNotifications({
      id: 9,
      notifications: {
        newForYou: { app: !before.newForYou.app },
        newDeviceLinked: { email: false },
      },
    })
    expect(response.status).toBe(201)
    const after = {
      ...before,
      newForYou: { ...before.newForYou, app: !before.newForYou.app },
      newDeviceLinked: { ...before.newDeviceLinked, email: false },
    }
    expect(await response.json()).toEqual({ notifications: after })
    expect(await notifications(9)).toEqual(after)
    // Another user's are not touched.
    expect(await notifications(10)).toEqual(neighbour)
  })

  it('names every unknown type or channel and every value that is not true or false, and changes nothing', async () => {
    const before = await notifications(9)
    const response = await updateNotifications({
      id: 9,
      notifications: {
        newForYou: { email: 'yes', sms: true },
        weeklyDigest: { email: true },
        accountActivity: true,
      },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: {
        notifications: [
          'newForYou.email must be true or false.',
          'sms is not a channel (email, browser or app).',
          'weeklyDigest is not a notification type.',
          'accountActivity must give its channels.',
        ],
      },
    })
    expect(await notifications(9)).toEqual(before)
  })

  it('answers 400 without notifications, 404 for an unknown user', async () => {
    const missing = await updateNotifications({ id: 9 })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({
      errors: { notifications: ['Give the notifications to change.'] },
    })
    const unknown = await updateNotifications({ id: 999, notifications: {} })
    expect(unknown.status).toBe(404)
  })
})

describe('access', () => {
  const calls: [string, string, RequestInit][] = [
    ['GET', '/apps/users/security?id=1', {}],
    ['POST', '/apps/users/change-password', postJson({ id: 1, password: 'long enough' })],
    ['GET', '/apps/users/notifications?id=1', {}],
    [
      'POST',
      '/apps/users/update-notifications',
      postJson({ id: 1, notifications: { newForYou: { email: false } } }),
    ],
  ]

  it.each(calls)('%s %s answers 401 "Unauthorized." without a token', async (_, path, init) => {
    const response = await demoRequest(handlers, path, init)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ message: 'Unauthorized.' })
  })

  it.each(calls)(
    '%s %s answers the signed-in demo client 403 with a message, and changes nothing',
    async (_, path, init) => {
      const [securityBefore, notificationsBefore] = [await security(1), await notifications(1)]
      const token = await signIn('client@demo.com', 'client')
      const response = await demoRequest(handlers, path, bearing(token, init))
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ message: expect.any(String) })
      expect(await security(1)).toEqual(securityBefore)
      expect(await notifications(1)).toEqual(notificationsBefore)
    },
  )
})
