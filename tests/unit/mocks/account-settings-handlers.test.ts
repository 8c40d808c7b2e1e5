import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { resetAllStores } from '@mocks/server/store'
import { accountSettingsHandlers } from '@mocks/account-settings/account-settings.handlers'
import {
  accountSettingsSchema,
  notificationUpdateSchema,
} from '@models/account-settings/account-settings'
import { adminRequest, postJson } from './demo-request'

const handlers = accountSettingsHandlers

async function fetchSettings() {
  const response = await adminRequest(handlers, '/account-setting/data')
  expect(response.status).toBe(200)
  return z.parse(accountSettingsSchema, await response.json())
}

const saveNotification = (body: unknown) =>
  adminRequest(handlers, '/account-setting/notification', postJson(body))

const allOn = {
  commentOnArticle: true,
  answerOnForm: true,
  followMe: true,
  newAnnouncements: true,
  productUpdates: true,
  blogDigest: true,
}

afterEach(() => resetAllStores())

describe('GET /account-setting/data', () => {
  it('returns general, info, social and notification settings in the shape the client reads', async () => {
    const settings = await fetchSettings()
    expect(settings.general.avatar).toBe('/images/avatars/1.svg')
    expect(settings.general.fullName).toBe('John Doe')
    expect(Object.keys(settings.social.socialLinks)).toEqual([
      'twitter',
      'facebook',
      'google',
      'linkedIn',
      'instagram',
      'quora',
    ])
    expect(Object.keys(settings.social.connections)).toEqual([
      'twitter',
      'google',
      'facebook',
      'github',
    ])
  })

  it('starts with some notifications on and some off', async () => {
    expect((await fetchSettings()).notification).toEqual({
      commentOnArticle: true,
      answerOnForm: true,
      followMe: false,
      newAnnouncements: false,
      productUpdates: true,
      blogDigest: false,
    })
  })
})

describe('POST /account-setting/notification', () => {
  it('stores the flags and returns them', async () => {
    const response = await saveNotification({ notification: allOn })
    expect(response.status).toBe(200)
    expect(z.parse(notificationUpdateSchema, await response.json())).toEqual({
      notification: allOn,
    })
    expect((await fetchSettings()).notification).toEqual(allOn)
  })

  it('keeps only the six flags, whatever else the body carries', async () => {
    const response = await saveNotification({ notification: { ...allOn, admin: true } })
    expect(await response.json()).toEqual({ notification: allOn })
  })

  it('leaves the other settings alone', async () => {
    const before = await fetchSettings()
    await saveNotification({ notification: allOn })
    const after = await fetchSettings()
    expect({ ...after, notification: before.notification }).toEqual(before)
  })

  it.each([
    ['a missing flag', { notification: { ...allOn, blogDigest: undefined } }],
    ['a flag that is not true or false', { notification: { ...allOn, followMe: 'yes' } }],
    ['no notification', { commentOnArticle: true }],
    ['a null notification', { notification: null }],
    ['a null body', null],
  ])('answers 400 with a field error for %s, and changes nothing', async (_, body) => {
    const before = await fetchSettings()
    const response = await saveNotification(body)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: { notification: ['notification must give every flag as true or false'] },
    })
    expect(await fetchSettings()).toEqual(before)
  })

  it('answers 400 when the body is not JSON', async () => {
    const response = await adminRequest(handlers, '/account-setting/notification', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{notification',
    })
    expect(response.status).toBe(400)
  })

  it('forgets saved flags when the server is put back to its seed', async () => {
    const before = await fetchSettings()
    await saveNotification({ notification: allOn })
    resetAllStores()
    expect(await fetchSettings()).toEqual(before)
  })
})
