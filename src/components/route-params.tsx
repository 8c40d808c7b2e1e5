import { createContext, useContext } from 'react'

const RouteParamsContext = createContext<Readonly<Record<string, string>>>({})

/** The shell gives each page the named segments of its route's pattern (route-table.ts). */
export const RouteParamsProvider = RouteParamsContext.Provider

/**
 * The named segments of the page's path, `{ id: '3', tab: 'billing' }` under
 * `/apps/user/view/:id?/:tab?`; an optional one left out is absent.
 */
export function useRouteParams(): Readonly<Record<string, string>> {
  return useContext(RouteParamsContext)
}

/**
 * The navigation options of a link that moves within the page it is on (a tab of the user view):
 * the shell keeps the window's scroll, where a link to another page starts at its top.
 * `<Link href={…} {...withinPage}>`.
 */
export const withinPage = { state: { withinPage: true } } as const

/** Whether navigation `options` are {@link withinPage}'s. */
export function isWithinPage(options: unknown): boolean {
  if (typeof options !== 'object' || options === null || !('state' in options)) return false
  const { state } = options
  return typeof state === 'object' && state !== null && 'withinPage' in state
}
