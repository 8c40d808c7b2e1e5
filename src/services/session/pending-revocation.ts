import { revokeOnServer } from './session-api'
import { PENDING_REVOCATIONS_KEY } from './session-keys'

/*
 * Tokens the server must stop accepting: the one of a logout, and one a refresh brought after the
 * session had already ended. Until the server confirms, a token is kept in localStorage (a key
 * logout does not clear) and asked for again: soon, then less often, at once when the browser is
 * back online, and at the next page load (revocation-boot.ts).
 */

/** The waits before the next round after a failed one: soon at first, then less often. */
const retryDelaysMs = [1_000, 2_000, 5_000, 10_000, 30_000]

let failedRounds = 0
let retryTimer: ReturnType<typeof setTimeout> | undefined
/** This page's own copy: a blocked storage must not make a token be forgotten. */
let remembered: string[] = []

function readStored(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PENDING_REVOCATIONS_KEY) ?? '[]')
    return Array.isArray(parsed)
      ? parsed.filter((token): token is string => typeof token === 'string')
      : []
  } catch {
    return []
  }
}

/** What this tab, another tab or an earlier page load left to revoke. */
const readPending = () => [...new Set([...readStored(), ...remembered])]

function writePending(tokens: string[]): void {
  remembered = tokens
  try {
    if (tokens.length === 0) localStorage.removeItem(PENDING_REVOCATIONS_KEY)
    else localStorage.setItem(PENDING_REVOCATIONS_KEY, JSON.stringify(tokens))
  } catch {
    // Blocked storage: this page still tries, only a reload cannot take over.
  }
}

const retryNow = () => void retryPendingRevocations()

function scheduleRetry(): void {
  const delay = retryDelaysMs[Math.min(failedRounds, retryDelaysMs.length - 1)]
  failedRounds++
  clearTimeout(retryTimer)
  retryTimer = setTimeout(retryNow, delay)
  window.addEventListener('online', retryNow)
}

/**
 * Asks the server to refuse every pending token. What it confirms is forgotten; the rest is tried
 * again later. Resolves after this round; never rejects.
 */
export async function retryPendingRevocations(): Promise<void> {
  clearTimeout(retryTimer)
  const outcomes = await Promise.all(
    readPending().map(async (token) => ({ token, revoked: await revokeOnServer(token) })),
  )
  const revoked = new Set(outcomes.filter((outcome) => outcome.revoked).map(({ token }) => token))
  // Read again: a token may have been added while this round was on its way.
  const left = readPending().filter((token) => !revoked.has(token))
  writePending(left)
  if (left.length > 0) {
    scheduleRetry()
    return
  }
  failedRounds = 0
  window.removeEventListener('online', retryNow)
}

/**
 * Makes the server refuse `token` from now on, however long that takes. Resolves after the first
 * attempt, so a logout can wait for it without waiting for a lost network.
 */
export function revokeToken(token: string): Promise<void> {
  const pending = readPending()
  if (!pending.includes(token)) writePending([...pending, token])
  return retryPendingRevocations()
}
