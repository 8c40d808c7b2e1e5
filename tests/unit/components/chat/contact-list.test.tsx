import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { ContactList, type ContactListProps } from '@/components/chat/contact-list'
import type { ContactListItem, ContactListSection } from '@/components/chat/chat-view.types'
import { createChatI18n, daysAgoAt, renderChat } from './chat-test-kit'

const item = (key: string, overrides: Partial<ContactListItem> = {}): ContactListItem => ({
  key,
  name: `Person ${key}`,
  status: 'online',
  preview: `Hello from ${key}`,
  previewType: 'chat',
  time: daysAgoAt(0, 10, 42),
  unseen: 0,
  ...overrides,
})

const sections = (...groups: ContactListItem[][]): ContactListSection[] =>
  groups.map((items, index) => ({ key: `s${index}`, title: `Section ${index}`, items }))

function renderList(props: Partial<ContactListProps> = {}) {
  const onSelect = vi.fn()
  const view = renderChat(
    <ContactList
      sections={sections([item('a'), item('b'), item('c')])}
      onSelect={onSelect}
      search=""
      onSearchChange={vi.fn()}
      {...props}
    />,
  )
  return { ...view, onSelect }
}

const row = (name: string) => screen.getByRole('button', { name: new RegExp(name) })

describe('ContactList', () => {
  it('shows the unseen count in thousands above 999 and bolds the row', () => {
    renderList({ sections: sections([item('a', { unseen: 1234 }), item('b', { unseen: 0 })]) })
    const unseen = row('Person a')
    expect(within(unseen).getByText('1.2k')).toBeTruthy()
    expect(within(unseen).getByText('1234 unread messages')).toBeTruthy()
    expect(unseen.className).toContain('contact-row--unseen')
  })

  it('shows no badge when nothing is unseen', () => {
    renderList({ sections: sections([item('b', { unseen: 0 })]) })
    const seen = row('Person b')
    expect(seen.querySelector('.contact-row__badge')).toBeNull()
    expect(seen.className).not.toContain('contact-row--unseen')
  })

  it('previews a photo with an icon and the word Photo, not its address', () => {
    renderList({
      sections: sections([
        item('a', { previewType: 'image', preview: 'https://cdn.example.com/p.jpg' }),
      ]),
    })
    const photo = row('Person a')
    expect(within(photo).getByText('Photo')).toBeTruthy()
    expect(photo.querySelector('.pi-image')).not.toBeNull()
    expect(within(photo).queryByText(/cdn\.example/)).toBeNull()
  })

  it('marks a newest message still waiting in the outbox with a clock', () => {
    renderList({ sections: sections([item('a', { pending: true })]) })
    expect(row('Person a').querySelector('.pi-clock')).not.toBeNull()
  })

  it('shows the time today, the weekday this week and a short date before', () => {
    const old = new Date(2020, 3, 12, 9, 0).toISOString()
    renderList({
      sections: sections([
        item('a', { time: daysAgoAt(0, 10, 42) }),
        item('b', { time: daysAgoAt(3, 9) }),
        item('c', { time: old }),
      ]),
    })
    expect(within(row('Person a')).getByText('10:42 AM')).toBeTruthy()
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'short' }).format(
      new Date(daysAgoAt(3, 9)),
    )
    expect(within(row('Person b')).getByText(weekday)).toBeTruthy()
    expect(within(row('Person c')).getByText('Apr 12, 2020')).toBeTruthy()
  })

  it('shows sticky section titles and marks the open chat as current', () => {
    renderList({
      sections: sections([item('a')], [], [item('b')]),
      activeKey: 'b',
    })
    expect(screen.getByRole('heading', { name: 'Section 0' })).toBeTruthy()
    // A section without items is left out.
    expect(screen.queryByRole('heading', { name: 'Section 1' })).toBeNull()
    expect(row('Person b').getAttribute('aria-current')).toBe('true')
    expect(row('Person a').getAttribute('aria-current')).toBeNull()
  })

  it('moves through the rows with the arrow keys and opens one with Enter', async () => {
    const { onSelect } = renderList({
      sections: sections([item('a'), item('b')], [item('c')]),
    })
    // One Tab stop for the whole list: the first row.
    expect(row('Person a').tabIndex).toBe(0)
    expect(row('Person b').tabIndex).toBe(-1)
    row('Person a').focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(row('Person b'))
    // Across a section title.
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(row('Person c'))
    // The last row stays put.
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(row('Person c'))
    await userEvent.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(row('Person b'))
    expect(row('Person b').tabIndex).toBe(0)
    await userEvent.keyboard('{Home}')
    expect(document.activeElement).toBe(row('Person a'))
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(row('Person c'))
    await userEvent.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith('c')
  })

  it('goes from the search box to the rows with the down arrow', async () => {
    renderList()
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search chats' }))
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(row('Person a'))
  })

  it('reports what is typed in the search box', async () => {
    function Harness({ onSearch }: { onSearch: (text: string) => void }) {
      const [search, setSearch] = useState('')
      return (
        <ContactList
          sections={sections([item('a')])}
          onSelect={vi.fn()}
          search={search}
          onSearchChange={(text) => {
            setSearch(text)
            onSearch(text)
          }}
        />
      )
    }
    const onSearch = vi.fn()
    renderChat(<Harness onSearch={onSearch} />)
    await userEvent.type(screen.getByRole('searchbox'), 'Ada')
    expect(onSearch).toHaveBeenLastCalledWith('Ada')
  })

  it('says there is no chat yet, or that nothing matches the search', () => {
    const { rerender } = renderList({ sections: [], emptyText: 'Start your first chat' })
    expect(screen.getByText('Start your first chat')).toBeTruthy()
    rerender(<ContactList sections={[]} onSelect={vi.fn()} search="zed" onSearchChange={vi.fn()} />)
    expect(screen.getByText('No chat matches “zed”')).toBeTruthy()
  })

  it('shows placeholder rows while loading', () => {
    renderList({ loading: true })
    expect(screen.getByRole('status').textContent).toContain('Loading chats…')
    expect(screen.queryByRole('button', { name: /Person/ })).toBeNull()
  })

  it('shows a failed load with a way to try again', async () => {
    const onRetry = vi.fn()
    renderList({ error: { title: 'Chats could not load', message: 'Check the network.' }, onRetry })
    expect(screen.getByRole('alert').textContent).toContain('Chats could not load')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('shows a spinner row while the next page loads', () => {
    renderList({ loadingMore: true, onEndReached: vi.fn() })
    expect(screen.getByRole('status').textContent).toContain('Loading more chats…')
  })

  it('renders its first rows with the list, before its viewport has been measured', () => {
    // Without Virtuoso's mock sizes: jsdom never measures, as a browser has not by the first render.
    const many = Array.from({ length: 40 }, (_, index) => item(`p${index}`))
    render(
      <I18nextProvider i18n={createChatI18n()}>
        <ContactList
          sections={sections(many)}
          onSelect={vi.fn()}
          search=""
          onSearchChange={vi.fn()}
        />
      </I18nextProvider>,
    )
    expect(row('Person p0,')).toBeTruthy()
    // About a window's worth, not all of them.
    expect(screen.getAllByRole('button', { name: /Person p/ }).length).toBeLessThan(20)
  })
})
