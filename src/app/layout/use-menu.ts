import { useMemo } from 'react'
import { useCurrentUser } from '@/services/current-user'
import { allowedRoutes } from '@/app/routes/route-access'
import { menuGroups, type MenuGroup, type RouteEntry } from '@/app/routes/route-table'

export interface MenuSection {
  group: MenuGroup
  items: RouteEntry[]
}

/** The menu for the signed-in user: the route table's menu entries they may open, by group. */
export function useMenu(): MenuSection[] {
  const { ability } = useCurrentUser()
  return useMemo(() => {
    const routes = allowedRoutes(ability)
    return menuGroups
      .map((group) => ({ group, items: routes.filter((route) => route.menu === group) }))
      .filter((section) => section.items.length > 0)
  }, [ability])
}
