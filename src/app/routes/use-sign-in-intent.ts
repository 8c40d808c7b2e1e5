import { useEffect } from 'react'
import { sessionRuntime } from '@/services/session/session'
import { routeTable } from './route-table'
import { preloadCode } from './route-preload'

const intents = ['focusin', 'pointerdown', 'keydown'] as const

/**
 * On the login page, the first sign that the visitor is about to sign in (they focus a field,
 * press a key or a button) starts loading what comes after it: the session's code, which sends the
 * credentials, and the shell and the homes it leads to. A visitor who only looks downloads none
 * of it, so the login page's own weight stays as it is.
 */
export function usePreloadOnSignInIntent(onGuestPage: boolean): void {
  useEffect(() => {
    if (!onGuestPage) return
    const preload = () => {
      stop()
      sessionRuntime().catch(() => undefined)
      routeTable.filter((route) => route.roleHome).forEach((route) => void preloadCode(route))
    }
    const stop = () => intents.forEach((type) => document.removeEventListener(type, preload))
    intents.forEach((type) => document.addEventListener(type, preload, { passive: true }))
    return stop
  }, [onGuestPage])
}
