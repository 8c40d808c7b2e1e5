import type { ResponsePromise } from 'ky'

/**
 * How long one call may take in all, every attempt, retry, wait for a token refresh and refresh
 * included: a user who waits gets the answer or a clear error within this time. Ten seconds is
 * what people still wait for with a spinner; the demo server and the real API answer in well
 * under one.
 */
export const callTimeoutMs = 10_000

/** The limits of one call, from outside it. */
export interface CallLimits {
  /** The caller's signal: a call its caller aborted never settles. */
  caller?: AbortSignal
  /** Aborts when the call's time is up, with the error to fail with as its reason. */
  deadline?: AbortSignal
}

const bodyShortcuts = ['json', 'text', 'formData', 'arrayBuffer', 'blob', 'bytes'] as const

/**
 * Starts a call's deadline: a signal that aborts after `ms` with `reason()`, and what stops it
 * once the answer is there. `false` means no deadline.
 */
export function startDeadline(
  ms: number | false,
  reason: () => unknown,
): { signal?: AbortSignal; clear: () => void } {
  if (ms === false) return { clear: () => undefined }
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(reason()), ms)
  return { signal: controller.signal, clear: () => clearTimeout(timer) }
}

/**
 * The call as its caller sees it. Once the caller aborted, nothing ever arrives: an abort is the
 * caller's own decision (a screen that went away, a newer question), never a failure it must tell
 * apart, so no screen can show one as an error. Once the deadline passed, the call fails with the
 * deadline's reason, whichever attempt or wait was under way.
 */
export function boundedCall(result: ResponsePromise, { caller, deadline }: CallLimits) {
  const settle = <T>(promise: Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const fail = (error: unknown) => {
        if (!caller?.aborted) reject(error)
      }
      deadline?.addEventListener('abort', () => fail(deadline.reason), { once: true })
      promise.then(
        (value) => {
          if (!caller?.aborted) resolve(value)
        },
        (error: unknown) => fail(deadline?.aborted ? deadline.reason : error),
      )
    })

  const answer = settle(result) as ResponsePromise
  // A caller that reads the body through a shortcut never awaits the answer itself.
  answer.catch(() => undefined)
  for (const type of bodyShortcuts) {
    if (!(type in result)) continue
    Object.assign(answer, { [type]: () => settle(result[type]()) })
  }
  return answer
}
