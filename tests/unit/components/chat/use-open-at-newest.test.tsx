import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import type { VirtuosoHandle } from 'react-virtuoso'
import { openingClass, useOpenAtNewest } from '@/components/chat/use-open-at-newest'
import { driveFramesByHand } from './hand-driven-frames'

let paintFrame: () => void

/**
 * A thread's box as Virtuoso draws it, with one row; its view is `fromEnd` pixels above the end
 * of the list (jsdom lays nothing out, so the scroller's sizes are set by hand).
 */
function threadBox() {
  const box = document.createElement('div')
  const scroller = document.createElement('div')
  scroller.setAttribute('data-virtuoso-scroller', '')
  scroller.className = openingClass
  const list = document.createElement('div')
  list.setAttribute('data-testid', 'virtuoso-item-list')
  list.append(document.createElement('div'))
  scroller.append(list)
  box.append(scroller)
  const view = { fromEnd: 400 }
  Object.defineProperty(scroller, 'scrollHeight', { get: () => 1_000 })
  Object.defineProperty(scroller, 'clientHeight', { get: () => 500 })
  Object.defineProperty(scroller, 'scrollTop', { get: () => 500 - view.fromEnd })
  return { box, scroller, view }
}

function openThread() {
  const { box, scroller, view } = threadBox()
  const boxRef = { current: box }
  const listRef = { current: null as VirtuosoHandle | null }
  const onShow = vi.fn()
  const hook = renderHook(() => useOpenAtNewest(boxRef, listRef, 'chat-19', true, onShow))
  return { hook, scroller, view, onShow }
}

describe('useOpenAtNewest', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    paintFrame = driveFramesByHand()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('keeps the thread hidden until a frame draws its newest row at the bottom, then shows it', () => {
    const { hook, scroller, view, onShow } = openThread()
    paintFrame()
    paintFrame()
    expect(hook.result.current.shown).toBe(false)
    expect(scroller.classList.contains(openingClass)).toBe(true)

    view.fromEnd = 0
    paintFrame()
    expect(hook.result.current.shown).toBe(true)
    expect(scroller.classList.contains(openingClass)).toBe(false)
    // Tells the thread it was shown at its end, whatever the list reported while hidden.
    expect(onShow).toHaveBeenCalledExactlyOnceWith(0)
  })

  it('shows a thread whose rows never settle at its end after 30 painted frames', () => {
    const { hook, onShow } = openThread()
    for (let frame = 1; frame < 30; frame += 1) paintFrame()
    expect(hook.result.current.shown).toBe(false)
    paintFrame()
    expect(hook.result.current.shown).toBe(true)
    // Shown short of its end: the thread offers the jump to the newest message.
    expect(onShow).toHaveBeenCalledExactlyOnceWith(400)
  })

  it('does not show a half-drawn thread because time passed with no frame painted', () => {
    const { hook } = openThread()
    paintFrame()
    act(() => vi.advanceTimersByTime(5_000))
    expect(hook.result.current.shown).toBe(false)
  })
})
