import { useEffect, useState } from 'react'

/**
 * `value` once it has stayed the same for `delayMs`: a search asks the server when the typing
 * pauses, not at every key (300 ms, as the list pattern's search waits).
 */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}
