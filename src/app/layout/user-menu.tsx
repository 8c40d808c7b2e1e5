import { Link } from 'wouter'
import { useTranslation } from 'react-i18next'
import { Dropdown, DropdownAction } from '@/components/dropdown'
import { useCurrentUser } from '@/services/current-user'
import { allowedRoutes } from '@/app/routes/route-access'
import { logout } from '@/services/session/session'

const shortcuts = [
  '/apps/dashboard/getting-started',
  '/apps/settings/notification',
  '/access-control',
]

export function UserMenu({ onOpenCustomizer }: { onOpenCustomizer: () => void }) {
  const { t } = useTranslation()
  const user = useCurrentUser()
  const links = allowedRoutes(user.ability).filter((route) => shortcuts.includes(route.path))
  return (
    <Dropdown
      label={t('nav.userMenu')}
      triggerClassName="user-button"
      trigger={
        <>
          <span className="user-button__text">
            <span className="user-button__name">{user.fullName}</span>
            <span className="user-button__role">{user.role ? t(`roles.${user.role}`) : ''}</span>
          </span>
          <img className="avatar" src={user.avatar} alt="" width={38} height={38} />
          <span className="avatar__status" aria-hidden="true" />
          <span className="visually-hidden">{t('nav.userMenu')}</span>
        </>
      }
    >
      {(close) => (
        <>
          {links.map((route) => (
            <Link
              key={route.path}
              href={route.path}
              role="menuitem"
              className="row-button dropdown__item"
              onClick={close}
            >
              <i className={route.icon} aria-hidden="true" />
              {t(route.titleKey)}
            </Link>
          ))}
          <DropdownAction icon="pi pi-palette" close={close} onSelect={onOpenCustomizer}>
            {t('customizer.open')}
          </DropdownAction>
          <div className="dropdown__divider" role="separator" />
          <DropdownAction icon="pi pi-sign-out" close={close} onSelect={logout}>
            {t('nav.logout')}
          </DropdownAction>
        </>
      )}
    </Dropdown>
  )
}
