import { expect } from 'vitest'

/**
 * Server HTML that would run `window.xssRan()` if it were shown unsanitised: a script, an event
 * handler, javascript: links, styles and form actions, and a script hidden in SVG. "Safe text"
 * and the "Click me" link must still show.
 */
export const xssPayloadHtml = [
  '<p>Safe text</p>',
  '<script>window.xssRan()</script>',
  '<img src="x" onerror="window.xssRan()">',
  '<a href="javascript:window.xssRan()">Click me</a>',
  '<svg><script>window.xssRan()</script></svg>',
  '<iframe src="javascript:window.xssRan()"></iframe>',
  '<div style="background:url(javascript:window.xssRan())">Styled</div>',
  '<form action="javascript:window.xssRan()"><button>Go</button></form>',
].join('')

/** Nothing in `shown` can run: no script, frame or form, no handler, no javascript: URL. */
export function expectNothingRunnable(shown: Element): void {
  expect(shown.querySelector('script, iframe, form, button')).toBeNull()
  for (const element of shown.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames())
      expect(attribute.startsWith('on')).toBe(false)
    expect(element.getAttribute('href') ?? '').not.toMatch(/javascript:/i)
    expect(element.getAttribute('style') ?? '').not.toMatch(/javascript:/i)
  }
}
