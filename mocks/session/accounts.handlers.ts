import { http, HttpResponse } from 'msw'
import { checkCredentials, findAccountById } from './accounts.ts'
import {
  authorize,
  bearerToken,
  blacklistToken,
  checkToken,
  isBlacklisted,
  issueToken,
  rotationGraceSeconds,
  unauthorized,
} from './tokens.ts'
import { unauthorizedMessages } from '../../models/session/session.ts'

/** How long after it expired a token may still be exchanged: the refresh lifetime, 10 minutes. */
const refreshWindowSeconds = 600

function formField(form: FormData | undefined, name: string): string {
  const value = form?.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * The real work-management and data API's account calls (SPEC.md section 7), simulated: sign-in
 * with form data, refresh with the bearer token (rotating it), sign-out, and the profile.
 *
 * Access: sign-in, refresh and sign-out are public (they are how a token is got, renewed and
 * dropped; refresh and sign-out check the token they are given themselves); `users/me` is
 * signed-in.
 */
export const accountHandlers = [
  http.post('*/wm/v3/accounts/sign-in', async ({ request }) => {
    const form = await request.formData().catch(() => undefined)
    const email = formField(form, 'email')
    const password = formField(form, 'password')
    if (!email || !password) {
      return HttpResponse.json(
        { error: { message: 'The email and password fields are required.' } },
        { status: 422 },
      )
    }
    const account = checkCredentials(email, password)
    if (!account) {
      return HttpResponse.json(
        { data: { user: null }, error: { message: 'Email or Password is Invalid' } },
        { status: 400 },
      )
    }
    return HttpResponse.json({
      data: {
        user: {
          id: account.id,
          name: account.fullName || account.username,
          image_url: account.avatar,
          email: account.email,
        },
        access_token: await issueToken(account.id),
        token: `chat-${account.id}-${crypto.randomUUID()}`,
      },
    })
  }),

  // The bearer is the access token that was refused; an expired one may still be exchanged within
  // the refresh lifetime, a blacklisted or forged one never, and each token only once. The old token
  // is blacklisted after a short grace period (rotation).
  http.post('*/wm/v3/accounts/refresh-token', async ({ request }) => {
    const token = bearerToken(request)
    if (!token) return unauthorized()
    const check = await checkToken(token)
    if (check.status === 'blacklisted' || isBlacklisted(token)) {
      return unauthorized(unauthorizedMessages.blacklisted)
    }
    if (check.status === 'invalid') return unauthorized()
    if (check.status === 'expired' && check.expiredSecondsAgo > refreshWindowSeconds) {
      return unauthorized()
    }
    blacklistToken(token, rotationGraceSeconds)
    return HttpResponse.json({ data: { data: { access_token: await issueToken(check.userId) } } })
  }),

  http.post('*/wm/v3/accounts/sign-out', ({ request }) => {
    const token = bearerToken(request)
    if (token) blacklistToken(token)
    return new HttpResponse(null, { status: 204 })
  }),

  http.get('*/data-api/users/me', async ({ request }) => {
    const auth = await authorize(request)
    if (auth instanceof Response) return auth
    const account = findAccountById(auth.userId)
    if (!account) return HttpResponse.json({ message: 'User not found' }, { status: 404 })
    return HttpResponse.json({
      data: {
        id: account.id,
        username: account.username,
        fullName: account.fullName || account.username,
        avatar: account.avatar,
        role: account.role,
        ability: account.role ? account.ability : null,
        waba: account.waba,
        mess: account.mess,
        extras: account.extras,
      },
    })
  }),
]
