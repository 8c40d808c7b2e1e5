import type { AroundNavHandler } from 'wouter'
import { askBeforeLeaving } from '@/services/leave-guard'
import { noteNavigation } from './new-page-at-top'

function isReplace(options: unknown): boolean {
  return (
    typeof options === 'object' &&
    options !== null &&
    'replace' in options &&
    options.replace === true
  )
}

/**
 * The router's `aroundNav`: a navigation to another address waits while a form with unsaved
 * changes asks the user (`UnsavedChangesGuard`). A redirect that replaces the address (the login
 * page after a sign-out, a page the role may not open) is never held.
 */
export const guardedNavigation: AroundNavHandler = (navigate, to, options) => {
  const otherAddress = new URL(to, window.location.href).pathname !== window.location.pathname
  if (otherAddress && !isReplace(options) && askBeforeLeaving(to)) return
  noteNavigation(navigate, to, options)
}
