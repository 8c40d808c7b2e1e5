import { type AbilityRule, can } from '@models/session/abilities'
import { type RouteEntry, routeTable } from './route-table'

const everySignedInUser: AbilityRule = { action: 'read', subject: 'ACL' }

export function mayOpen(route: RouteEntry, ability: readonly AbilityRule[]): boolean {
  const access = route.access ?? everySignedInUser
  return can(ability, access.action, access.subject)
}

/** The routes a user with these abilities may open, in table order. */
export function allowedRoutes(ability: readonly AbilityRule[]): RouteEntry[] {
  return routeTable.filter((route) => mayOpen(route, ability))
}
