import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { channelTicketsSchema, type ApiTicket } from '@models/tickets/ticket-api'
import { inFolder, previewText, unreadIn } from '@models/tickets/ticket-mail'
import { toTicketMail } from '@models/tickets/ticket-records'

const ticket: ApiTicket = {
  id_tk: 42,
  subject: 'Invoice shows the wrong VAT number',
  description: '<p>Hello,</p><p>Our invoice is <b>wrong</b>.</p>',
  created_at: '2026-11-20T09:30:00.000Z',
  status_tk: 'Open',
  customer_id: 17,
  customer_name: 'Maya Rossi',
  customer_email: 'maya@example.com',
  customer_avatar: '/images/avatars/3.svg',
  agent_name: 'John Doe',
  agent_email: 'admin@demo.com',
  replies: [
    {
      id_reply: 2,
      message: '<p>Fixed, please check.</p>',
      created_at: '2026-11-20T11:00:00.000Z',
      published: 1,
      author_id: 1,
      author_name: 'John Doe',
      author_email: 'admin@demo.com',
      author_avatar: null,
    },
    {
      id_reply: 3,
      message: '<p>Internal: check the legacy plan.</p>',
      created_at: '2026-11-20T10:00:00.000Z',
      published: 0,
      author_id: 1,
      author_name: 'John Doe',
      author_email: 'admin@demo.com',
      author_avatar: null,
    },
    {
      id_reply: 1,
      message: '<p>Any news?</p>',
      created_at: '2026-11-20T10:30:00.000Z',
      published: true,
      author_id: 17,
      author_name: 'Maya Rossi',
      author_email: 'maya@example.com',
      author_avatar: '/images/avatars/3.svg',
    },
  ],
}

describe('ticket mapped for the mail view', () => {
  it('gives the fields of SPEC.md section 3', () => {
    const mail = toTicketMail(ticket)
    expect(mail).toEqual({
      id: 42,
      subject: 'Invoice shows the wrong VAT number',
      message: '<p>Hello,</p><p>Our invoice is <b>wrong</b>.</p>',
      time: '2026-11-20T09:30:00.000Z',
      isRead: true,
      from: {
        id: 17,
        name: 'Maya Rossi',
        email: 'maya@example.com',
        avatar: '/images/avatars/3.svg',
      },
      to: { name: 'John Doe', email: 'admin@demo.com' },
      labels: ['Open'],
      replies: [
        {
          from: {
            id: 17,
            name: 'Maya Rossi',
            email: 'maya@example.com',
            avatar: '/images/avatars/3.svg',
          },
          message: '<p>Any news?</p>',
          time: '2026-11-20T10:30:00.000Z',
        },
        {
          from: { id: 1, name: 'John Doe', email: 'admin@demo.com', avatar: '' },
          message: '<p>Fixed, please check.</p>',
          time: '2026-11-20T11:00:00.000Z',
        },
      ],
    })
  })

  it('keeps only published replies, oldest first', () => {
    expect(toTicketMail(ticket).replies.map((reply) => reply.message)).toEqual([
      '<p>Any news?</p>',
      '<p>Fixed, please check.</p>',
    ])
  })

  it('shows a "New" ticket unread and every other status read', () => {
    expect(toTicketMail({ ...ticket, status_tk: 'New' }).isRead).toBe(false)
    for (const status of ['Open', 'Pending', 'Resolved', 'Closed'] as const) {
      expect(toTicketMail({ ...ticket, status_tk: status }).isRead).toBe(true)
    }
  })

  it('reads missing fields as empty rather than failing', () => {
    const mail = toTicketMail({
      id_tk: 7,
      subject: null,
      description: null,
      created_at: null,
      status_tk: 'New',
      customer_id: null,
      customer_name: null,
      customer_email: null,
      customer_avatar: null,
      agent_name: null,
      agent_email: null,
      replies: null,
    })
    expect(mail).toMatchObject({
      id: 7,
      subject: '',
      message: '',
      time: '',
      from: { id: null, name: '', email: '', avatar: '' },
      to: { name: '', email: '' },
      labels: ['New'],
      replies: [],
    })
  })

  it('files a ticket in its status folder and in all tickets', () => {
    const mail = toTicketMail({ ...ticket, status_tk: 'Pending' })
    expect(inFolder(mail, 'all')).toBe(true)
    expect(inFolder(mail, 'Pending')).toBe(true)
    expect(inFolder(mail, 'Open')).toBe(false)
  })

  it('has no unread counts when the server sent none', () => {
    expect(unreadIn(null, 'all')).toBeNull()
  })
})

describe('the channelTickets answer', () => {
  it('is accepted with tickets under data.supportTickets.data', () => {
    const result = z.safeParse(channelTicketsSchema, {
      data: { supportTickets: { data: [ticket] } },
    })
    expect(result.success).toBe(true)
  })

  it('is refused when tickets are not where the spec says', () => {
    expect(z.safeParse(channelTicketsSchema, { data: [ticket] }).success).toBe(false)
    expect(z.safeParse(channelTicketsSchema, { data: { supportTickets: null } }).success).toBe(
      false,
    )
  })

  it('is refused with a status the screen has no folder for', () => {
    const odd = { ...ticket, status_tk: 'Escalated' }
    expect(
      z.safeParse(channelTicketsSchema, { data: { supportTickets: { data: [odd] } } }).success,
    ).toBe(false)
  })
})

describe('message preview', () => {
  it('is the text of the HTML on one line, without scripts', () => {
    expect(
      previewText(
        '<p>Hello&nbsp;there,</p>\n<script>alert(1)</script><p>It&#39;s &lt;broken&gt;</p>',
      ),
    ).toBe("Hello there, It's <broken>")
  })

  it('is cut short with an ellipsis', () => {
    expect(previewText(`<p>${'word '.repeat(50)}</p>`, 20)).toBe('word word word word…')
  })
})
