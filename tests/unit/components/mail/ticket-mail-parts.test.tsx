import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { VirtuosoMockContext } from 'react-virtuoso'
import { describe, expect, it, vi } from 'vitest'
import type { MailMessage } from '@models/email/mail'
import { MailList } from '@/components/mail/mail-list'
import { MailReader } from '@/components/mail/mail-reader'
import { useMailListKeys } from '@/components/mail/use-list-keys'
import { createTestI18n } from '../../../support/test-kit'

/*
 * What the mail views give the help desk beside what email uses: a list read in windows (its
 * size among all, more as it nears its end), replies that stand out (a note, one on its way), and
 * an area's own keys.
 */

const i18n = createTestI18n()

const message = (id: number, replies: MailMessage['replies'] = []): MailMessage => ({
  id,
  subject: `Ticket ${id}`,
  message: '<p>Hello</p>',
  time: '2024-05-01T10:00:00Z',
  isRead: true,
  from: { id: 1, name: `Sender ${id}`, email: 'sender@example.com', avatar: '' },
  replies,
})

const texts = {
  label: 'Tickets',
  loading: 'Loading',
  failed: 'Failed',
  empty: { title: 'None', message: 'None here' },
}

describe('the mail views, for a list read in windows', () => {
  // That it asks for more as it nears the end is the browser's to show (Virtuoso measures there):
  // tests/e2e/tickets-window.e2e.test.ts scrolls a list of 260 read a hundred at a time.
  it('says where each row stands among all, not among the rows it has', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <VirtuosoMockContext.Provider value={{ viewportHeight: 2_000, itemHeight: 100 }}>
          <MailList
            status="ready"
            mails={Array.from({ length: 10 }, (_, index) => message(index + 1))}
            total={260}
            searching={false}
            texts={texts}
            errorText={null}
            activeId={1}
            openId={null}
            options={{ rowId: (id) => `row-${id}`, unknownPerson: 'Unknown' }}
            onOpen={vi.fn()}
            onRetry={vi.fn()}
            onEndReached={vi.fn()}
          />
        </VirtuosoMockContext.Provider>
      </I18nextProvider>,
    )
    expect(screen.getAllByRole('option')[0]!.getAttribute('aria-setsize')).toBe('260')
  })

  it('marks the replies an area says stand out, with what it says of them', () => {
    const reply = { from: message(2).from, message: '<p>Internal</p>', time: '' }
    render(
      <I18nextProvider i18n={i18n}>
        <MailReader
          status="open"
          mail={message(1, [reply, { ...reply, message: '<p>Public</p>' }])}
          texts={{ label: 'Ticket', loading: '', failed: '', unknownPerson: 'Unknown' }}
          errorText={null}
          onBack={vi.fn()}
          onRetry={vi.fn()}
          replyDecoration={(index) =>
            index === 0
              ? { key: 'note', className: 'note', mark: <span>Internal note</span> }
              : undefined
          }
        />
      </I18nextProvider>,
    )
    const note = screen.getByText('Internal').closest('article')!
    expect(note.className).toContain('note')
    expect(within(note).getByText('Internal note')).toBeTruthy()
    const plain = screen.getByText('Public').closest('article')!
    expect(plain.className).not.toContain('note')
  })
})

function Keys({ reply, toEnd }: { reply: () => void; toEnd: () => void }) {
  useMailListKeys(
    {
      ids: [1, 2, 3],
      activeId: 1,
      highlight: vi.fn(),
      open: vi.fn(),
      readerShown: false,
      closeReader: vi.fn(),
      toEnd,
    },
    { more: { r: reply } },
  )
  return (
    <div role="listbox" aria-label="Tickets" tabIndex={0}>
      <input aria-label="Search" />
    </div>
  )
}

describe('the mail list keys, with an area’s own', () => {
  it('does an area’s key (with or without Shift), but not while typing; End reads to the end', async () => {
    const user = userEvent.setup()
    const reply = vi.fn()
    const toEnd = vi.fn()
    render(<Keys reply={reply} toEnd={toEnd} />)
    screen.getByRole('listbox').focus()
    await user.keyboard('r')
    await user.keyboard('R')
    expect(reply).toHaveBeenCalledTimes(2)
    await user.keyboard('{End}')
    expect(toEnd).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('textbox', { name: 'Search' }))
    await user.keyboard('r')
    expect(reply).toHaveBeenCalledTimes(2)
  })
})
