import { HTTPError, TimeoutError } from 'ky'
import i18next from 'i18next'
import { MalformedResponseError, readJsonBody } from './parse-response'
import { notify, type ToastSeverity } from './toast'

/** What the user is told about a failed call: a severity and one toast per message. */
export interface ErrorReport {
  severity: Extract<ToastSeverity, 'error' | 'warn'>
  messages: string[]
}

const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options)

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined
  return typeof body.message === 'string' && body.message ? body.message : undefined
}

/**
 * A 400's field errors by field, the first message of each (`{ email: 'This email is already in
 * use.' }`), for a form to show under its fields; empty for any other failure.
 */
export async function fieldErrorsOf(error: unknown): Promise<Record<string, string>> {
  if (!(error instanceof HTTPError) || error.response.status !== 400) return {}
  const body = await readJsonBody(error.response)
  if (typeof body !== 'object' || body === null || !('errors' in body)) return {}
  const { errors } = body
  if (typeof errors !== 'object' || errors === null) return {}
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, messages]: [string, unknown]) => {
      const first: unknown = Array.isArray(messages) ? messages[0] : messages
      return typeof first === 'string' && first ? [[field, first]] : []
    }),
  )
}

/**
 * The error catalogue of SPEC.md section 8, in one place: a 400 gives the first message of each
 * field error; 403 and 409 are warnings; 401, 404, 405, 500 and any other status are errors with
 * the server's message. A malformed answer, a timeout or a lost network get a clear message of
 * their own; an aborted call is not an error the user needs to hear about.
 */
export async function describeError(error: unknown): Promise<ErrorReport> {
  if (error instanceof DOMException && error.name === 'AbortError') {
    return { severity: 'error', messages: [] }
  }
  if (error instanceof HTTPError) {
    const { status } = error.response
    const body = await readJsonBody(error.response)
    const fallback = t('errors.status', { status })
    if (status === 400) {
      const fieldMessages = Object.values(await fieldErrorsOf(error))
      return {
        severity: 'error',
        messages: fieldMessages.length > 0 ? fieldMessages : [messageOf(body) ?? fallback],
      }
    }
    const severity = status === 403 || status === 409 ? 'warn' : 'error'
    return { severity, messages: [messageOf(body) ?? fallback] }
  }
  if (error instanceof MalformedResponseError) {
    return { severity: 'error', messages: [t('errors.malformed')] }
  }
  if (error instanceof TimeoutError) return { severity: 'error', messages: [t('errors.timeout')] }
  return { severity: 'error', messages: [t('errors.network')] }
}

/**
 * Shows a failed call to the user as the catalogue says: one toast per message, under `summary`
 * when the caller names what failed.
 */
export async function reportError(error: unknown, summary?: string): Promise<void> {
  const { severity, messages } = await describeError(error)
  for (const message of messages) {
    notify(summary ? { severity, summary, detail: message } : { severity, summary: message })
  }
}
