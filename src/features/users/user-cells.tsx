import { useTranslation } from 'react-i18next'
import type { User } from '@models/users/users'
import { PersonCell } from '@/components/person-cell/person-cell'

/** The icon of each list role, as the template shows it beside the role's name. */
const roleIcons: Record<string, string> = {
  admin: 'pi pi-desktop',
  author: 'pi pi-cog',
  editor: 'pi pi-pencil',
  maintainer: 'pi pi-database',
  subscriber: 'pi pi-user',
}

/** The tone of each status chip. */
const statusTones: Record<string, string> = {
  active: 'success',
  pending: 'warning',
  inactive: 'neutral',
}

/** The icon and the translation key of each billing the server names. */
export const billingMethods: Record<string, { icon: string; key: string }> = {
  'Manual - Credit Card': { icon: 'pi pi-credit-card', key: 'manualCreditCard' },
  'Manual - Paypal': { icon: 'pi pi-paypal', key: 'manualPaypal' },
  'Manual - Cash': { icon: 'pi pi-money-bill', key: 'manualCash' },
  'Auto Debit': { icon: 'pi pi-sync', key: 'autoDebit' },
}

/** How a user pays, in the reader's language; a billing this client does not know as it came. */
export function useBillingName(): (billing: string) => string {
  const { t } = useTranslation('users')
  return (billing) => {
    const method = billingMethods[billing]
    return method ? t(`billings.${method.key}`) : billing
  }
}

/** The view page of a user, on one of its tabs. */
export const userViewPath = (id: number | string, tab = 'account') => `/apps/user/view/${id}/${tab}`

/** A user in a list: picture or initials, the name (a link to their page) and the email. */
export function UserCell({ user }: { user: User }) {
  const pending = typeof user.id !== 'number'
  return (
    <PersonCell
      name={user.fullName}
      avatar={user.avatar}
      href={pending ? undefined : userViewPath(user.id)}
      detail={user.email}
    />
  )
}

/** A list role with its icon; a role this client does not know is shown as it came. */
export function RoleCell({ role }: { role: string }) {
  const { t } = useTranslation('users')
  return (
    <span className="user-role">
      <i className={roleIcons[role] ?? 'pi pi-user'} aria-hidden="true" />
      {t(`roles.${role}`, { defaultValue: role })}
    </span>
  )
}

/** A user's status as a coloured chip. */
export function StatusChip({ status }: { status: string }) {
  const { t } = useTranslation('users')
  return (
    <span className={`status-chip tone--${statusTones[status] ?? 'neutral'}`}>
      {t(`statuses.${status}`, { defaultValue: status })}
    </span>
  )
}
