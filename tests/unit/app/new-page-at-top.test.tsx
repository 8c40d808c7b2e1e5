import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderHook } from '@testing-library/react'
import { noteNavigation, useNewPageAtTop } from '@/app/routes/new-page-at-top'
import { withinPage } from '@/components/route-params'

afterEach(() => vi.restoreAllMocks())

/** Navigates as the router would, then shows the new location; whether the window went to the top. */
function scrolledAfter(to: string, options?: object): boolean {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
  window.history.replaceState(null, '', '/apps/user/view/3/account')
  const page = renderHook(({ location }) => useNewPageAtTop(location), {
    initialProps: { location: '/apps/user/view/3/account' },
  })
  noteNavigation((path) => window.history.pushState(null, '', path), to, options)
  page.rerender({ location: to })
  page.unmount()
  return scrollTo.mock.calls.length > 0
}

describe('a new page at its top', () => {
  it('starts a page opened from a link at its top', () => {
    expect(scrolledAfter('/apps/user/list')).toBe(true)
  })

  it('keeps the scroll for a link that moves within its page (a tab)', () => {
    expect(scrolledAfter('/apps/user/view/3/billing', withinPage)).toBe(false)
  })
})
