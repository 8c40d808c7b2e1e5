import type { PermissionRole } from '@models/roles/permissions'

/** The icon of each permission role, shared by the summary cards and the matrix header. */
export const roleIcons: Record<PermissionRole, string> = {
  administrator: 'pi pi-crown',
  manager: 'pi pi-briefcase',
  user: 'pi pi-user',
  support: 'pi pi-headphones',
  'restricted-user': 'pi pi-lock',
}

/**
 * The translation key of a role's name. Role ids contain a hyphen, which is awkward in a key, so
 * the keys are camelCase ("restricted-user" -> "restrictedUser").
 */
export function roleLabelKey(role: PermissionRole): string {
  const camel = role.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
  return `settings.rolePermissions.roles.${camel}`
}
