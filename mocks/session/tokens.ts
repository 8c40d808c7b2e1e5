import { errors, jwtVerify, SignJWT } from 'jose'
import { HttpResponse } from 'msw'
import { unauthorizedMessages } from '../../models/session/session.ts'
import {
  defaultSignedInRole,
  roleAbilities,
  type AbilityAction,
  type AbilitySubject,
  type Role,
} from '../../models/session/roles.ts'
import { can } from '../../models/session/abilities.ts'
import { findAccountById } from './accounts.ts'
import { defineStore } from '../server/store.ts'

/**
 * Real JWTs for the demo server, signed with jose. Tokens live 10 minutes (SPEC.md section 9);
 * tests shorten that through `POST /api/demo/session`. A token is blacklisted on logout and when a
 * refresh replaces it, and a blacklisted token is refused even before it expires.
 */
// A WebCrypto key rather than bytes: under jsdom (the tests) a byte array comes from another realm,
// which jose refuses.
let secretKey: Promise<CryptoKey> | undefined
const secret = () =>
  (secretKey ??= crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode('workdesk-demo-server-signing-key-not-a-secret'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  ))
const defaultLifetimeSeconds = 600

export type TokenKind = 'access' | 'refresh'

/**
 * How long a token replaced by a refresh is still accepted for ordinary calls, so that calls
 * already on their way when the refresh happened are not refused (the grace period of the JWT
 * library whose "Token has been blacklisted" message the real API sends).
 */
export const rotationGraceSeconds = 10

const settings = defineStore(() => ({ lifetimeSeconds: defaultLifetimeSeconds }))
/** Blacklisted token → the time (ms) from which it is refused. */
const blacklist = defineStore(() => new Map<string, number>())
/** Token → the time (ms) a test made it expire, before its own expiry time. */
const expiredEarly = defineStore(() => new Map<string, number>())

export function setTokenLifetime(seconds: number): void {
  settings.get().lifetimeSeconds = seconds
}

function tokenLifetimeSeconds(): number {
  return settings.get().lifetimeSeconds
}

export async function issueToken(userId: number, kind: TokenKind = 'access'): Promise<string> {
  const now = Date.now() / 1000
  return (
    new SignJWT({ kind })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      // A unique id, so that two tokens issued in the same second are still two tokens.
      .setJti(crypto.randomUUID())
      .setIssuedAt(Math.floor(now))
      // Rounded up, so a token lives at least its lifetime (JWT times are whole seconds).
      .setExpirationTime(Math.ceil(now) + tokenLifetimeSeconds())
      .sign(await secret())
  )
}

export type TokenCheck =
  | { status: 'valid'; userId: number }
  | { status: 'expired'; userId: number; expiredSecondsAgo: number }
  | { status: 'blacklisted' }
  | { status: 'invalid' }

export async function checkToken(token: string, kind: TokenKind = 'access'): Promise<TokenCheck> {
  const refusedFrom = blacklist.get().get(token)
  if (refusedFrom !== undefined && Date.now() >= refusedFrom) return { status: 'blacklisted' }
  try {
    const { payload } = await jwtVerify(token, await secret(), { algorithms: ['HS256'] })
    if (payload.kind !== kind) return { status: 'invalid' }
    const expiredAt = expiredEarly.get().get(token)
    if (expiredAt !== undefined) {
      const expiredSecondsAgo = (Date.now() - expiredAt) / 1000
      return { status: 'expired', userId: Number(payload.sub), expiredSecondsAgo }
    }
    return { status: 'valid', userId: Number(payload.sub) }
  } catch (error) {
    if (error instanceof errors.JWTExpired && error.payload.kind === kind) {
      const expiredSecondsAgo = Date.now() / 1000 - (error.payload.exp ?? 0)
      return { status: 'expired', userId: Number(error.payload.sub), expiredSecondsAgo }
    }
    return { status: 'invalid' }
  }
}

/** Blacklists a token: at once (logout), or after the rotation grace period (refresh). */
export function blacklistToken(token: string, graceSeconds = 0): void {
  blacklist.get().set(token, Date.now() + graceSeconds * 1000)
}

/**
 * Makes a token expire now, as its expiry time passing would: tests expire the token of a page
 * that has settled, instead of waiting out a short lifetime that a busy machine may outlast
 * while the page still loads.
 */
export function expireToken(token: string): void {
  expiredEarly.get().set(token, Date.now())
}

/** Whether a token was blacklisted, grace period or not: a refresh may use a token only once. */
export function isBlacklisted(token: string): boolean {
  return blacklist.get().has(token)
}

export function bearerToken(request: Request): string | undefined {
  const header = request.headers.get('authorization') ?? ''
  const match = /^Bearer (.+)$/.exec(header)
  return match?.[1]
}

/** The 401 the real API answers, with the message the client decides on. */
export function unauthorized(message: string = unauthorizedMessages.expired): Response {
  return HttpResponse.json({ message }, { status: 401 })
}

/** What a request behind the sign-in needs beyond a valid token: an ability of the user's role. */
export interface Need {
  action: AbilityAction
  subject: AbilitySubject
}

/** The user a valid token names, and their role (a profile without one is a client's). */
export interface Grant {
  userId: number
  role: Role
}

/** Why the server refuses a role, per subject; the app shows it as a warning (SPEC.md section 8). */
const refusals: Partial<Record<AbilitySubject, string>> = {
  Kanban: 'Your role may view the kanban board but not change it.',
  Calendar: 'Your role may view the team calendar but not change it.',
  Analytics: 'Only administrators may see the analytics.',
  Settings: 'Only administrators may see or change these settings.',
  Users: 'Only administrators may see or change users, roles and permissions.',
  Tables: 'Only administrators may see the data table.',
  Email: 'Only the team may read and send its email.',
  Todo: 'Only the team may see and change its to-do list.',
  Invoices: 'Only administrators may see or change invoices.',
  ApiKeys: 'Only administrators may see or change the API keys.',
  Blog: 'Only administrators may edit blog posts.',
}

/** The 403 of a user whose role may not do what they asked. */
export function forbidden({ subject }: Need): Response {
  const message = refusals[subject] ?? 'Your role may not do this.'
  return HttpResponse.json({ message }, { status: 403 })
}

/** The role of a user the demo server knows, by the abilities of SPEC.md section 6. */
export function roleOf(userId: number): Role {
  return findAccountById(userId)?.role ?? defaultSignedInRole
}

/**
 * The one access check of every demo endpoint behind the sign-in: the signed-in user of the
 * request and their role, or the answer to send instead. Without a valid bearer token that is the
 * real API's 401 ("Token has been blacklisted" for a revoked token, "Unauthorized." for a missing,
 * expired or forged one, which the app answers with a silent refresh); when `need` is given and
 * the user's role does not have it, a 403 that says why. The role comes from the server's own
 * account, never from what the browser stored.
 */
export async function authorize(request: Request, need?: Need): Promise<Grant | Response> {
  const token = bearerToken(request)
  if (!token) return unauthorized()
  const check = await checkToken(token)
  if (check.status !== 'valid') {
    return unauthorized(
      check.status === 'blacklisted'
        ? unauthorizedMessages.blacklisted
        : unauthorizedMessages.expired,
    )
  }
  const role = roleOf(check.userId)
  if (need && !can(roleAbilities[role], need.action, need.subject)) return forbidden(need)
  return { userId: check.userId, role }
}

/**
 * `authorize` for a raw token, for calls that cannot send headers (an EventSource puts the access
 * token in the query) or that carry it in their body.
 */
export async function authorizeToken(
  token: string | null | undefined,
  need?: Need,
): Promise<Grant | Response> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  return authorize(new Request('http://localhost/', { headers }), need)
}
