import { describe, expect, it } from 'vitest'
import { isSearchShortcut } from '@/services/search-trigger'

const key = (init: KeyboardEventInit, target: EventTarget = document.body) => {
  const event = new KeyboardEvent('keydown', init)
  Object.defineProperty(event, 'target', { value: target })
  return event
}

describe('search shortcut', () => {
  it('opens with Ctrl+K and Cmd+K', () => {
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true)
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }))).toBe(true)
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false)
  })

  it('opens with / unless the user is typing into a field', () => {
    expect(isSearchShortcut(key({ key: '/' }))).toBe(true)
    expect(isSearchShortcut(key({ key: '/' }, document.createElement('input')))).toBe(false)
    expect(isSearchShortcut(key({ key: '/' }, document.createElement('textarea')))).toBe(false)
  })
})
