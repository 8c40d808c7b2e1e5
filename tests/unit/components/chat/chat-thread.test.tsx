import { useState } from 'react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ChatThread, type ChatThreadProps } from '@/components/chat/chat-thread'
import type { ThreadContact, ThreadMessage } from '@/components/chat/chat-view.types'
import { buildThreadRows } from '@/components/chat/thread-rows'
import { daysAgoAt, renderChat, waitForRows } from './chat-test-kit'

const selfId = 11
const contact: ThreadContact = { name: 'Ada Lovelace', status: 'online' }

let serial = 0
const message = (overrides: Partial<ThreadMessage> = {}): ThreadMessage => {
  serial += 1
  return {
    key: `k${serial}`,
    serverId: serial,
    text: `Message ${serial}`,
    time: daysAgoAt(0, 9, serial % 60),
    senderId: 5,
    type: 'chat',
    heart: false,
    delivery: 'sent',
    ...overrides,
  }
}

/** Renders the thread as its first commit draws it, before Virtuoso has shown a row. */
function drawThread(messages: ThreadMessage[], props: Partial<ChatThreadProps> = {}) {
  const handlers = { onHeart: vi.fn(), onRetry: vi.fn() }
  const thread = (shown: ThreadMessage[], more: Partial<ChatThreadProps>) => (
    <ChatThread
      messages={shown}
      selfId={selfId}
      contact={contact}
      firstItemIndex={100_000}
      {...handlers}
      {...more}
    />
  )
  const view = renderChat(thread(messages, props))
  /** Renders the thread again with other messages (and other props, when given). */
  const show = (shown: ThreadMessage[], more: Partial<ChatThreadProps> = props) =>
    view.rerender(thread(shown, more))
  return { ...view, ...handlers, show }
}

/** Renders the thread and waits for Virtuoso's rows, when it has messages to show. */
async function renderThread(messages: ThreadMessage[], props: Partial<ChatThreadProps> = {}) {
  const drawn = drawThread(messages, props)
  if (messages.length > 0 && !props.loading && !props.error) await waitForRows()
  return drawn
}

const bubbleOf = (text: string) => screen.getByText(text).closest('.chat-message') as HTMLElement

describe('ChatThread', () => {
  it('puts a day separator before the first message of each day', async () => {
    const old = new Date(2020, 3, 12, 9, 30).toISOString()
    await renderThread([
      message({ text: 'Long ago', time: old }),
      message({ text: 'Also long ago', time: old }),
      message({ text: 'Yesterday morning', time: daysAgoAt(1, 8) }),
      message({ text: 'This morning', time: daysAgoAt(0, 8) }),
      message({ text: 'This noon', time: daysAgoAt(0, 12) }),
    ])
    const labels = [...document.querySelectorAll('.chat-day__label')].map((el) => el.textContent)
    expect(labels).toEqual(['April 12, 2020', 'Yesterday', 'Today'])
    const order = [...document.querySelectorAll('.chat-day__label, .chat-bubble__text')].map(
      (el) => el.textContent,
    )
    expect(order).toEqual([
      'April 12, 2020',
      'Long ago',
      'Also long ago',
      'Yesterday',
      'Yesterday morning',
      'Today',
      'This morning',
      'This noon',
    ])
  })

  it('names the weekday for a day within the past week', async () => {
    const time = daysAgoAt(3, 10)
    await renderThread([message({ time })])
    const weekday = new Intl.DateTimeFormat('en', { weekday: 'long' }).format(new Date(time))
    expect(screen.getByText(weekday)).toBeTruthy()
  })

  it('draws own messages on the right and groups a sender’s run under one avatar', async () => {
    await renderThread([
      message({ text: 'Hi', senderName: 'Ada Lovelace' }),
      message({ text: 'Are you there?', senderName: 'Ada Lovelace' }),
      message({ text: 'Yes!', senderId: selfId }),
    ])
    expect(bubbleOf('Hi').className).toContain('chat-message--other')
    expect(bubbleOf('Hi').className).toContain('chat-message--group-start')
    expect(bubbleOf('Are you there?').className).not.toContain('chat-message--group-start')
    expect(bubbleOf('Yes!').className).toContain('chat-message--own')
    // The sender's name and avatar once, on the first of the run.
    expect(screen.getAllByText('Ada Lovelace')).toHaveLength(1)
    expect(bubbleOf('Hi').querySelector('.chat-avatar')).not.toBeNull()
    expect(bubbleOf('Are you there?').querySelector('.chat-avatar')).toBeNull()
  })

  it('shows a pending message with a clock and “Sending…”, without a heart', async () => {
    await renderThread([message({ text: 'On its way', senderId: selfId, delivery: 'pending' })])
    const row = bubbleOf('On its way')
    expect(within(row).getByText('Sending…')).toBeTruthy()
    expect(row.querySelector('.pi-clock')).not.toBeNull()
    expect(within(row).queryByRole('button', { name: 'Like' })).toBeNull()
  })

  it('says a pending message waits for the network while the browser is offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    onTestFinished(() => onLine.mockRestore())
    await renderThread([message({ text: 'Typed offline', senderId: selfId, delivery: 'pending' })])
    const row = bubbleOf('Typed offline')
    expect(within(row).getByText('Waiting for network')).toBeTruthy()
    expect(within(row).queryByText('Sending…')).toBeNull()

    onLine.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(within(row).getByText('Sending…')).toBeTruthy()
  })

  it('shows a failed message as not sent, and Retry calls onRetry with it', async () => {
    const failed = message({ text: 'Lost', senderId: selfId, delivery: 'failed' })
    const { onRetry } = await renderThread([failed])
    const row = bubbleOf('Lost')
    expect(within(row).getByText('Not sent')).toBeTruthy()
    await userEvent.click(within(row).getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledWith(failed)
  })

  it('shows one check when sent and two when seen', async () => {
    await renderThread([
      message({ text: 'Delivered', senderId: selfId, delivery: 'sent' }),
      message({ text: 'Read', senderId: selfId, delivery: 'seen' }),
    ])
    expect(within(bubbleOf('Delivered')).getByText('Sent')).toBeTruthy()
    expect(within(bubbleOf('Read')).getByText('Seen')).toBeTruthy()
    expect(bubbleOf('Read').querySelectorAll('.chat-delivery__checks .pi-check')).toHaveLength(2)
  })

  it('toggles the heart through onHeart, with aria-pressed following', async () => {
    function Harness({ onHeart }: { onHeart: (m: ThreadMessage) => void }) {
      const [messages, setMessages] = useState([message({ text: 'Nice work', serverId: 7 })])
      return (
        <ChatThread
          messages={messages}
          selfId={selfId}
          contact={contact}
          firstItemIndex={1000}
          onRetry={vi.fn()}
          onHeart={(m) => {
            onHeart(m)
            setMessages((all) =>
              all.map((one) => (one.key === m.key ? { ...one, heart: !one.heart } : one)),
            )
          }}
        />
      )
    }
    const onHeart = vi.fn()
    renderChat(<Harness onHeart={onHeart} />)
    await waitForRows()
    const like = screen.getByRole('button', { name: 'Like' })
    expect(like.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(like)
    expect(onHeart).toHaveBeenCalledWith(expect.objectContaining({ serverId: 7, heart: false }))
    const unlike = screen.getByRole('button', { name: 'Unlike' })
    expect(unlike.getAttribute('aria-pressed')).toBe('true')
    await userEvent.click(unlike)
    expect(screen.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('false')
  })

  it('offers no heart on a message the server has not numbered', async () => {
    await renderThread([message({ text: 'No id', serverId: undefined })])
    expect(within(bubbleOf('No id')).queryByRole('button', { name: 'Like' })).toBeNull()
  })

  it('gives an image its width and height, lazy loading and an alt text', async () => {
    await renderThread([
      message({
        type: 'image',
        text: 'https://cdn.example.com/photo.jpg',
        width: 800,
        height: 600,
      }),
    ])
    const image = screen.getByRole('img', { name: 'Photo sent by Ada Lovelace' })
    expect(image.getAttribute('width')).toBe('800')
    expect(image.getAttribute('height')).toBe('600')
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(image.getAttribute('src')).toBe('https://cdn.example.com/photo.jpg')
    expect((image as HTMLImageElement).style.aspectRatio).toBe('800 / 600')
  })

  it('does not load an image from a script address', async () => {
    await renderThread([message({ type: 'image', text: 'javascript:alert(1)' })])
    expect(screen.queryByRole('img', { name: /Photo sent by/ })).toBeNull()
    expect(screen.getByText('Photo')).toBeTruthy()
  })

  it('shows a greeting as an automatic reply whose links work and keep their lines', async () => {
    const text =
      'Hello! We are here to help.\nWeb: https://help.example.com/start.\nMail: mailto:support@example.com\nPhone: tel:+15550100\nNot a link: javascript:alert(1)'
    await renderThread([message({ type: 'greeting', text })])
    const card = document.querySelector('.chat-bubble--greeting') as HTMLElement
    expect(within(card).getByText('Automatic reply')).toBeTruthy()
    const links = within(card)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
    expect(links).toEqual([
      'https://help.example.com/start',
      'mailto:support@example.com',
      'tel:+15550100',
    ])
    expect(card.innerHTML).not.toContain('href="javascript')
    expect(card.querySelector('.chat-bubble__text')!.textContent).toBe(
      text.replace('mailto:', '').replace('tel:', ''),
    )
  })

  it('opens web links in a new tab without giving it the opener', async () => {
    await renderThread([message({ text: 'See https://example.com' })])
    const link = screen.getByRole('link', { name: 'https://example.com' })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })

  it('tells screen readers about a message that comes in, not about those it opened with', async () => {
    const first = [message({ text: 'Hello' }), message({ text: 'Are you there?' })]
    const { show } = await renderThread(first)
    const log = screen.getByRole('log', { name: 'Incoming messages' })
    expect(log.textContent).toBe('')

    const next = [...first, message({ text: 'Thank you!', senderName: 'Victor Xu' })]
    show(next)
    expect(log.textContent).toBe('New message from Victor Xu: Thank you!')

    // Own messages are not announced; a photo is named, with the contact as its sender.
    const own = message({ text: 'You are welcome', senderId: selfId })
    const photo = message({ type: 'image', text: '/images/chat/photo.jpg' })
    show([...next, own])
    expect(log.textContent).toBe('New message from Victor Xu: Thank you!')
    show([...next, own, photo])
    expect(log.textContent).toBe('New message from Ada Lovelace: Photo')

    // Another thread opens silently.
    show([message({ text: 'Another chat' })])
    expect(log.textContent).toBe('')
  })

  it('says so when there is no message yet', async () => {
    await renderThread([], { emptyText: 'Say hi to Ada' })
    expect(screen.getByText('Say hi to Ada')).toBeTruthy()
  })

  it('shows placeholder bubbles while loading and a retry when loading failed', async () => {
    const { show } = await renderThread([], { loading: true })
    expect(screen.getByRole('status').textContent).toContain('Loading messages…')
    const onRetryLoad = vi.fn()
    show([], {
      error: { title: 'Messages could not load', message: 'Try again in a moment.' },
      onRetryLoad,
    })
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetryLoad).toHaveBeenCalledOnce()
  })

  it('renders the header and footer around the messages', async () => {
    await renderThread([message({ text: 'Body' })], {
      header: <div>Header here</div>,
      footer: <div>Footer here</div>,
    })
    expect(screen.getByText('Header here')).toBeTruthy()
    expect(screen.getByText('Footer here')).toBeTruthy()
  })

  it('shows a spinner over the list while older messages load', async () => {
    await renderThread([message({ text: 'Body' })], { loadingOlder: true })
    expect(screen.getByRole('status').textContent).toContain('Loading older messages…')
  })

  it('draws its newest rows in its first frame, for the eye alone, until the list shows them', async () => {
    const many = Array.from({ length: 200 }, (_, index) =>
      message({ text: `Row ${index}`, time: new Date(2024, 0, 1, 0, index).toISOString() }),
    )
    drawThread(many)
    // Rendered, not yet opened: the list is still hidden while Virtuoso measures and scrolls.
    const frame = document.querySelector<HTMLElement>('.chat-thread__first-frame')
    expect(frame).not.toBeNull()
    expect(frame!.getAttribute('aria-hidden')).toBe('true')
    expect(frame!.hasAttribute('inert')).toBe(true)
    const drawn = [...frame!.querySelectorAll('.chat-message')].map((row) => row.textContent)
    // The newest day's rows up to the newest message, and never the whole history.
    expect(drawn.at(-1)).toContain('Row 199')
    expect(drawn.length).toBeGreaterThan(10)
    expect(drawn.length).toBeLessThan(30)
    expect(drawn.some((text) => text?.includes('Row 0'))).toBe(false)

    await waitForRows()
    await waitFor(() => expect(document.querySelector('.chat-thread__first-frame')).toBeNull())
    expect(screen.getByText('Row 199')).toBeTruthy()
  })

  it('draws no first frame over a loading, empty or failed thread', async () => {
    const { show } = await renderThread([], { loading: true })
    expect(document.querySelector('.chat-thread__first-frame')).toBeNull()
    show([], { error: { title: 'Messages could not load', message: 'Try again in a moment.' } })
    expect(document.querySelector('.chat-thread__first-frame')).toBeNull()
    show([])
    expect(document.querySelector('.chat-thread__first-frame')).toBeNull()
  })

  it('keeps a few dozen rows in the DOM for a thread of 10,000 messages', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) =>
      message({ text: `Bulk ${index}`, time: new Date(2024, 0, 1, 0, index).toISOString() }),
    )
    await renderThread(many)
    const rendered = document.querySelectorAll('.chat-message').length
    expect(rendered).toBeGreaterThan(0)
    expect(rendered).toBeLessThanOrEqual(60)
    // It opens at the newest message.
    expect(screen.getByText('Bulk 9999')).toBeTruthy()
  })

  it('keeps each shown message at its list index when 200 older ones are prepended', async () => {
    const day = (d: number, minute: number) => new Date(2024, 0, d, 9, minute).toISOString()
    const shown = Array.from({ length: 20 }, (_, index) =>
      message({ text: `Shown ${index}`, time: day(10, index) }),
    )
    const older = Array.from({ length: 200 }, (_, index) =>
      // Older days and the same day as the first shown message.
      message({ text: `Older ${index}`, time: day(index < 150 ? 5 + (index % 4) : 10, 0) }),
    )
    // Virtuoso compensates a prepend with scrollBy, which jsdom lacks.
    Object.defineProperty(Element.prototype, 'scrollBy', {
      configurable: true,
      value(this: Element, options?: ScrollToOptions) {
        this.scrollTop += options?.top ?? 0
      },
    })
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollBy
    })
    const props = { selfId, contact, onHeart: vi.fn(), onRetry: vi.fn() }
    const { rerender } = renderChat(
      <ChatThread {...props} messages={shown} firstItemIndex={5000} />,
    )
    await waitForRows()
    // The list index Virtuoso gives each rendered message row, by its text.
    const renderedIndexes = () =>
      [...document.querySelectorAll('[data-item-index]')].flatMap((row) => {
        const text = row.querySelector('.chat-bubble__text')?.textContent
        return text ? [{ text, index: Number(row.getAttribute('data-item-index')) }] : []
      })
    const before = renderedIndexes()
    expect(before.length).toBeGreaterThan(0)
    // Shown messages sit one row apart below the day's separator.
    const base = before[0]!.index - Number(before[0]!.text.replace('Shown ', ''))
    rerender(<ChatThread {...props} messages={[...older, ...shown]} firstItemIndex={4800} />)
    await waitForRows()
    // Where every row must now be, if "Shown 0" kept its index: whatever Virtuoso happens to
    // render (jsdom cannot really scroll), each row's index must agree.
    const rows = buildThreadRows([...older, ...shown], selfId)
    const shownZeroAt = rows.findIndex(
      (row) => row.kind === 'message' && row.message.text === 'Shown 0',
    )
    const expected = new Map(
      rows.flatMap((row, position) =>
        row.kind === 'message' ? [[row.message.text, base - shownZeroAt + position] as const] : [],
      ),
    )
    const after = renderedIndexes()
    expect(after.length).toBeGreaterThan(0)
    for (const { text, index } of [...before, ...after]) expect(index).toBe(expected.get(text))
  })
})
