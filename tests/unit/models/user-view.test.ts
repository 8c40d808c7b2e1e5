import { describe, expect, it } from 'vitest'
import { firstUserByName, userIdOf, userViewTabOf } from '@models/users/user-view'
import { changedFields, userEditOf } from '@models/users/user-edit'
import { checkNewPassword } from '@models/users/user-account'
import { planDetails, planDetailsOf } from '@models/users/user-plans'
import type { User } from '@models/users/users'

const person = (id: number, fullName: string): User => ({
  id,
  fullName,
  company: 'Cedar & Co',
  username: `user${id}`,
  country: 'France',
  contact: '+33 6 12 34 56 78',
  email: `user${id}@example.com`,
  avatar: '',
  billing: 'Auto Debit',
  role: 'editor',
  currentPlan: 'team',
  status: 'active',
})

describe('the user view URL', () => {
  it('reads an id only from digits naming a whole number above zero', () => {
    expect(userIdOf('7')).toBe(7)
    expect(userIdOf('007')).toBe(7)
    for (const segment of [
      undefined,
      '',
      '0',
      '-3',
      '2.5',
      '1e3',
      'abc',
      ' 7',
      '99999999999999999999',
    ]) {
      expect(userIdOf(segment), String(segment)).toBeNull()
    }
  })

  it('knows the four tabs, exactly as written', () => {
    expect(['account', 'security', 'billing', 'notifications'].map(userViewTabOf)).toEqual([
      'account',
      'security',
      'billing',
      'notifications',
    ])
    expect(userViewTabOf('Account')).toBeNull()
    expect(userViewTabOf('settings')).toBeNull()
  })

  it('finds the first user of the list order: by name ignoring case and accents, then by id', () => {
    expect(firstUserByName([])).toBeUndefined()
    const users = [
      person(4, 'zoe'),
      person(9, 'Émile Roux'),
      person(2, 'emile roux'),
      person(5, 'Eve'),
    ]
    expect(firstUserByName(users)?.id).toBe(2)
  })
})

describe('the Edit drawer', () => {
  it('sends only the fields that changed, trimmed', () => {
    const user = person(3, 'Ada Lovelace')
    const edit = { ...userEditOf(user), email: '  ada@example.com ', contact: '', role: 'editor' }
    expect(changedFields(user, edit)).toEqual({ email: 'ada@example.com', contact: '' })
    expect(changedFields(user, userEditOf(user))).toEqual({})
  })
})

describe('a new password', () => {
  it('needs 8 characters or more, counted as people count them, and the same confirmation', () => {
    expect(checkNewPassword('', '')).toEqual({ password: 'required', confirm: 'required' })
    expect(checkNewPassword('seven77', 'seven77')).toEqual({ password: 'tooShort' })
    expect(checkNewPassword('🔑🔑🔑🔑', '🔑🔑🔑🔑')).toEqual({ password: 'tooShort' })
    expect(checkNewPassword('x'.repeat(129), 'x'.repeat(129))).toEqual({ password: 'tooLong' })
    expect(checkNewPassword('long enough', 'long enougH')).toEqual({ confirm: 'mismatch' })
    expect(checkNewPassword('long enough', 'long enough')).toEqual({})
  })
})

describe('the plans', () => {
  it('price every plan, basic for nothing, each dearer than the one before', () => {
    const prices = ['basic', 'team', 'company', 'enterprise'].map(
      (plan) => planDetailsOf(plan)?.monthlyPrice,
    )
    expect(prices[0]).toBe(0)
    expect(prices).toEqual([...prices].sort((a, b) => a! - b!))
    expect(new Set(prices).size).toBe(4)
    expect(planDetailsOf('gold')).toBeUndefined()
    expect(planDetailsOf('toString')).toBeUndefined()
    expect(Object.keys(planDetails)).toHaveLength(4)
  })
})
