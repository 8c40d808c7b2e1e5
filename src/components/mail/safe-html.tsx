import DOMPurify from 'dompurify'
import { useMemo } from 'react'

/**
 * A message's HTML as it came from the server, cleaned by DOMPurify first: no scripts, no event
 * handlers, no `javascript:` links or styles; links that stay open in a new tab without a way
 * back.
 */
export function sanitiseHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    RETURN_TRUSTED_TYPE: false,
  })
  const template = document.createElement('template')
  template.innerHTML = clean
  template.content.querySelectorAll('a[href]').forEach((link) => {
    link.setAttribute('target', '_blank')
    link.setAttribute('rel', 'noopener noreferrer nofollow')
  })
  // DOMPurify keeps inline styles, which mail needs; one that names a script goes.
  template.content.querySelectorAll('[style]').forEach((element) => {
    const style = (element.getAttribute('style') ?? '').replace(/[\s\\]/g, '').toLowerCase()
    if (/javascript:|vbscript:|expression\(|behavior:|-moz-binding/.test(style)) {
      element.removeAttribute('style')
    }
  })
  return template.innerHTML
}

/** Shows sanitised message HTML. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html])
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />
}
