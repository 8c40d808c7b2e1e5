import { useSyncExternalStore } from 'react'
import { onUserChange } from '@/services/session/session'

/*
 * How many products the signed-in user's cart holds, for the navbar's badge. Small on purpose: the
 * shell imports it on every page, and the shop's code, which feeds it, loads only with the shop.
 * Until the shop has heard from the server, the badge shows the session's
 * `extras.eCommerceCartItemsCount`; then the server's count, with the changes on their way.
 */

let server: number | null = null
let onTheirWay = 0
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

/** The count the server just gave (a products page's `userCart`, the cart's lines). */
export function noteCartCount(count: number): void {
  server = count
  changed()
}

/** Products added (positive) or taken out (negative) by the changes on their way. */
export function noteCartChangesOnTheirWay(delta: number): void {
  onTheirWay = delta
  changed()
}

/** A change the server took: the count moves by it until the server gives the count again. */
export function noteCartChangeSaved(delta: number): void {
  if (server !== null) server = Math.max(0, server + delta)
  changed()
}

onUserChange(() => {
  server = null
  onTheirWay = 0
  changed()
})

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The count to show: the server's with the changes on their way, or `fromSession` before it. */
export function useCartCount(fromSession: number): number {
  const known = useSyncExternalStore(subscribe, () => server)
  const delta = useSyncExternalStore(subscribe, () => onTheirWay)
  return Math.max(0, (known ?? fromSession) + delta)
}
