import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { VirtuosoMockContext } from 'react-virtuoso'
import { server } from '@mocks/node'
import { ticketStore } from '@mocks/tickets/tickets'
import { setTokenLifetime } from '@mocks/session/tokens'
import TicketsPage from '@/features/tickets/tickets.page'
import {
  createTestI18n,
  renderPage,
  signInWithIssuedToken,
  signOutAfterTest,
} from '../../support/test-kit'

const i18n = createTestI18n()

beforeEach(async () => {
  // A token that lives 2 s, and a clock 3.5 s later: the server refuses it as expired.
  setTokenLifetime(2)
  await signInWithIssuedToken()
  vi.useFakeTimers({ now: Date.now() + 3_500, toFake: ['Date'] })
})
afterEach(async () => {
  vi.useRealTimers()
  server.events.removeAllListeners()
  await signOutAfterTest()
})

describe('Support tickets after the token expired', () => {
  it('lists the tickets after one silent refresh, the new token in the header and the body', async () => {
    const sent: { bearer: string | null; ujwt: string }[] = []
    server.events.on('request:start', async ({ request }) => {
      if (!request.url.endsWith('/user/channelTickets')) return
      const { ujwt } = (await request.clone().json()) as { ujwt: string }
      sent.push({ bearer: request.headers.get('Authorization'), ujwt })
    })
    // jsdom has no layout: Virtuoso renders rows only when told the size of what it shows.
    renderPage(
      <VirtuosoMockContext.Provider value={{ viewportHeight: 1_000, itemHeight: 100 }}>
        <TicketsPage />
      </VirtuosoMockContext.Provider>,
      i18n,
      '/apps/tickets',
    )

    const list = await screen.findByRole('listbox', { name: 'Tickets' })
    const newest = ticketStore.get()[0]!
    expect((await within(list).findAllByText(newest.subject!)).length).toBeGreaterThan(0)
    expect(screen.queryByText(/The tickets could not be loaded/)).toBeNull()
    // The first attempt was refused as expired; the retry carries the new token everywhere.
    expect(sent).toHaveLength(2)
    expect(sent[1]!.bearer).toBe(`Bearer ${sent[1]!.ujwt}`)
    expect(sent[1]!.ujwt).not.toBe(sent[0]!.ujwt)
  }, 20_000)
})
