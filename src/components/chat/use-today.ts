import { useEffect, useState } from 'react'

/**
 * The current time, refreshed just after each local midnight: "Today" and "Yesterday" labels and
 * the clock times of today's chats must change when the day does, but nothing else needs a tick.
 */
export function useToday(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const nextMidnight = new Date(now)
    nextMidnight.setHours(24, 0, 1, 0)
    const timer = window.setTimeout(
      () => setNow(new Date()),
      nextMidnight.getTime() - now.getTime(),
    )
    return () => window.clearTimeout(timer)
  }, [now])
  return now
}
