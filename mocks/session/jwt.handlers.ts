import { http, HttpResponse } from 'msw'
import {
  accounts,
  addAccount,
  checkCredentials,
  findAccountByEmail,
  findAccountById,
  publicAccount,
  type DemoAccount,
} from './accounts.ts'
import { blacklistToken, checkToken, issueToken } from './tokens.ts'
import { readJsonObject } from '../server/read-json.ts'

/** The messages of the template's demo endpoints, word for word (SPEC.md sections 5 and 8). */
export const jwtMessages = {
  invalidLogin: 'Email or Password is Invalid',
  signingFailed: 'Something went wrong',
  emailInUse: 'This email is already in use.',
  usernameInUse: 'This username is already in use.',
  invalidRefreshToken: 'Invalid refresh token',
} as const

/** The named string fields of a JSON body; undefined when the body is unreadable or not an object. */
async function readStrings<K extends string>(
  request: Request,
  names: readonly K[],
): Promise<Record<K, string | undefined> | undefined> {
  const record = await readJsonObject(request)
  if (!record) return undefined
  return Object.fromEntries(
    names.map((name) => [name, typeof record[name] === 'string' ? record[name] : undefined]),
  ) as Record<K, string | undefined>
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** A refused login: 400 with the message as the first error of `email`, as the original sends. */
const loginRefusal = (message: string) =>
  HttpResponse.json({ error: { email: [message] } }, { status: 400 })

/** The answer of a login and of a refresh: the user data and a new token pair. */
async function signedIn(account: DemoAccount) {
  const [accessToken, refreshToken] = await Promise.all([
    issueToken(account.id, 'access'),
    issueToken(account.id, 'refresh'),
  ])
  return HttpResponse.json({ userData: publicAccount(account), accessToken, refreshToken })
}

/**
 * The template's JWT demo endpoints (SPEC.md section 7): login, register and refresh. They answer
 * with the exact shapes and messages of the original template, so its pages work unchanged.
 *
 * Access: public (a visitor logs in or registers here; the refresh token is its own credential).
 */
export const jwtHandlers = [
  http.post('*/jwt/login', async ({ request }) => {
    const fields = await readStrings(request, ['email', 'password'])
    // An unreadable body never gets as far as a lookup in the original: it fails while signing.
    if (fields?.email === undefined || fields.password === undefined) {
      return loginRefusal(jwtMessages.signingFailed)
    }
    const account = checkCredentials(fields.email, fields.password)
    if (!account) return loginRefusal(jwtMessages.invalidLogin)
    try {
      return await signedIn(account)
    } catch {
      return loginRefusal(jwtMessages.signingFailed)
    }
  }),

  http.post('*/jwt/register', async ({ request }) => {
    const fields = await readStrings(request, ['email', 'password', 'username'])
    const email = fields?.email?.trim() ?? ''
    const username = fields?.username?.trim() ?? ''
    const password = fields?.password ?? ''
    // The original would store a user without an address; refusing it keeps the store loggable.
    if (!email || !username || !password) {
      return HttpResponse.json(
        {
          error: {
            email: email ? null : 'Email is required.',
            username: username ? null : 'Username is required.',
            password: password ? null : 'Password is required.',
          },
        },
        { status: 400 },
      )
    }
    const error = {
      email: findAccountByEmail(email) ? jwtMessages.emailInUse : null,
      username: accounts.get().some((account) => sameText(account.username, username))
        ? jwtMessages.usernameInUse
        : null,
    }
    // Duplicates are a 200 with the error object, as in the original template.
    if (error.email || error.username) return HttpResponse.json({ error })
    const account = addAccount({ email, password, username })
    const accessToken = await issueToken(account.id, 'access')
    return HttpResponse.json({ user: publicAccount(account), accessToken })
  }),

  // A refresh token is spent once: the new pair replaces it, so a stolen copy is worth nothing.
  http.post('*/jwt/refresh-token', async ({ request }) => {
    const fields = await readStrings(request, ['refreshToken'])
    const token = fields?.refreshToken
    const check = token ? await checkToken(token, 'refresh') : undefined
    const account = check?.status === 'valid' ? findAccountById(check.userId) : undefined
    if (!token || !account) {
      return HttpResponse.json({ error: jwtMessages.invalidRefreshToken }, { status: 401 })
    }
    blacklistToken(token)
    return signedIn(account)
  }),
]
