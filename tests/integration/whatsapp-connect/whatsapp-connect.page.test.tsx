import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { whatsAppHandlers } from '@mocks/chat/whatsapp.handlers'
import { formatShortDate } from '@models/format/format-date'
import WhatsAppConnectPage from '@/features/whatsapp-connect/whatsapp-connect.page'
import { demoAdminSession, demoClientSession } from '../../support/session-fixtures'
import {
  captureToasts,
  createTestI18n,
  renderPage,
  signInWithIssuedToken,
  signOutAfterTest,
} from '../../support/test-kit'
import { refuseWith500 } from '../../support/refuse-endpoint'

const i18n = createTestI18n()
const toasts = captureToasts()
const day = 86_400_000

// The admin is seeded linked but idle for 16 days, the client not linked at all.
const signIn = signInWithIssuedToken

// The real handlers, whether or not the demo server's list has them yet.
beforeEach(() => server.use(...whatsAppHandlers))
afterEach(signOutAfterTest)

const renderConnect = () =>
  renderPage(<WhatsAppConnectPage />, i18n, '/apps/settings/whatsapp-connect')
const statusCard = () => screen.findByRole('region', { name: 'WhatsApp Business' })
const chipOf = (card: HTMLElement) => card.querySelector('.wa-chip')?.textContent
const detail = (card: HTMLElement, term: string) =>
  within(card).getByText(term).closest('div')?.querySelector('dd')?.textContent

describe('WhatsApp connect page', () => {
  it('shows the admin’s link as lapsed after 16 idle days, with the number and a Reconnect button', async () => {
    await signIn(demoAdminSession)
    renderConnect()
    expect(screen.getByRole('heading', { level: 1, name: 'WhatsApp connection' })).toBeTruthy()
    const card = await statusCard()
    expect(chipOf(card)).toBe('Connection lapsed')
    expect(detail(card, 'Phone number')).toBe('+1 415 555 0132')
    const lastActivity = detail(card, 'Last activity')
    expect(lastActivity).toContain('16 days ago')
    expect(lastActivity).toContain(formatShortDate(new Date(Date.now() - 16 * day)))
    expect(card.textContent).toContain('inactive for more than 14 days')
    expect(card.textContent).toContain(
      'The messaging platform drops a WhatsApp connection after more than 14 days of inactivity.',
    )
    expect(within(card).getByRole('button', { name: 'Reconnect' })).toBeTruthy()
    expect(within(card).queryByRole('button', { name: 'Connect WhatsApp' })).toBeNull()
  })

  it('shows the client as not connected, with a Connect button', async () => {
    await signIn(demoClientSession)
    renderConnect()
    const card = await statusCard()
    expect(chipOf(card)).toBe('Not connected')
    expect(detail(card, 'Phone number')).toBe('No number linked')
    expect(detail(card, 'Last activity')).toBe('No activity yet')
    expect(within(card).getByRole('button', { name: 'Connect WhatsApp' })).toBeTruthy()
  })

  it('connects the client: the status turns Connected and the server’s message is shown', async () => {
    const user = userEvent.setup()
    await signIn(demoClientSession)
    renderConnect()
    const card = await statusCard()
    await user.click(within(card).getByRole('button', { name: 'Connect WhatsApp' }))

    await waitFor(() => expect(chipOf(card)).toBe('Connected'))
    expect(detail(card, 'Phone number')).toBe('+1 202 555 0102')
    expect(detail(card, 'Last activity')).toContain('Now')
    // A connected link can still be refreshed.
    expect(within(card).getByRole('button', { name: 'Reconnect' })).toBeTruthy()
    expect(toasts).toEqual([
      expect.objectContaining({ severity: 'success', summary: 'WhatsApp connected.' }),
    ])
  })

  it('reconnects the admin’s lapsed link, and the server keeps it', async () => {
    const user = userEvent.setup()
    await signIn(demoAdminSession)
    const { unmount } = renderConnect()
    const card = await statusCard()
    await user.click(within(card).getByRole('button', { name: 'Reconnect' }))
    await waitFor(() => expect(chipOf(card)).toBe('Connected'))
    expect(detail(card, 'Phone number')).toBe('+1 415 555 0132')

    unmount()
    renderConnect()
    expect(chipOf(await statusCard())).toBe('Connected')
  })

  it('shows the button busy while the connect call is on its way', async () => {
    const user = userEvent.setup()
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    let calls = 0
    server.use(
      http.post('*/wm/v3/whatsapp/connect', async () => {
        calls += 1
        await gate
        return HttpResponse.json({
          data: {
            connected: true,
            phone_number: '+1 202 555 0102',
            last_activity_at: new Date().toISOString(),
          },
          message: 'WhatsApp connected.',
        })
      }),
    )
    await signIn(demoClientSession)
    renderConnect()
    const card = await statusCard()
    await user.click(within(card).getByRole('button', { name: 'Connect WhatsApp' }))
    const busy = within(card).getByRole('button', { name: 'Connecting…' }) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    expect(card.getAttribute('aria-busy')).toBe('true')
    await user.click(busy)

    release()
    await waitFor(() => expect(chipOf(card)).toBe('Connected'))
    expect(calls).toBe(1)
    expect(card.getAttribute('aria-busy')).toBe('false')
  })

  it('keeps the status and reports the server’s message when connecting fails', async () => {
    const user = userEvent.setup()
    refuseWith500('post', '*/wm/v3/whatsapp/connect', 'The messaging platform is not answering.')
    await signIn(demoClientSession)
    renderConnect()
    const card = await statusCard()
    await user.click(within(card).getByRole('button', { name: 'Connect WhatsApp' }))
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({
          severity: 'error',
          summary: 'WhatsApp could not be connected',
          detail: 'The messaging platform is not answering.',
        }),
      ]),
    )
    expect(chipOf(card)).toBe('Not connected')
    expect(
      (within(card).getByRole('button', { name: 'Connect WhatsApp' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false)
  })

  it('shows a loading placeholder, then an error with Try again, and loads on Try again', async () => {
    const user = userEvent.setup()
    let failing = true
    server.use(
      http.get('*/wm/v3/whatsapp/connection', () =>
        failing
          ? HttpResponse.json({ message: 'Not found' }, { status: 404 })
          : HttpResponse.json({
              data: {
                connected: true,
                phone_number: '+1 415 555 0132',
                last_activity_at: new Date().toISOString(),
              },
            }),
      ),
    )
    await signIn(demoAdminSession)
    renderConnect()
    expect(screen.getByRole('status').textContent).toBe('Loading your WhatsApp connection…')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your WhatsApp connection could not be loaded')
    // The steps do not depend on the call, so they stay.
    expect(screen.getByRole('region', { name: 'How to connect' })).toBeTruthy()

    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(chipOf(await statusCard())).toBe('Connected')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the error when the server answers in another shape', async () => {
    server.use(
      http.get('*/wm/v3/whatsapp/connection', () =>
        HttpResponse.json({ data: { connected: 'yes' } }),
      ),
    )
    await signIn(demoAdminSession)
    renderConnect()
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your WhatsApp connection could not be loaded',
    )
  })

  it('walks through linking a number in three steps', async () => {
    await signIn(demoClientSession)
    renderConnect()
    const steps = screen.getByRole('region', { name: 'How to connect' })
    const items = within(steps).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('.wa-steps__title')?.textContent)).toEqual([
      'Open WhatsApp on your phone',
      'Go to Linked devices',
      'Scan the code',
    ])
    await statusCard()
  })
})
