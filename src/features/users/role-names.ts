import { useTranslation } from 'react-i18next'
import { permissionRoles, type PermissionRole } from '@models/roles/permissions'

/** The translation key of each built-in permission role (SPEC.md section 6), camel-cased. */
const builtInKeys: Record<PermissionRole, string> = {
  administrator: 'administrator',
  manager: 'manager',
  user: 'user',
  support: 'support',
  'restricted-user': 'restrictedUser',
}

/** The icon of each built-in role, as the settings overview shows them. */
export const roleIcons: Record<PermissionRole, string> = {
  administrator: 'pi pi-crown',
  manager: 'pi pi-briefcase',
  user: 'pi pi-user',
  support: 'pi pi-headphones',
  'restricted-user': 'pi pi-lock',
}

export const isBuiltInRole = (name: string): name is PermissionRole =>
  (permissionRoles as readonly string[]).includes(name)

/** A role's name for the reader: a built-in one in their language, an added one as it was typed. */
export function useRoleName(): (name: string) => string {
  const { t } = useTranslation('roles')
  return (name) => (isBuiltInRole(name) ? t(`names.${builtInKeys[name]}`) : name)
}
