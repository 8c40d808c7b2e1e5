import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Composer } from '@/components/chat/composer'
import { renderChat } from './chat-test-kit'

// The parent owns the draft and clears it after sending, as the screens do.
function Harness({
  onSend,
  initial = '',
  maxLength,
}: {
  onSend: (text: string) => void
  initial?: string
  maxLength?: number
}) {
  const [value, setValue] = useState(initial)
  return (
    <Composer
      value={value}
      onChange={setValue}
      maxLength={maxLength}
      onSend={(text) => {
        onSend(text)
        setValue('')
      }}
    />
  )
}

const field = () => screen.getByRole('textbox', { name: 'Message' })

describe('Composer', () => {
  it('sends the trimmed text on Enter and clears the draft', async () => {
    const onSend = vi.fn()
    renderChat(<Harness onSend={onSend} />)
    await userEvent.type(field(), '  Hello there  {Enter}')
    expect(onSend).toHaveBeenCalledWith('Hello there')
    expect(field()).toHaveProperty('value', '')
  })

  it('starts a new line on Shift+Enter instead of sending', async () => {
    const onSend = vi.fn()
    renderChat(<Harness onSend={onSend} />)
    await userEvent.type(field(), 'first{Shift>}{Enter}{/Shift}second')
    expect(onSend).not.toHaveBeenCalled()
    expect(field()).toHaveProperty('value', 'first\nsecond')
  })

  it('does not send blank text, by key or by button', async () => {
    const onSend = vi.fn()
    renderChat(<Harness onSend={onSend} />)
    await userEvent.type(field(), '   {Enter}')
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true)
  })

  it('does not send a message of zero-width and other invisible characters', async () => {
    const onSend = vi.fn()
    renderChat(<Harness onSend={onSend} initial={'\u200B\u200D\u2060\uFEFF\u00AD\u200E'} />)
    fireEvent.keyDown(field(), { key: 'Enter' })
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true)
  })

  it('sends a message without the invisible characters around it', () => {
    const onSend = vi.fn()
    renderChat(<Harness onSend={onSend} initial={'\u200BSee you\u2060 '} />)
    fireEvent.keyDown(field(), { key: 'Enter' })
    expect(onSend).toHaveBeenCalledWith('See you')
  })

  it('never sends while an input method is composing', () => {
    const onSend = vi.fn()
    renderChat(<Harness onSend={onSend} initial="にほんご" />)
    fireEvent.keyDown(field(), { key: 'Enter', isComposing: true })
    fireEvent.keyDown(field(), { key: 'Enter', keyCode: 229 })
    expect(onSend).not.toHaveBeenCalled()
    fireEvent.keyDown(field(), { key: 'Enter' })
    expect(onSend).toHaveBeenCalledWith('にほんご')
  })

  it('sends with the send button', async () => {
    const onSend = vi.fn()
    renderChat(<Harness onSend={onSend} />)
    await userEvent.type(field(), 'By button')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSend).toHaveBeenCalledWith('By button')
  })

  it('shows no counter far from the limit', () => {
    renderChat(<Harness onSend={vi.fn()} initial="short" maxLength={100} />)
    expect(screen.queryByText(/characters? left/)).toBeNull()
  })

  it('counts down the last characters', () => {
    renderChat(<Harness onSend={vi.fn()} initial={'x'.repeat(97)} maxLength={100} />)
    expect(screen.getByText('3 characters left')).toBeTruthy()
    expect(field().getAttribute('maxlength')).toBe('100')
  })

  it('sends nothing while disabled', () => {
    const onSend = vi.fn()
    renderChat(<Composer value="Hi" onChange={vi.fn()} onSend={onSend} disabled />)
    fireEvent.keyDown(field(), { key: 'Enter' })
    expect(onSend).not.toHaveBeenCalled()
  })
})
