import { describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { ChatAvatar } from '@/components/chat/chat-avatar'
import { avatarTone, initialsOf } from '@/components/chat/avatar-colour'
import { renderChat } from './chat-test-kit'

describe('ChatAvatar', () => {
  it('shows the photo when there is one', () => {
    const { container } = renderChat(<ChatAvatar name="Ada Lovelace" src="/img/ada.png" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/img/ada.png')
    expect(screen.queryByText('AL')).toBeNull()
  })

  it('falls back to initials when the photo fails to load', () => {
    const { container } = renderChat(<ChatAvatar name="Ada Lovelace" src="/img/missing.png" />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('AL')).toBeTruthy()
  })

  it('shows initials when there is no photo, on a colour the name decides', () => {
    const { container } = renderChat(<ChatAvatar name="Grace Brewster Hopper" src={null} />)
    expect(screen.getByText('GH')).toBeTruthy()
    expect(container.querySelector('.chat-avatar__initials')!.className).toContain(
      `chat-avatar__initials--${avatarTone('Grace Brewster Hopper')}`,
    )
  })

  it('tries a new photo address again after one failed', () => {
    const { container, rerender } = renderChat(<ChatAvatar name="Ada" src="/a.png" />)
    fireEvent.error(container.querySelector('img')!)
    rerender(<ChatAvatar name="Ada" src="/b.png" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/b.png')
  })

  it.each([
    ['online', 'Online'],
    ['busy', 'Busy'],
    ['away', 'Away'],
    ['offline', 'Offline'],
  ] as const)('labels the %s presence dot', (status, label) => {
    const { container } = renderChat(<ChatAvatar name="Ada" status={status} />)
    expect(screen.getByRole('img', { name: label })).toBeTruthy()
    expect(container.querySelector(`.chat-avatar__status--${status}`)).not.toBeNull()
  })
})

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['  Jean-Luc  Picard ', 'JP'],
    ['(Support) Team', 'ST'],
    ['Émile Zola', 'ÉZ'],
    ['', '?'],
    ['🙂', '?'],
  ])('%j gives %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })

  it('gives the same tone to the same name every time', () => {
    expect(avatarTone('Ada Lovelace')).toBe(avatarTone('ada lovelace '))
  })
})
