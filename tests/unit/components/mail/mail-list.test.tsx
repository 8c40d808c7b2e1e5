import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import type { MailMessage } from '@models/email/mail'
import { MailList } from '@/components/mail/mail-list'
import { createTestI18n } from '../../../support/test-kit'

const ticket = (id: number): MailMessage => ({
  id,
  subject: `Ticket ${id}`,
  message: '<p>Hello</p>',
  time: '2024-05-01T10:00:00Z',
  isRead: true,
  from: { id: 1, name: `Sender ${id}`, email: 'sender@example.com', avatar: '' },
  replies: [],
})

function renderList(activeId: number | null) {
  // Without Virtuoso's mock sizes: jsdom never measures, as a browser has not by the first render.
  render(
    <I18nextProvider i18n={createTestI18n()}>
      <MailList
        status="ready"
        mails={Array.from({ length: 60 }, (_, index) => ticket(index + 1))}
        searching={false}
        texts={{
          label: 'Tickets',
          loading: 'Loading',
          failed: 'Failed',
          empty: { title: 'None', message: 'None here' },
        }}
        errorText={null}
        activeId={activeId}
        openId={null}
        options={{ rowId: (id) => `ticket-row-${id}`, unknownPerson: 'Unknown customer' }}
        onOpen={vi.fn()}
        onRetry={vi.fn()}
      />
    </I18nextProvider>,
  )
}

describe('MailList (the tickets and the mailbox)', () => {
  it('renders its first rows with the list, before its viewport has been measured', () => {
    renderList(null)
    expect(screen.getByText('Ticket 1')).toBeTruthy()
    // About a window's worth, not the whole folder.
    expect(screen.getAllByRole('option').length).toBeLessThan(20)
  })

  it('leaves a list that opens at a ticket further down to Virtuoso’s placement', () => {
    renderList(40)
    expect(screen.queryByText('Ticket 1')).toBeNull()
  })
})
