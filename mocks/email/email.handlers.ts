import { http, HttpResponse } from 'msw'
import type { ApiEmail } from '../../models/email/email-api.ts'
import {
  emailFolders,
  emailLabels,
  isEmailFolder,
  isEmailLabel,
  isInView,
  neighboursIn,
  newestFirst,
  countMeta,
  patchEmail,
  type EmailPatch,
  type EmailUpdate,
  type EmailView,
} from '../../models/email/email-message.ts'
import { isEmailAddress } from '../../models/email/email.ts'
import { emailStore, findEmail, knownContacts, mailboxOwner } from './emails.ts'
import { findAccountById } from '../session/accounts.ts'
import { authorize, type Need } from '../session/tokens.ts'
import { readJsonObject } from '../server/read-json.ts'
import { fieldErrors } from '../server/field-errors.ts'

/*
 * The team's mailbox (SPEC.md section 7, issue 14); the answers are described in
 * models/email/email-api.ts. Demo assumptions beyond the spec:
 * - the list's `folder` defaults to the inbox, unless a `label` is asked for alone: then that
 *   label's emails of every folder but the trash; `q` matches the subject, the sender and the
 *   recipients (models/email/email-message.ts decides, for the screen as well);
 * - `update-emails` and `update-emails-label` answer the emails as they are now, and refuse the
 *   whole request (404) when one id is unknown;
 * - `paginate-email` pages through the list the reader was opened from (its `folder`, `label`
 *   and `q`; the email's own folder when none is given), newest first, and answers 404 at either
 *   end;
 * - `send` files the email under `sent` from the signed-in account, takes a continued draft out
 *   of `draft`, and adds a reply to the thread of the email it answers; `save-draft` keeps a new
 *   draft or replaces the one it continues; `contacts` lists whoever the mailbox has written with.
 *
 * Access: the admin and employees (`manage Email`); a client is refused every endpoint, reading
 * included (403).
 */

const manageEmail: Need = { action: 'manage', subject: 'Email' }

const notFound = (message = 'Email not found') => HttpResponse.json({ message }, { status: 404 })

type Errors = Record<string, string[]>

/** A list of whole numbers as sent, or undefined. */
function idsOf(value: unknown): number[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined
  return value.every((id) => Number.isInteger(id)) ? (value as number[]) : undefined
}

/** The emails of `ids`, all of them, or undefined when one is unknown. */
function emailsOf(ids: readonly number[]): ApiEmail[] | undefined {
  const emails = ids.map(findEmail)
  return emails.every(Boolean) ? (emails as ApiEmail[]) : undefined
}

const copy = (email: ApiEmail): ApiEmail => structuredClone(email)

/** The list's view from a query string; the errors of what it cannot take. */
function viewOf(url: URL, errors: Errors): EmailView {
  const folder = url.searchParams.get('folder') ?? ''
  const label = url.searchParams.get('label') ?? ''
  if (folder && !isEmailFolder(folder)) {
    errors.folder = [`The folder must be one of ${emailFolders.join(', ')}.`]
  }
  if (label && !isEmailLabel(label)) {
    errors.label = [`The label must be one of ${emailLabels.join(', ')}.`]
  }
  return {
    folder: isEmailFolder(folder) ? folder : '',
    label: isEmailLabel(label) ? label : '',
    q: (url.searchParams.get('q') ?? '').trim(),
  }
}

/** The emails a view lists, newest first. */
const listed = (view: EmailView) =>
  emailStore
    .get()
    .filter((email) => isInView(email, view))
    .sort(newestFirst)

/** Each `update-emails` field with the type it must have. */
const updateChecks: Record<string, (value: unknown) => boolean> = {
  isRead: (value) => typeof value === 'boolean',
  isStarred: (value) => typeof value === 'boolean',
  folder: isEmailFolder,
}

function checkUpdate(sent: unknown, errors: Errors): EmailUpdate | undefined {
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) {
    errors.dataToUpdate = ['Send dataToUpdate with isRead, isStarred or folder.']
    return undefined
  }
  const entries = Object.entries(sent)
  const wrong = entries.filter(([key, value]) => !updateChecks[key]?.(value))
  if (entries.length === 0 || wrong.length > 0) {
    errors.dataToUpdate = [
      `Only isRead (true or false), isStarred (true or false) and folder (${emailFolders.join(', ')}) can be updated.`,
    ]
    return undefined
  }
  return Object.fromEntries(entries) as EmailUpdate
}

interface Draft {
  id?: number
  replyTo?: number
  to: { name: string; email: string }[]
  cc: string[]
  bcc: string[]
  subject: string
  message: string
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * What the composer sent: recipients ({name, email} or bare addresses), cc and bcc (addresses),
 * subject and message. For a send every address must look like one and `to` may not be empty;
 * a draft keeps whatever was typed.
 */
function checkDraft(sent: unknown, errors: Errors, sending: boolean): Draft | undefined {
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) {
    errors.email = ['Send the email as an object with to, cc, bcc, subject and message.']
    return undefined
  }
  const body = sent as Record<string, unknown>
  const list = (value: unknown) => (Array.isArray(value) ? value : [])
  const to = list(body.to).map((each: unknown) =>
    typeof each === 'string'
      ? { name: '', email: each.trim() }
      : {
          name: text((each as { name?: unknown })?.name),
          email: text((each as { email?: unknown })?.email).trim(),
        },
  )
  const cc = list(body.cc).map((each) => text(each).trim())
  const bcc = list(body.bcc).map((each) => text(each).trim())
  if (sending) {
    if (to.length === 0) errors.to = ['Add at least one recipient.']
    else if (to.some((each) => !isEmailAddress(each.email)))
      errors.to = ['Every recipient needs a valid email address.']
    if (cc.some((each) => !isEmailAddress(each)))
      errors.cc = ['Every cc needs a valid email address.']
    if (bcc.some((each) => !isEmailAddress(each)))
      errors.bcc = ['Every bcc needs a valid email address.']
  }
  const id = Number.isInteger(body.id) ? (body.id as number) : undefined
  const replyTo = Number.isInteger(body.replyTo) ? (body.replyTo as number) : undefined
  if (Object.keys(errors).length > 0) return undefined
  return { id, replyTo, to, cc, bcc, subject: text(body.subject), message: text(body.message) }
}

/** Who writes from the mailbox: the signed-in account, or the mailbox's owner. */
function senderOf(userId: number): ApiEmail['from'] {
  const account = findAccountById(userId)
  return account
    ? { name: account.fullName, email: account.email, avatar: account.avatar ?? '' }
    : { ...mailboxOwner }
}

const nextId = () => Math.max(0, ...emailStore.get().map((email) => email.id)) + 1
const nextReplyId = () =>
  Math.max(999, ...emailStore.get().flatMap((email) => email.replies.map((reply) => reply.id))) + 1

function newEmail(draft: Draft, from: ApiEmail['from'], folder: 'sent' | 'draft'): ApiEmail {
  return {
    id: nextId(),
    from,
    to: draft.to,
    cc: draft.cc,
    bcc: draft.bcc,
    subject: draft.subject,
    message: draft.message,
    attachments: [],
    time: new Date().toISOString(),
    folder,
    labels: [],
    isRead: true,
    isStarred: false,
    replies: [],
  }
}

/** The draft `id` names, if it is one. */
const draftOf = (id: number | undefined) => {
  const email = id === undefined ? undefined : findEmail(id)
  return email?.folder === 'draft' ? email : undefined
}

/**
 * A bulk change (`update-emails`, `update-emails-label`): the ids and the patch `patchOf` reads
 * from the body are checked, then every email is changed, or none (404 when one is unknown); the
 * answer is the emails as they are now.
 */
async function changeEmails(
  request: Request,
  patchOf: (body: Record<string, unknown> | undefined, errors: Errors) => EmailPatch | undefined,
): Promise<Response> {
  const auth = await authorize(request, manageEmail)
  if (auth instanceof Response) return auth
  const body = await readJsonObject(request)
  const errors: Errors = {}
  const ids = idsOf(body?.emailIds)
  if (!ids) errors.emailIds = ['Send emailIds: the ids of one email or more.']
  const patch = patchOf(body, errors)
  if (!ids || !patch) return fieldErrors(errors)
  const emails = emailsOf(ids)
  if (!emails) return notFound()
  const store = emailStore.get()
  for (const email of emails) store[store.indexOf(email)] = patchEmail(email, patch)
  return HttpResponse.json({ emails: ids.map((id) => copy(findEmail(id)!)) })
}

export const emailHandlers = [
  http.get('*/apps/email/emails', async ({ request }) => {
    const auth = await authorize(request, manageEmail)
    if (auth instanceof Response) return auth
    const errors: Errors = {}
    const view = viewOf(new URL(request.url), errors)
    if (Object.keys(errors).length > 0) return fieldErrors(errors)
    return HttpResponse.json({
      emails: listed(view).map(copy),
      emailsMeta: countMeta(emailStore.get()),
    })
  }),

  http.post('*/apps/email/update-emails', (info) =>
    changeEmails(info.request, (body, errors) => checkUpdate(body?.dataToUpdate, errors)),
  ),

  http.post('*/apps/email/update-emails-label', (info) =>
    changeEmails(info.request, (body, errors) => {
      if (isEmailLabel(body?.label)) return { toggleLabel: body.label }
      errors.label = [`The label must be one of ${emailLabels.join(', ')}.`]
      return undefined
    }),
  ),

  http.get('*/apps/email/get-email', async ({ request }) => {
    const auth = await authorize(request, manageEmail)
    if (auth instanceof Response) return auth
    const id = Number(new URL(request.url).searchParams.get('id'))
    const email = Number.isInteger(id) ? findEmail(id) : undefined
    return email ? HttpResponse.json(copy(email)) : notFound()
  }),

  http.get('*/apps/email/paginate-email', async ({ request }) => {
    const auth = await authorize(request, manageEmail)
    if (auth instanceof Response) return auth
    const url = new URL(request.url)
    const errors: Errors = {}
    const dir = url.searchParams.get('dir')
    if (dir !== 'previous' && dir !== 'next') errors.dir = ['dir must be previous or next.']
    const id = Number(url.searchParams.get('emailId'))
    if (!url.searchParams.get('emailId') || !Number.isInteger(id)) {
      errors.emailId = ['emailId must be the id of an email.']
    }
    const asked = viewOf(url, errors)
    if (Object.keys(errors).length > 0) return fieldErrors(errors)
    const email = findEmail(id)
    if (!email) return notFound()
    const view = asked.folder || asked.label || asked.q ? asked : { ...asked, folder: email.folder }
    const around = neighboursIn(listed(view), id)
    if (!around) return notFound('This email is not in that list.')
    const neighbour = dir === 'next' ? around.next : around.previous
    if (!neighbour)
      return notFound(dir === 'next' ? 'There is no next email.' : 'There is no previous email.')
    return HttpResponse.json(copy(neighbour))
  }),

  http.post('*/apps/email/send', async ({ request }) => {
    const auth = await authorize(request, manageEmail)
    if (auth instanceof Response) return auth
    const body = await readJsonObject(request)
    const errors: Errors = {}
    const draft = checkDraft(body?.email, errors, true)
    if (!draft) return fieldErrors(errors)
    const from = senderOf(auth.userId)
    const store = emailStore.get()
    // Numbered before a continued draft leaves the drafts, so that no id is given twice.
    const sent = newEmail(draft, from, 'sent')
    const continued = draftOf(draft.id)
    if (continued) store.splice(store.indexOf(continued), 1)
    const answered = draft.replyTo === undefined ? undefined : findEmail(draft.replyTo)
    if (answered) {
      answered.replies.push({
        id: nextReplyId(),
        from,
        message: draft.message,
        time: new Date().toISOString(),
      })
    }
    store.push(sent)
    return HttpResponse.json({ email: copy(sent) }, { status: 201 })
  }),

  http.post('*/apps/email/save-draft', async ({ request }) => {
    const auth = await authorize(request, manageEmail)
    if (auth instanceof Response) return auth
    const body = await readJsonObject(request)
    const errors: Errors = {}
    const draft = checkDraft(body?.email, errors, false)
    if (!draft) return fieldErrors(errors)
    const store = emailStore.get()
    const continued = draftOf(draft.id)
    if (continued) {
      const saved: ApiEmail = {
        ...continued,
        to: draft.to,
        cc: draft.cc,
        bcc: draft.bcc,
        subject: draft.subject,
        message: draft.message,
        time: new Date().toISOString(),
      }
      store[store.indexOf(continued)] = saved
      return HttpResponse.json({ email: copy(saved) })
    }
    const saved = newEmail(draft, senderOf(auth.userId), 'draft')
    store.push(saved)
    return HttpResponse.json({ email: copy(saved) }, { status: 201 })
  }),

  http.get('*/apps/email/contacts', async ({ request }) => {
    const auth = await authorize(request, manageEmail)
    if (auth instanceof Response) return auth
    return HttpResponse.json({ contacts: knownContacts() })
  }),
]
