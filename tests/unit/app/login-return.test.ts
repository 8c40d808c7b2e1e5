import { describe, expect, it } from 'vitest'
import { landingAfterLogin, loginFor } from '@/app/routes/login-return'
import type { CurrentUser } from '@/services/current-user'

const signedIn = (role: 'admin' | 'client'): CurrentUser => ({
  signedIn: true,
  fullName: role,
  role,
  avatar: '',
  ability:
    role === 'admin'
      ? [{ action: 'manage', subject: 'all' }]
      : [
          { action: 'read', subject: 'ACL' },
          { action: 'read', subject: 'Auth' },
        ],
})
const admin = signedIn('admin')
const client = signedIn('client')
const loginSearch = (location: string, search = '') =>
  loginFor(location, search).split('?')[1] ?? ''

describe('returning to the page asked for after signing in', () => {
  it('names the page asked for, with its query, on the way to the login', () => {
    expect(loginFor('/apps/kanban', '')).toBe('/login?next=%2Fapps%2Fkanban')
    expect(loginFor('/apps/tickets', 'ticket=3')).toBe('/login?next=%2Fapps%2Ftickets%3Fticket%3D3')
    // Every user lands on a home anyway.
    expect(loginFor('/', '')).toBe('/login')
  })

  it('brings the user back to a page their role may open', () => {
    expect(landingAfterLogin(loginSearch('/apps/kanban'), admin)).toBe('/apps/kanban')
    expect(landingAfterLogin(loginSearch('/apps/tickets', 'ticket=3'), client)).toBe(
      '/apps/tickets?ticket=3',
    )
  })

  it('sends them to their own home when their role may not open it', () => {
    expect(landingAfterLogin(loginSearch('/apps/settings/notification'), client)).toBe(
      '/apps/dashboard/company',
    )
    expect(landingAfterLogin(loginSearch('/'), client)).toBe('/apps/dashboard/company')
  })

  it('lands on the home without a page asked for, or with one that does not exist', () => {
    expect(landingAfterLogin('', admin)).toBe('/')
    expect(landingAfterLogin('next=%2Fno%2Fsuch%2Fpage', admin)).toBe('/')
    expect(landingAfterLogin('next=%2Flogin', admin)).toBe('/')
  })

  it('never follows a page of another site', () => {
    for (const next of ['https://evil.example/', '//evil.example/apps/kanban', '/\\evil.example']) {
      expect(landingAfterLogin(new URLSearchParams({ next }).toString(), admin), next).toBe('/')
    }
  })
})
