import { describe, expect, it } from 'vitest'
import { sameTicketView, searchOfTicketView, ticketViewOf } from '@models/tickets/ticket-list'

/*
 * The tickets screen's view in the URL (the list pattern's params): the folder, the search and
 * the open ticket, so that Back, Forward, a reload and a pasted link show the same.
 */

describe('the tickets view in the URL', () => {
  it('reads the folder, the search and the open ticket', () => {
    expect(ticketViewOf('?folder=Open&q=refund&ticket=12')).toEqual({
      folder: 'Open',
      query: 'refund',
      openId: 12,
    })
  })

  it('reads every ticket, no search and nothing open from a plain address', () => {
    expect(ticketViewOf('')).toEqual({ folder: 'all', query: '', openId: null })
  })

  it('gives way to the default for what it does not know', () => {
    expect(ticketViewOf('?folder=Escalated&q=%20%20two%20%20words%20&ticket=abc')).toEqual({
      folder: 'all',
      query: 'two words',
      openId: null,
    })
  })

  it('writes a plain address for the plain list, and keeps the page’s other params', () => {
    expect(searchOfTicketView({ folder: 'all', query: '', openId: null })).toBe('')
    const written = new URLSearchParams(
      searchOfTicketView({ folder: 'Pending', query: 'vat', openId: 7 }, 'tab=x&ticket=3'),
    )
    expect(Object.fromEntries(written)).toEqual({
      tab: 'x',
      folder: 'Pending',
      q: 'vat',
      ticket: '7',
    })
  })

  it('reads back what it writes', () => {
    const view = { folder: 'Closed' as const, query: 'a b', openId: 260 }
    expect(sameTicketView(ticketViewOf(`?${searchOfTicketView(view)}`), view)).toBe(true)
  })
})
