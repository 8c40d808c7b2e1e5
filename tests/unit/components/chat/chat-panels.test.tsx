import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChatBanner } from '@/components/chat/chat-banner'
import { ChatEmptyState } from '@/components/chat/chat-empty-state'
import { ChatShell } from '@/components/chat/chat-shell'
import { ContactProfile } from '@/components/chat/contact-profile'
import { ThreadHeader } from '@/components/chat/thread-header'
import type { ThreadContact } from '@/components/chat/chat-view.types'
import { renderChat } from './chat-test-kit'

const ada: ThreadContact = {
  name: 'Ada Lovelace',
  status: 'busy',
  role: 'client',
  about: 'Writes programs\nfor engines.',
  email: 'ada@example.com',
  company: 'Analytical Ltd',
  country: 'United Kingdom',
  registered: '2020-04-12',
  gender: 'female',
}

describe('ThreadHeader', () => {
  it('shows the name and presence, opens the profile and goes back', async () => {
    const onBack = vi.fn()
    const onShowProfile = vi.fn()
    renderChat(
      <ThreadHeader
        contact={ada}
        onBack={onBack}
        onShowProfile={onShowProfile}
        actions={<button type="button">Call</button>}
      />,
    )
    const person = screen.getByRole('button', { name: 'Show the profile of Ada Lovelace' })
    expect(person.textContent).toContain('Busy')
    await userEvent.click(person)
    expect(onShowProfile).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Back to the chats' }))
    expect(onBack).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Call' })).toBeTruthy()
  })
})

describe('ContactProfile', () => {
  it('shows every field the contact has', () => {
    renderChat(<ContactProfile contact={ada} onClose={vi.fn()} />)
    const panel = screen.getByRole('complementary', { name: 'Ada Lovelace' })
    expect(within(panel).getByText('Client')).toBeTruthy()
    expect(within(panel).getByText('Busy')).toBeTruthy()
    expect(within(panel).getByText(/Writes programs/)).toBeTruthy()
    expect(within(panel).getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    )
    expect(within(panel).getByText('Analytical Ltd')).toBeTruthy()
    expect(within(panel).getByText('United Kingdom')).toBeTruthy()
    expect(within(panel).getByText('Apr 12, 2020')).toBeTruthy()
    expect(within(panel).getByText('Female')).toBeTruthy()
  })

  it('leaves out the fields the contact lacks', () => {
    renderChat(
      <ContactProfile contact={{ name: 'Bo', status: 'online', email: null }} onClose={vi.fn()} />,
    )
    expect(screen.queryByText('Email')).toBeNull()
    expect(screen.queryByText('About')).toBeNull()
    expect(screen.queryByText('Personal information')).toBeNull()
  })

  it('closes with its button and with Escape, and takes the focus when it opens', async () => {
    const onClose = vi.fn()
    renderChat(<ContactProfile contact={ada} onClose={onClose} />)
    const close = screen.getByRole('button', { name: 'Close the contact info' })
    expect(document.activeElement).toBe(close)
    await userEvent.keyboard('{Escape}')
    await userEvent.click(close)
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})

describe('ChatBanner', () => {
  it('shows its title and text, runs its action and can be dismissed', async () => {
    const onClick = vi.fn()
    const onDismiss = vi.fn()
    renderChat(
      <ChatBanner
        tone="warning"
        icon="pi pi-whatsapp"
        title="WhatsApp Integration"
        text="Reconnect after 14 days."
        action={{ label: 'Reconnect', onClick }}
        onDismiss={onDismiss}
      />,
    )
    const banner = screen.getByRole('region', { name: 'WhatsApp Integration' })
    expect(banner.className).toContain('chat-banner--warning')
    await userEvent.click(within(banner).getByRole('button', { name: 'Reconnect' }))
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }))
    expect(onClick).toHaveBeenCalledOnce()
    expect(onDismiss).toHaveBeenCalledOnce()
  })

  it('makes a link of an action with an address', () => {
    renderChat(
      <ChatBanner
        tone="primary"
        icon="pi pi-star"
        title="Unlock Premium Features"
        text="More with premium."
        action={{ label: 'See plans', href: 'https://example.com/pricing', external: true }}
      />,
    )
    const link = screen.getByRole('link', { name: 'See plans' })
    expect(link.getAttribute('href')).toBe('https://example.com/pricing')
    expect(link.getAttribute('rel')).toContain('noopener')
  })
})

describe('ChatShell and ChatEmptyState', () => {
  it('lays out the list, the thread, the banners and the drawer', async () => {
    const onAsideClose = vi.fn()
    const { container } = renderChat(
      <ChatShell
        sidebar={<p>List</p>}
        main={<ChatEmptyState icon="pi pi-comments" title="Select a chat" text="Pick one." />}
        aside={<p>Profile</p>}
        banners={<p>Banner</p>}
        showMain
        onAsideClose={onAsideClose}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Select a chat' })).toBeTruthy()
    expect(screen.getByText('Banner')).toBeTruthy()
    expect(
      container.querySelector('.chat-shell__card--main.chat-shell__card--aside'),
    ).not.toBeNull()
    await userEvent.click(container.querySelector('.chat-shell__backdrop')!)
    expect(onAsideClose).toHaveBeenCalledOnce()
  })

  it('marks the list as the pane to show when the thread is not chosen', () => {
    const { container } = renderChat(<ChatShell sidebar="List" main="Thread" showMain={false} />)
    expect(container.querySelector('.chat-shell__card--sidebar')).not.toBeNull()
    expect(container.querySelector('.chat-shell__backdrop')).toBeNull()
  })
})
