import { fromPromise } from 'xstate'

/**
 * A promise actor over an API call that stays silent once cancelled: a stopped machine (a closed
 * screen, a new load, React's development double mount) must not hear its own cancelled call fail.
 */
export function apiActor<TInput, TOutput>(
  call: (input: TInput, signal: AbortSignal) => Promise<TOutput>,
) {
  return fromPromise<TOutput, TInput>(({ input, signal }) =>
    call(input, signal).catch((error: unknown) => {
      if (signal.aborted) return new Promise<never>(() => undefined)
      throw error
    }),
  )
}
