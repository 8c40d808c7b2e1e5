import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@mocks/node'
import { demoClientSession } from '../../support/session-fixtures'
import { MessagingBanners } from '@/features/messaging/messaging-banners'
import {
  createTestI18n,
  renderPage,
  signInWithIssuedToken,
  signOutAfterTest,
} from '../../support/test-kit'

const i18n = createTestI18n()

afterEach(signOutAfterTest)

const banner = (title: string) =>
  screen.queryByRole('heading', { name: title })?.closest('section') ??
  screen.queryByText(title)?.closest('section') ??
  null

describe('the messaging banners', () => {
  describe('for the admin, whose WhatsApp link lapsed after 16 idle days', () => {
    beforeEach(() => signInWithIssuedToken())

    it('offers to reconnect WhatsApp, and the banner goes once it is connected', async () => {
      renderPage(<MessagingBanners chatType="whatsapp" />, i18n)
      await screen.findByText('WhatsApp Integration')
      const whatsapp = banner('WhatsApp Integration')!
      expect(whatsapp.textContent).toContain('more than 14 days of inactivity')
      await userEvent.click(within(whatsapp).getByRole('button', { name: 'Reconnect' }))
      await waitFor(() => expect(screen.queryByText('WhatsApp Integration')).toBeNull())
    })

    it('leaves WhatsApp out of the live chat: no banner, not even a look at the link', async () => {
      const asked: string[] = []
      server.events.on('request:start', ({ request }) => asked.push(request.url))
      renderPage(<MessagingBanners chatType="live" />, i18n)
      await screen.findByText('Important Notice')
      // The effects of the first render, where the WhatsApp banner would ask for the link, ran.
      await waitFor(() => expect(screen.getByText('Unlock Premium Features')).toBeTruthy())
      server.events.removeAllListeners()
      expect(asked.filter((url) => url.includes('whatsapp/connection'))).toEqual([])
      expect(screen.queryByText('WhatsApp Integration')).toBeNull()
    })

    it('opens the pricing page from Unlock Premium Features, and stays closed once closed', async () => {
      const view = renderPage(<MessagingBanners chatType="live" />, i18n)
      const premium = banner('Unlock Premium Features')!
      expect(within(premium).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
        '/pages/pricing',
      )
      await userEvent.click(within(premium).getByRole('button', { name: 'Dismiss' }))
      expect(screen.queryByText('Unlock Premium Features')).toBeNull()
      view.unmount()
      renderPage(<MessagingBanners chatType="live" />, i18n)
      expect(screen.queryByText('Unlock Premium Features')).toBeNull()
      expect(screen.getByText('Important Notice')).toBeTruthy()
    })

    it('says that the screen shows the history and real-time chat needs the extension', () => {
      renderPage(<MessagingBanners chatType="live" />, i18n)
      expect(banner('Important Notice')!.textContent).toContain(
        'Real-time chat needs the browser extension',
      )
    })
  })

  it('offers the client, who has no WhatsApp link, to connect', async () => {
    await signInWithIssuedToken(demoClientSession)
    renderPage(<MessagingBanners chatType="whatsapp" />, i18n)
    await screen.findByText('WhatsApp Integration')
    expect(
      within(banner('WhatsApp Integration')!).getByRole('button', { name: 'Connect' }),
    ).toBeTruthy()
  })
})
