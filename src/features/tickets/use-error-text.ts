import { HTTPError, TimeoutError } from 'ky'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MalformedResponseError, readJsonBody } from '@/services/parse-response'
import { TicketMissingError } from '@/services/tickets/ticket-api'

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined
  return typeof body.message === 'string' && body.message ? body.message : undefined
}

/**
 * What to tell the user about a failed call, as the error catalogue words it (SPEC.md section 8):
 * the server's message for an HTTP error, a plain sentence for a malformed answer, a timeout or a
 * lost network. Null when there is no error.
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
  if (error instanceof HTTPError) {
    const fromServer = serverText?.error === error ? serverText.text : undefined
    return fromServer ?? t('errors.status', { status: error.response.status })
  }
  if (error instanceof MalformedResponseError || error instanceof TicketMissingError) {
    return t('errors.malformed')
  }
  if (error instanceof TimeoutError) return t('errors.timeout')
  return t('errors.network')
}
