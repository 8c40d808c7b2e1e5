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
