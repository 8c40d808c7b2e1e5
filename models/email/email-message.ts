import type { MailAttachment, MailMessage } from './mail'

/*
 * The team's email (SPEC.md sections 3 and 4, issue 14): messages in five folders, each with its
 * labels, read and starred flags, recipients, attachments and replies. The list's view (folder,
 * label, search) and the folders' counts are decided here, once, for the demo server and the
 * screen alike, so that what the screen shows while a change is on its way is what the server
 * will answer.
 */

/** The folders of SPEC.md section 3, in the order the folder pane lists them. */
export const emailFolders = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const
export type EmailFolder = (typeof emailFolders)[number]

/** The labels of SPEC.md section 3, in the order the folder pane lists them. */
export const emailLabels = ['personal', 'company', 'important', 'private'] as const
export type EmailLabel = (typeof emailLabels)[number]

export const isEmailFolder = (value: unknown): value is EmailFolder =>
  emailFolders.includes(value as EmailFolder)
export const isEmailLabel = (value: unknown): value is EmailLabel =>
  emailLabels.includes(value as EmailLabel)

/** Someone a message went to. */
export interface EmailAddress {
  name: string
  email: string
}

/** One email as the screen shows it: a mail message with the email's own fields. */
export interface EmailMessage extends MailMessage {
  to: EmailAddress[]
  /** Addresses. */
  cc: string[]
  bcc: string[]
  attachments: MailAttachment[]
  folder: EmailFolder
  labels: EmailLabel[]
  isStarred: boolean
}

/** What the view, the counts and the order read of an email: the server's and the screen's alike. */
export interface EmailFields {
  id: number
  subject: string
  time: string
  from: { name: string; email: string }
  to: readonly EmailAddress[]
  folder: EmailFolder
  labels: readonly EmailLabel[]
  isRead: boolean
}

/**
 * The folders' counts the list answers with (SPEC.md section 7, `emailsMeta`): the unread emails
 * of the inbox, every draft, the unread emails of spam.
 */
export interface EmailsMeta {
  inbox: number
  draft: number
  spam: number
}

/**
 * Which emails the list shows: one folder, one label, or both, narrowed by a search. With a label
 * and no folder, the label's emails of every folder but the trash; with neither, the inbox.
 */
export interface EmailView {
  folder: EmailFolder | ''
  label: EmailLabel | ''
  /** Trimmed, '' for none. */
  q: string
}

export const inboxView: EmailView = { folder: '', label: '', q: '' }

/** The folder the view shows, or null for a label across the folders. */
export function viewFolder(view: EmailView): EmailFolder | null {
  if (view.folder) return view.folder
  return view.label ? null : 'inbox'
}

/** Whether the search matches the subject, the sender or a recipient, ignoring case. */
export function matchesSearch(email: EmailFields, q: string): boolean {
  const needle = q.trim().toLowerCase()
  if (!needle) return true
  return [
    email.subject,
    email.from.name,
    email.from.email,
    ...email.to.flatMap((person) => [person.name, person.email]),
  ].some((field) => field.toLowerCase().includes(needle))
}

/** Whether the view lists the email: its folder (or any but the trash), label and search. */
export function isInView(email: EmailFields, view: EmailView): boolean {
  const folder = viewFolder(view)
  const inFolder = folder ? email.folder === folder : email.folder !== 'trash'
  const labelled = !view.label || email.labels.includes(view.label)
  return inFolder && labelled && matchesSearch(email, view.q)
}

/** Newest first, as every list shows them; the higher id first when two have the same time. */
export function newestFirst(a: EmailFields, b: EmailFields): number {
  return b.time.localeCompare(a.time) || b.id - a.id
}

/** The counts of `emailsMeta` over some emails. */
export function countMeta(emails: readonly EmailFields[]): EmailsMeta {
  return {
    inbox: emails.filter((email) => email.folder === 'inbox' && !email.isRead).length,
    draft: emails.filter((email) => email.folder === 'draft').length,
    spam: emails.filter((email) => email.folder === 'spam' && !email.isRead).length,
  }
}

/**
 * The server's counts with the changes shown on screen: what `before` counted is taken off and
 * what `after` (the same emails, changed) counts is added, so that reading an inbox email lowers
 * its badge at once, and a refused change puts it back.
 */
export function metaAfterChanges(
  meta: EmailsMeta,
  before: readonly EmailFields[],
  after: readonly EmailFields[],
): EmailsMeta {
  const was = countMeta(before)
  const is = countMeta(after)
  return {
    inbox: Math.max(0, meta.inbox - was.inbox + is.inbox),
    draft: Math.max(0, meta.draft - was.draft + is.draft),
    spam: Math.max(0, meta.spam - was.spam + is.spam),
  }
}

/** What `update-emails` may change (SPEC.md section 4): read, starred, or the folder. */
export type EmailUpdate = { isRead: boolean } | { isStarred: boolean } | { folder: EmailFolder }

/** A change to emails as the list pattern carries it: an update, or a label to toggle. */
export type EmailPatch = EmailUpdate | { toggleLabel: EmailLabel }

/** A label on or off, as `update-emails-label` toggles it on each email. */
export function toggledLabels(labels: readonly EmailLabel[], label: EmailLabel): EmailLabel[] {
  return labels.includes(label)
    ? labels.filter((each) => each !== label)
    : emailLabels.filter((each) => each === label || labels.includes(each))
}

/** An email with a patch applied, as the server will apply it. */
export function patchEmail<T extends EmailFields>(email: T, patch: Record<string, unknown>): T {
  if ('toggleLabel' in patch && isEmailLabel(patch.toggleLabel)) {
    return { ...email, labels: toggledLabels(email.labels, patch.toggleLabel) }
  }
  return {
    ...email,
    ...(typeof patch.isRead === 'boolean' && { isRead: patch.isRead }),
    ...(typeof patch.isStarred === 'boolean' && { isStarred: patch.isStarred }),
    ...(isEmailFolder(patch.folder) && { folder: patch.folder }),
  }
}

/** Where an email's position is in a list: the ones before and after it, if any. */
export function neighboursIn<T extends { id: number }>(
  emails: readonly T[],
  id: number,
): { previous: T | null; next: T | null } | null {
  const at = emails.findIndex((email) => email.id === id)
  if (at < 0) return null
  return { previous: emails[at - 1] ?? null, next: emails[at + 1] ?? null }
}
