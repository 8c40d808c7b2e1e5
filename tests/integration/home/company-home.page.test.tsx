import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import type { CurrentUser } from '@/services/current-user'
import { findRoute } from '@/app/routes/route-table'
import CompanyHomePage from '@/features/company-home/company-home.page'
import { createTestI18n, renderPage } from '../../support/test-kit'

// The session is someone else's work in progress: each test says who is signed in.
const session = vi.hoisted(() => ({ user: null as unknown }))
vi.mock('@/services/current-user', () => ({ useCurrentUser: () => session.user }))

const i18n = createTestI18n()

const jane: CurrentUser = {
  signedIn: true,
  fullName: 'Jane Doe',
  username: 'janedoe',
  email: 'client@demo.com',
  role: null,
  avatar: '/images/avatars/8.svg',
  ability: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
}

const me = {
  data: {
    id: 2,
    username: 'janedoe',
    fullName: 'Jane Doe',
    avatar: '/images/avatars/8.svg',
    role: null,
    ability: null,
    waba: null,
    mess: 202,
    extras: { eCommerceCartItemsCount: 3 },
  },
}

/** Answers users/me with `body`, or keeps the call waiting until `release` is called. */
function stubMe(body: unknown = me, status = 200) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  let waiting = false
  server.use(
    http.get('*/data-api/users/me', async () => {
      if (waiting) await gate
      return HttpResponse.json(body as Record<string, unknown>, { status })
    }),
  )
  return {
    hold: () => {
      waiting = true
    },
    release: () => release(),
  }
}

beforeEach(() => {
  session.user = jane
})

const renderCompanyHome = () => renderPage(<CompanyHomePage />, i18n, '/apps/dashboard/company')
const profile = () => screen.getByRole('region', { name: 'Your profile' })
const channels = () => screen.getByRole('region', { name: 'Messaging channels' })

describe('Company home', () => {
  it('welcomes the client by first name', () => {
    stubMe()
    renderCompanyHome()
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Jane' })).toBeTruthy()
  })

  it('shows name, username, email and role at once, and the channels once users/me answers', async () => {
    const call = stubMe()
    call.hold()
    renderCompanyHome()
    const card = profile()
    expect(card.textContent).toContain('Jane Doe')
    expect(card.textContent).toContain('@janedoe')
    expect(card.textContent).toContain('client@demo.com')
    // No role in the session is the login helper's default: a client.
    expect(within(card).getAllByText('Client').length).toBeGreaterThan(0)
    expect(within(channels()).getByRole('status').textContent).toBe(
      'Loading your messaging channels…',
    )

    call.release()
    const whatsapp = await within(channels()).findByText('WhatsApp')
    expect(whatsapp.closest('li')?.textContent).toContain('Not connected')
    const live = within(channels()).getByText('Live chat').closest('li')
    expect(live?.textContent).toContain('Connected')
    expect(live?.textContent).toContain('Channel 202')
    expect(channels().textContent).toContain('3 items in your cart')
    expect(within(channels()).queryByRole('status')).toBeNull()
  })

  it('shows both channels connected for an admin with both ids', async () => {
    session.user = { ...jane, fullName: 'John Doe', role: 'admin', username: 'johndoe' }
    stubMe({ data: { ...me.data, id: 1, waba: 101, mess: 201, role: 'admin' } })
    renderCompanyHome()
    const whatsapp = (await within(channels()).findByText('WhatsApp')).closest('li')
    expect(whatsapp?.textContent).toContain('Connected')
    expect(whatsapp?.textContent).toContain('Channel 101')
    expect(within(profile()).getAllByText('Admin').length).toBeGreaterThan(0)
  })

  it('says "Not given" for an email or username the session does not have', () => {
    stubMe()
    session.user = { ...jane, email: undefined, username: undefined }
    renderCompanyHome()
    expect(within(profile()).getAllByText('Not given')).toHaveLength(2)
  })

  it('shows an error with Try again when the profile cannot be loaded, and loads it on Try again', async () => {
    const user = userEvent.setup()
    let failing = true
    server.use(
      http.get('*/data-api/users/me', () =>
        failing
          ? HttpResponse.json({ message: 'Unauthenticated' }, { status: 403 })
          : HttpResponse.json(me),
      ),
    )
    renderCompanyHome()
    const alert = await within(channels()).findByRole('alert')
    expect(alert.textContent).toContain('Your messaging channels could not be loaded')
    // What the session knows stays on screen.
    expect(profile().textContent).toContain('client@demo.com')

    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(channels()).findByText('Channel 202')).toBeTruthy()
    expect(within(channels()).queryByRole('alert')).toBeNull()
  })

  it('says the profile could not be read when users/me answers in another shape', async () => {
    stubMe({ data: { id: 'two', waba: 'yes' } })
    renderCompanyHome()
    const alert = await within(channels()).findByRole('alert')
    expect(alert.textContent).toContain('The server sent a profile this page cannot read.')
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy()
  })

  it('links each shortcut to its area, which the route table has', async () => {
    const user = userEvent.setup()
    stubMe()
    const { location } = renderCompanyHome()
    const shortcuts = screen.getByRole('region', { name: 'Shortcuts' })
    const links = within(shortcuts).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/apps/message/whatsapp',
      '/apps/message/live_chat',
      '/apps/tickets',
      '/apps/calendar',
    ])
    for (const link of links) expect(findRoute(link.getAttribute('href')!)).toBeDefined()
    expect(
      links.map((link) => link.querySelector('.company-shortcut__title')?.textContent),
    ).toEqual(['WhatsApp messages', 'Live chat', 'Support tickets', 'Calendar'])

    await user.click(within(shortcuts).getByRole('link', { name: /Support tickets/ }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/apps/tickets'))
  })
})
