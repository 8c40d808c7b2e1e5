import { HTTPError, TimeoutError } from 'ky'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { MalformedResponseError, readJsonBody } from './parse-response'

/** What went wrong with a load, in the catalogue's words (SPEC.md section 8), for the page. */
export function loadErrorText(error: unknown, t: TFunction): string {
  if (error instanceof MalformedResponseError) return t('errors.malformed')
  if (error instanceof TimeoutError) return t('errors.timeout')
  if (error instanceof HTTPError) return t('errors.status', { status: error.response.status })
  return t('errors.network')
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined
  return typeof body.message === 'string' && body.message ? body.message : undefined
}

/**
 * {@link loadErrorText}, with the server's own message for an HTTP error once its body is read.
 * Null when there is no error.
 */
export function useErrorText(error: unknown): string | null {
  const { t } = useTranslation()
  const [serverText, setServerText] = useState<{ error: unknown; text: string | undefined }>()
  useEffect(() => {
    if (!(error instanceof HTTPError)) return
    let current = true
    void readJsonBody(error.response).then((body) => {
      if (current) setServerText({ error, text: messageOf(body) })
    })
    return () => {
      current = false
    }
  }, [error])

  if (error === null || error === undefined) return null
  const fromServer = serverText?.error === error ? serverText.text : undefined
  return fromServer ?? loadErrorText(error, t)
}

/**
 * The server's own message when it refused the user (403, e.g. an admin area asked for with a
 * client's token): a screen shows it in place of its "check your connection and try again" text,
 * which would be wrong. Null for any other error, or none.
 */
export function useRefusalText(error: unknown): string | null {
  const text = useErrorText(error)
  return error instanceof HTTPError && error.response.status === 403 ? text : null
}

/** The server refused the user what they asked (a 403): trying again would not help. */
export function isRefusal(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 403
}

/** The server has no such thing (a 404): the screen says so rather than offering to try again. */
export function isNotFound(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 404
}
