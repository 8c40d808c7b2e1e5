import { appConfig } from './app-config'
import { callTimeoutMs } from './bounded-call'
import { createAuthorizedClient } from './session/authorized-client'
import { appSession } from './session/session'

/**
 * The one HTTP client of the app: every call carries the session's headers, a call refused
 * because the token expired is tried once more after one shared refresh, a GET that fails on the
 * way is tried once more, and every call ends within {@link callTimeoutMs} with its answer or an
 * error, all attempts included.
 */
export const http = createAuthorizedClient(appSession, appConfig.companyToken, {
  prefixUrl: '/',
  timeout: callTimeoutMs,
  retry: { limit: 1, methods: ['get'] },
})
