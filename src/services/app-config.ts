/**
 * Where the app's calls go. In demo mode (the default) every base is a path on the app's own
 * origin, answered by the embedded demo server; live mode names the real services through
 * environment variables at build time (docs/architecture.md, "Demo and live mode").
 */
const env = import.meta.env

export const appConfig = {
  mode: env.VITE_APP_MODE === 'live' ? 'live' : 'demo',
  /** The work-management API (sign-in, refresh, messages, events). */
  workManagementApi: env.VITE_WM_API_URL ?? '/wm/v3/',
  /** The data API (profile, tickets). */
  dataApi: env.VITE_DATA_API_URL ?? '/data-api/',
  /** The conversion service (the names of message senders). */
  conversionApi: env.VITE_CONVERSION_API_URL ?? '/conversion/',
  /** Sent as the company token header on every call. */
  companyToken: env.VITE_COMPANY_TOKEN ?? 'demo-company',
} as const

export const isDemoMode = appConfig.mode === 'demo'

/**
 * Full URLs of the real APIs. Pass them with `prefixUrl: ''`: in live mode they are absolute, and
 * the app client's prefix is for the demo endpoints at the origin's root.
 */
export const realApi = {
  workManagement: (path: string) => `${appConfig.workManagementApi}${path}`,
  data: (path: string) => `${appConfig.dataApi}${path}`,
  conversion: (path: string) => `${appConfig.conversionApi}${path}`,
}
