/** A run of message text: plain, or a link the reader may follow. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

/*
 * Only these schemes become links. Anything else (javascript:, data:, vbscript:, file:) stays
 * plain text: the parts are rendered as React text and anchors, never as HTML.
 */
const candidate = /\b(?:https?:\/\/|mailto:|tel:)[^\s<>"]+/gi
const allowedProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:'])

// Sentence punctuation after a link belongs to the sentence ("see https://a.io."), and so does a
// closing bracket that has no opening one inside the link ("(https://a.io)").
function trimTrailing(link: string): string {
  let end = link.length
  for (;;) {
    const last = link[end - 1]
    if (!last) break
    if (".,;:!?'*".includes(last)) {
      end -= 1
      continue
    }
    const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' }
    const opening = pairs[last]
    if (opening) {
      const body = link.slice(0, end)
      const opened = body.split(opening).length - 1
      const closed = body.split(last).length - 1
      if (closed > opened) {
        end -= 1
        continue
      }
    }
    break
  }
  return link.slice(0, end)
}

function safeHref(link: string): string | undefined {
  try {
    const url = new URL(link)
    if (!allowedProtocols.has(url.protocol)) return undefined
    // "http://" alone, or "mailto:" with nothing after it, is not somewhere to go.
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !url.hostname) return undefined
    if ((url.protocol === 'mailto:' || url.protocol === 'tel:') && url.pathname.length === 0)
      return undefined
    return url.href
  } catch {
    return undefined
  }
}

/**
 * Splits message text into plain runs and links (http, https, mailto: and tel: only), keeping
 * the text in order so line breaks survive; mailto: and tel: links show without their scheme.
 */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = []
  let plainFrom = 0
  for (const match of text.matchAll(candidate)) {
    const start = match.index
    // "xjavascript:..." or "foo.https://" is not the start of a link of its own.
    if (start > 0 && /[\w@.:/-]/.test(text[start - 1]!)) continue
    const link = trimTrailing(match[0])
    const href = safeHref(link)
    if (!href) continue
    if (start > plainFrom) parts.push({ kind: 'text', text: text.slice(plainFrom, start) })
    // An address or a number reads better without its scheme: "support@example.com", not "mailto:…".
    parts.push({ kind: 'link', text: link.replace(/^(mailto|tel):/i, ''), href })
    plainFrom = start + link.length
  }
  if (plainFrom < text.length) parts.push({ kind: 'text', text: text.slice(plainFrom) })
  return parts
}
