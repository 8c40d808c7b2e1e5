import { HTTPError } from 'ky'

import {
  apiEmailSchema,
  emailAnswerSchema,
  emailContactsSchema,
  emailListAnswerSchema,
  emailsAnswerSchema,
  toEmailMessage,
  type EmailContact,
  type EmailDraft,
} from '@models/email/email-api'
import type { EmailMessage, EmailsMeta, EmailUpdate, EmailView } from '@models/email/email-message'
import type { EmailLabel } from '@models/email/email-message'
import { http } from '@/services/http'
import { parseResponse } from '@/services/parse-response'

/*
 * The team's mailbox on the demo server (models/email/email-api.ts describes its answers): each call
 * reads its answer through the schema and hands the screen emails as it shows them.
 */

/** The list's query string: the folder, the label and the search, those set. */
function viewParams(view: EmailView): Record<string, string> {
  const params: Record<string, string> = {}
  if (view.folder) params.folder = view.folder
  if (view.label) params.label = view.label
  if (view.q) params.q = view.q
  return params
}

/** The emails of a view and the folders' counts (`GET /apps/email/emails`). */
export async function fetchEmails(
  view: EmailView,
  signal?: AbortSignal,
): Promise<{ emails: EmailMessage[]; meta: EmailsMeta }> {
  const body = await http
    .get('apps/email/emails', { signal, searchParams: viewParams(view) })
    .json()
  const { emails, emailsMeta } = parseResponse(emailListAnswerSchema, body, 'email list')
  return { emails: emails.map(toEmailMessage), meta: emailsMeta }
}

/** One email (`GET /apps/email/get-email`); a 404 when there is none. */
export async function fetchEmail(id: number, signal?: AbortSignal): Promise<EmailMessage> {
  const body = await http
    .get('apps/email/get-email', { signal, searchParams: { id: String(id) } })
    .json()
  return toEmailMessage(parseResponse(apiEmailSchema, body, 'email'))
}

/**
 * The email before or after `id` in the view it was opened from
 * (`GET /apps/email/paginate-email`); null at either end, where the server answers 404.
 */
export async function fetchNeighbour(
  dir: 'previous' | 'next',
  id: number,
  view: EmailView,
  signal?: AbortSignal,
): Promise<EmailMessage | null> {
  try {
    const body = await http
      .get('apps/email/paginate-email', {
        signal,
        // A 404 here is the end of the list, not a failure worth a second try.
        retry: 0,
        searchParams: { dir, emailId: String(id), ...viewParams(view) },
      })
      .json()
    return toEmailMessage(parseResponse(apiEmailSchema, body, 'email'))
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return null
    throw error
  }
}

/** Sets read, starred or the folder of some emails (`POST /apps/email/update-emails`). */
export async function updateEmails(
  ids: readonly number[],
  dataToUpdate: EmailUpdate,
  signal?: AbortSignal,
): Promise<EmailMessage[]> {
  const body = await http
    .post('apps/email/update-emails', { json: { emailIds: ids, dataToUpdate }, signal })
    .json()
  return parseResponse(emailsAnswerSchema, body, 'emails').emails.map(toEmailMessage)
}

/** Toggles a label on each of some emails (`POST /apps/email/update-emails-label`). */
export async function toggleEmailLabel(
  ids: readonly number[],
  label: EmailLabel,
  signal?: AbortSignal,
): Promise<EmailMessage[]> {
  const body = await http
    .post('apps/email/update-emails-label', { json: { emailIds: ids, label }, signal })
    .json()
  return parseResponse(emailsAnswerSchema, body, 'emails').emails.map(toEmailMessage)
}

/** Sends an email (`POST /apps/email/send`), or keeps it as a draft (`save-draft`). */
export async function saveEmail(
  mode: 'send' | 'draft',
  email: EmailDraft,
  signal?: AbortSignal,
): Promise<EmailMessage> {
  const path = mode === 'send' ? 'apps/email/send' : 'apps/email/save-draft'
  const body = await http.post(path, { json: { email }, signal }).json()
  return toEmailMessage(parseResponse(emailAnswerSchema, body, 'email').email)
}

/** Everyone the mailbox has written with (`GET /apps/email/contacts`). */
export async function fetchEmailContacts(signal?: AbortSignal): Promise<EmailContact[]> {
  const body = await http.get('apps/email/contacts', { signal }).json()
  return parseResponse(emailContactsSchema, body, 'email contacts').contacts.map((contact) => ({
    ...contact,
    avatar: contact.avatar ?? '',
  }))
}
