import { useEffect, useState } from 'react'

/**
 * A countdown in whole seconds, for "Resend" buttons. It counts from the clock rather than from
 * ticks, so a throttled background tab still ends on time.
 */
export function useCooldown(seconds: number) {
  const [until, setUntil] = useState<number | null>(null)
  const [now, setNow] = useState(0)

  useEffect(() => {
    if (until === null) return
    const tick = () => {
      const current = Date.now()
      setNow(current)
      if (current >= until) setUntil(null)
    }
    const timer = setInterval(tick, 1000)
    return () => clearInterval(timer)
  }, [until])

  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000))

  const start = () => {
    const current = Date.now()
    setNow(current)
    setUntil(current + seconds * 1000)
  }

  return { remaining, active: remaining > 0, start }
}
