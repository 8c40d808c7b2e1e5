import { appConfig } from './app-config'
import { createAuthorizedClient } from './session/authorized-client'
import { appSession } from './session/session'

/**
 * The one HTTP client of the app: every call carries the session's headers, and a call refused
 * because the token expired is retried once after one shared refresh.
 */
export const http = createAuthorizedClient(appSession, appConfig.companyToken, {
  prefixUrl: '/',
  timeout: 15_000,
  retry: { limit: 1, methods: ['get'] },
})
