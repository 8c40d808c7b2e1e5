/*
 * Text as a user types it, as HTML and back: escaped, so that nothing typed is ever markup; a
 * paragraph per block of lines, a line break per line. An email's body and a ticket's reply are
 * written this way (models/email/email-compose.ts, models/tickets/ticket-changes.ts), here and by the demo
 * server alike.
 */

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Typed text as HTML: escaped, a paragraph per blank-line block, a line break per line. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .filter((block) => block.trim())
    .map(
      (block) =>
        `<p>${block
          .trim()
          .replace(/[&<>"']/g, (character) => escapes[character]!)
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('')
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
}

/** The HTML {@link textToHtml} wrote, as text again (a draft continued). Other markup is dropped. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name]!)
    .trim()
}
