import type { EmailDraft } from './email-api.ts'
import type { EmailAddress, EmailMessage } from './email-message.ts'
import { emailProblem } from './email.ts'
import { htmlToText, textToHtml } from '../format/typed-text-html.ts'

/*
 * What the composer holds (issue 14: compose, reply, forward, a draft continued), and what it
 * sends: the typed text becomes HTML here, escaped, so that nothing typed is ever markup.
 */

export interface ComposerFields {
  to: EmailAddress[]
  cc: EmailAddress[]
  bcc: EmailAddress[]
  subject: string
  /** As typed: plain text. */
  text: string
}

export interface Composition extends ComposerFields {
  kind: 'new' | 'reply' | 'forward' | 'draft'
  /** The email a reply answers. */
  replyTo?: number
  /** The draft it goes on with. */
  draftId?: number
  /** The HTML of a forwarded email, sent under the text. */
  quoted?: string
}

/** "Re: " or "Fwd: " before a subject, once. */
export function prefixed(prefix: string, subject: string): string {
  return subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix}${subject}`
}

const blank: ComposerFields = { to: [], cc: [], bcc: [], subject: '', text: '' }

const asAddresses = (emails: readonly string[]): EmailAddress[] =>
  emails.map((email) => ({ name: '', email }))

/** A new email. */
export const newComposition = (): Composition => ({ kind: 'new', ...blank })

/** A reply to `email`: to its sender, under its subject. */
export function replyTo(email: EmailMessage, prefix: string): Composition {
  return {
    kind: 'reply',
    ...blank,
    to: [{ name: email.from.name, email: email.from.email }],
    subject: prefixed(prefix, email.subject),
    replyTo: email.id,
  }
}

/** `email` passed on: its subject, its message under what is typed. */
export function forwardOf(email: EmailMessage, prefix: string): Composition {
  return {
    kind: 'forward',
    ...blank,
    subject: prefixed(prefix, email.subject),
    quoted: email.message,
  }
}

/** A draft taken up again. */
export function draftOf(email: EmailMessage): Composition {
  return {
    kind: 'draft',
    to: [...email.to],
    cc: asAddresses(email.cc),
    bcc: asAddresses(email.bcc),
    subject: email.subject,
    text: htmlToText(email.message),
    draftId: email.id,
  }
}

/**
 * Whether closing the composer should keep a draft: something was typed (the message, a
 * recipient or a subject that the composer did not fill in itself).
 */
export function holdsText(now: ComposerFields, opened: ComposerFields): boolean {
  if (now.text.trim()) return true
  const typed = (a: readonly EmailAddress[], b: readonly EmailAddress[]) =>
    a.length > 0 && JSON.stringify(a) !== JSON.stringify(b)
  return (
    typed(now.to, opened.to) ||
    typed(now.cc, opened.cc) ||
    typed(now.bcc, opened.bcc) ||
    (now.subject.trim() !== '' && now.subject !== opened.subject)
  )
}

/** Why the composition cannot be sent: no recipient, or the first address that is not one. */
export function sendProblem(
  fields: ComposerFields,
): { kind: 'toRequired' } | { kind: 'address'; address: string } | null {
  if (fields.to.length === 0) return { kind: 'toRequired' }
  const wrong = [...fields.to, ...fields.cc, ...fields.bcc].find(
    (person) => emailProblem(person.email) !== null,
  )
  return wrong ? { kind: 'address', address: wrong.email } : null
}

/** What the server gets: the typed text as HTML, a forwarded message under it. */
export function toDraft(composition: Composition, fields: ComposerFields): EmailDraft {
  return {
    ...(composition.draftId !== undefined && { id: composition.draftId }),
    ...(composition.replyTo !== undefined && { replyTo: composition.replyTo }),
    to: fields.to.map((person) => ({ name: person.name, email: person.email.trim() })),
    cc: fields.cc.map((person) => person.email.trim()),
    bcc: fields.bcc.map((person) => person.email.trim()),
    subject: fields.subject.trim(),
    message:
      textToHtml(fields.text) +
      (composition.quoted ? `<blockquote>${composition.quoted}</blockquote>` : ''),
  }
}
