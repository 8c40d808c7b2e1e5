import type { ListChange, RowId } from '@models/lists/list-change'
import type { ListPage, ListParams } from '@models/lists/list-params'
import type { EmailDraft } from '@models/email/email-api'
import {
  emailFolders,
  emailLabels,
  patchEmail,
  type EmailMessage,
  type EmailPatch,
  type EmailsMeta,
  type EmailView,
} from '@models/email/email-message'
import type { MailPerson } from '@models/email/mail'
import type { EditableListSource } from '@/services/list/list-source'
import { fetchEmails, saveEmail, toggleEmailLabel, updateEmails } from './email-api'

/** The list's page: every email of the view (the server does not page them) and the counts. */
export interface EmailPage extends ListPage<EmailMessage> {
  meta: EmailsMeta
}

/** What the composer hands the list as an added row: a send or a draft, from whom. */
export interface ComposedEmail {
  mode: 'send' | 'draft'
  email: EmailDraft
  from: MailPerson
}

/** An email composed (sent or kept as a draft), or emails read, starred, moved or labelled. */
export type EmailChange = ListChange<ComposedEmail, EmailPatch>

/** The list's view as the URL's params hold it. */
export function emailViewOf(params: ListParams): EmailView {
  const folder = params.filters.folder ?? ''
  const label = params.filters.label ?? ''
  return {
    folder: (emailFolders as readonly string[]).includes(folder)
      ? (folder as EmailView['folder'])
      : '',
    label: (emailLabels as readonly string[]).includes(label) ? (label as EmailView['label']) : '',
    q: params.q,
  }
}

async function fetchEmailPage(params: ListParams, signal: AbortSignal): Promise<EmailPage> {
  const { emails, meta } = await fetchEmails(emailViewOf(params), signal)
  return { rows: emails, total: emails.length, meta }
}

/** A patch to the server's request: a label to toggle, or what to set. */
function sendPatch(ids: readonly RowId[], patch: EmailPatch, signal: AbortSignal) {
  const emailIds = ids.map(Number)
  if ('toggleLabel' in patch) return toggleEmailLabel(emailIds, patch.toggleLabel, signal)
  return updateEmails(emailIds, patch, signal)
}

async function sendEmailChange(change: EmailChange, signal: AbortSignal): Promise<unknown> {
  switch (change.kind) {
    case 'add': {
      const { mode, email } = change.draft
      return saveEmail(mode, email, signal)
    }
    case 'update':
      return sendPatch([change.id], change.patch, signal)
    case 'updateMany':
      return sendPatch(change.ids, change.patch, signal)
    case 'delete':
      // Emails are moved to the trash (an update), never deleted.
      throw new Error('Emails cannot be deleted.')
  }
}

/** The email an added row shows until the server has it: a negative id, never a server's. */
function composedRow({ mode, email, from }: ComposedEmail, id: number): EmailMessage {
  return {
    id,
    subject: email.subject,
    message: email.message,
    time: new Date().toISOString(),
    isRead: true,
    from,
    to: email.to,
    cc: email.cc,
    bcc: email.bcc,
    attachments: [],
    folder: mode === 'send' ? 'sent' : 'draft',
    labels: [],
    isStarred: false,
    replies: [],
  }
}

/**
 * The team's mailbox (/apps/email), on the list pattern: the folder, the label and the search in
 * the URL; every change (read, star, folder, label, a sent email or a draft) shown at once and
 * taken back with the catalogue's toast when the server refuses it.
 */
export const emailList: EditableListSource<EmailMessage, EmailChange> = {
  area: 'email',
  shape: {
    // The server answers a whole folder: there is one page, and the URL never names it.
    perPage: 50,
    perPageOptions: [50],
    sortColumn: 'time',
    sort: 'desc',
    sortColumns: ['time'],
    filters: { folder: emailFolders, label: emailLabels },
  },
  fetchPage: fetchEmailPage,
  sendChange: sendEmailChange,
  rowId: (email) => email.id,
  draftRow: composedRow,
  patchRow: (email, patch) => patchEmail(email, patch),
  messages: {
    deleted: 'email:toast.moved',
    refused: {
      add: 'email:toast.sendRefused',
      update: 'email:toast.updateRefused',
      updateMany: 'email:toast.updateRefused',
      delete: 'email:toast.updateRefused',
    },
  },
}
