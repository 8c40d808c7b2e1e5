/*
 * What the mail views show (src/components/mail/), whichever area a message comes from: support
 * tickets (models/tickets/ticket-mail.ts) and the team's email (models/email-mail.ts) both map to it.
 * Messages stay HTML here; the views sanitise them before showing them.
 */

/** Who wrote or receives a message. */
export interface MailPerson {
  id: number | null
  name: string
  email: string
  avatar: string
}

/** One reply under a message, oldest first. */
export interface MailReply {
  from: MailPerson
  /** HTML. */
  message: string
  /** ISO 8601, or '' when the server did not say. */
  time: string
}

/** A file sent with a message. */
export interface MailAttachment {
  fileName: string
  /** A small picture of the file (its type's icon, or the image itself). */
  thumbnail: string
  url: string
  /** As the server wrote it: "52kb", "1.2mb", or KB as a bare number. */
  size: string
}

/** What every row of a mail list and every reading pane needs. */
export interface MailMessage {
  id: number
  subject: string
  /** HTML. */
  message: string
  /** ISO 8601, or '' when the server did not say. */
  time: string
  isRead: boolean
  from: MailPerson
  replies: readonly MailReply[]
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/**
 * The readable text of a message's HTML, on one line, for the list's preview. The result is shown
 * as text (never as HTML), so this only has to read well: scripts and styles say nothing.
 */
export function previewText(html: string, maxLength = 140): string {
  const plain = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
      return entities[name.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length > maxLength ? `${plain.slice(0, maxLength - 1).trimEnd()}…` : plain
}
