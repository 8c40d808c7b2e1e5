import { HTTPError, TimeoutError } from 'ky'
import type { TFunction } from 'i18next'
import { MalformedResponseError } from './parse-response'

/** What went wrong with a load, in the catalogue's words (SPEC.md section 8), for the page. */
export function loadErrorText(error: unknown, t: TFunction): string {
  if (error instanceof MalformedResponseError) return t('errors.malformed')
  if (error instanceof TimeoutError) return t('errors.timeout')
  if (error instanceof HTTPError) return t('errors.status', { status: error.response.status })
  return t('errors.network')
}
