import ky, { HTTPError } from 'ky'
import * as z from 'zod/mini'
import { LoginFailedError, type Credentials } from '@machines/session/session.types'
import {
  meResponseSchema,
  refreshResponseSchema,
  signInResponseSchema,
  toUserData,
  type UserData,
} from '@models/session/session'
import { appConfig, realApi } from '@/services/app-config'
import { callTimeoutMs } from '@/services/bounded-call'
import { parseResponse, readJsonBody } from '@/services/parse-response'

/**
 * The session's own calls. They do not go through the app's client: a refused refresh must never
 * trigger another refresh, and sign-in has its own error handling (SPEC.md section 5).
 */
const accountsHttp = ky.create({
  timeout: callTimeoutMs,
  retry: 0,
  headers: { 'X-Company-Token': appConfig.companyToken },
})

const wm = realApi.workManagement
const dataApi = realApi.data
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/**
 * Signs in with form data, then asks the data API for the role. The server's `error.message` is
 * shown as it is; no user in the answer means wrong credentials; anything else is unexpected.
 */
export async function signIn({ email, password }: Credentials): Promise<UserData> {
  const form = new FormData()
  form.set('email', email)
  form.set('password', password)

  let body: unknown
  try {
    body = await accountsHttp.post(wm('accounts/sign-in'), { body: form }).json()
  } catch (error) {
    if (!(error instanceof HTTPError)) throw new LoginFailedError({ kind: 'unexpected' })
    body = await readJsonBody(error.response)
    if (body === undefined) throw new LoginFailedError({ kind: 'unexpected' })
  }

  const answer = z.safeParse(signInResponseSchema, body)
  if (!answer.success) throw new LoginFailedError({ kind: 'unexpected' })
  const { data, error } = answer.data
  if (error?.message) throw new LoginFailedError({ kind: 'server', message: error.message })
  if (!data?.user) throw new LoginFailedError({ kind: 'invalid' })
  if (!data.access_token) throw new LoginFailedError({ kind: 'unexpected' })

  const accessToken = data.access_token
  let me
  try {
    const meBody = await accountsHttp
      .get(dataApi('users/me'), { headers: bearer(accessToken) })
      .json()
    me = parseResponse(meResponseSchema, meBody, 'profile').data
  } catch {
    throw new LoginFailedError({ kind: 'unexpected' })
  }
  return toUserData({ user: data.user }, { accessToken, chatToken: data.token ?? '' }, me)
}

/** Exchanges a refused access token for a new one (`data.data.access_token`). */
export async function refreshAccessToken(token: string): Promise<string> {
  const body = await accountsHttp
    .post(wm('accounts/refresh-token'), { headers: bearer(token) })
    .json()
  return parseResponse(refreshResponseSchema, body, 'token refresh').data.data.access_token
}

/** A logout waits this long for the server; a lost sign-out is tried again later. */
const signOutTimeoutMs = 3_000

/**
 * Asks the server to blacklist the token. Resolves true once the server no longer accepts it (it
 * confirmed, or it already refused the token), false when trying again may still help: no
 * answer, a timeout, a server error. Never rejects: a logout goes on whatever happens here.
 */
export async function revokeOnServer(token: string): Promise<boolean> {
  try {
    await accountsHttp.post(wm('accounts/sign-out'), {
      headers: bearer(token),
      timeout: signOutTimeoutMs,
    })
    return true
  } catch (error) {
    if (!(error instanceof HTTPError)) return false
    const { status } = error.response
    // 401: the token is refused already. Any other refusal (4xx) will not change by asking again.
    return status >= 400 && status < 500 && status !== 408 && status !== 429
  }
}
