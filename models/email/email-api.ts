import * as z from 'zod/mini'
import { optionalString } from '../format/optional-fields.ts'
import {
  emailFolders,
  emailLabels,
  type EmailAddress,
  type EmailMessage,
  type EmailsMeta,
} from './email-message.ts'
import type { MailAttachment, MailReply } from './mail.ts'

/*
 * The email endpoints of the demo server (SPEC.md section 7, issue 14), as the app reads them.
 * The spec gives the paths and their parameters; the answers' shapes follow the template's demo
 * data (SPEC.md section 3): an email is sent as it is stored, replies as emails of their own.
 *
 * - `GET /apps/email/emails?q=&folder=&label=` → `{ emails, emailsMeta }`, newest first.
 * - `POST /apps/email/update-emails` `{ emailIds, dataToUpdate }` → `{ emails }` as they are now.
 * - `POST /apps/email/update-emails-label` `{ emailIds, label }` → `{ emails }`.
 * - `GET /apps/email/get-email?id=` → the email, or 404.
 * - `GET /apps/email/paginate-email?dir=previous|next&emailId=` (and the list's `folder`, `label`
 *   and `q`) → the email before or after it in that list, or 404 at either end.
 * - `POST /apps/email/send` `{ email: EmailDraft }` → 201 `{ email }` (added to `sent`).
 * - `POST /apps/email/save-draft` `{ email: EmailDraft }` → 201 `{ email }` (in `draft`).
 * - `GET /apps/email/contacts` → `{ contacts }`: everyone the mailbox has written with.
 */

const personSchema = z.object({
  name: z.string(),
  email: z.string(),
  avatar: optionalString,
})

const addressSchema = z.object({ name: z.string(), email: z.string() })

/** A size as the template's data writes it ("52kb"), or KB as a number. */
const sizeSchema = z.union([z.string(), z.number()])

const attachmentSchema = z.object({
  fileName: z.string(),
  thumbnail: z.string(),
  url: z.string(),
  size: sizeSchema,
})

const replySchema = z.object({
  id: z.number(),
  from: personSchema,
  message: z.string(),
  time: z.string(),
})

/** One email as the demo server sends it. */
export const apiEmailSchema = z.object({
  id: z.number(),
  from: personSchema,
  to: z.array(addressSchema),
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  subject: z.string(),
  /** HTML as it was written: never shown unsanitised. */
  message: z.string(),
  attachments: z.array(attachmentSchema),
  time: z.string(),
  folder: z.enum(emailFolders),
  labels: z.array(z.enum(emailLabels)),
  isRead: z.boolean(),
  isStarred: z.boolean(),
  replies: z.array(replySchema),
})
export type ApiEmail = z.infer<typeof apiEmailSchema>

export const emailsMetaSchema = z.object({
  inbox: z.number(),
  draft: z.number(),
  spam: z.number(),
})

/** `GET /apps/email/emails`. */
export const emailListAnswerSchema = z.object({
  emails: z.array(apiEmailSchema),
  emailsMeta: emailsMetaSchema,
})

/** What `update-emails` and `update-emails-label` answer: the emails as they are now. */
export const emailsAnswerSchema = z.object({ emails: z.array(apiEmailSchema) })

/** What `send` and `save-draft` answer. */
export const emailAnswerSchema = z.object({ email: apiEmailSchema })

/** `GET /apps/email/contacts`. */
export const emailContactsSchema = z.object({
  contacts: z.array(z.object({ name: z.string(), email: z.string(), avatar: optionalString })),
})

/** Someone the mailbox has written with, as the composer suggests them. */
export interface EmailContact extends EmailAddress {
  avatar: string
}

/**
 * What the composer sends or keeps as a draft. `id` is the draft it continues, `replyTo` the
 * email it answers (the reply joins that email's thread).
 */
export interface EmailDraft {
  id?: number
  replyTo?: number
  to: EmailAddress[]
  cc: string[]
  bcc: string[]
  subject: string
  /** HTML, escaped from what was typed. */
  message: string
}

const sizeText = (size: string | number) => (typeof size === 'number' ? `${size}kb` : size)

function toAttachment(file: ApiEmail['attachments'][number]): MailAttachment {
  return { ...file, size: sizeText(file.size) }
}

function toReply(reply: ApiEmail['replies'][number]): MailReply {
  return {
    from: {
      id: null,
      name: reply.from.name,
      email: reply.from.email,
      avatar: reply.from.avatar ?? '',
    },
    message: reply.message,
    time: reply.time,
  }
}

/** An email of the demo server as the screen shows it. */
export function toEmailMessage(email: ApiEmail): EmailMessage {
  return {
    id: email.id,
    subject: email.subject,
    message: email.message,
    time: email.time,
    isRead: email.isRead,
    from: {
      id: null,
      name: email.from.name,
      email: email.from.email,
      avatar: email.from.avatar ?? '',
    },
    to: email.to,
    cc: email.cc,
    bcc: email.bcc,
    attachments: email.attachments.map(toAttachment),
    folder: email.folder,
    labels: email.labels,
    isStarred: email.isStarred,
    replies: email.replies.map(toReply),
  }
}

/** One list answer: the emails the view shows and the folders' counts. */
export interface EmailList {
  emails: EmailMessage[]
  meta: EmailsMeta
}
