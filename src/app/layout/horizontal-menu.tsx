import { Link, useLocation } from 'wouter'
import { useTranslation } from 'react-i18next'
import { Dropdown } from '@/components/dropdown'
import { routeShows } from '@/app/routes/route-table'
import { useMenu } from './use-menu'

/** The horizontal layout's menu: one dropdown per group along the top. */
export function HorizontalMenu() {
  const { t } = useTranslation()
  const sections = useMenu()
  const [location] = useLocation()
  return (
    <nav className="horizontal-menu" aria-label={t('nav.mainMenu')}>
      {sections.map(({ group, items }) => {
        const active = items.some((item) => routeShows(item, location))
        return (
          <Dropdown
            key={group}
            align="start"
            label={t(`nav.groups.${group}`)}
            triggerClassName={
              active
                ? 'horizontal-menu__group horizontal-menu__group--active'
                : 'horizontal-menu__group'
            }
            trigger={
              <>
                <span>{t(`nav.groups.${group}`)}</span>
                <i className="pi pi-chevron-down" aria-hidden="true" />
              </>
            }
          >
            {(close) =>
              items.map((item) => (
                <Link
                  key={item.path}
                  href={item.path}
                  role="menuitem"
                  className={
                    routeShows(item, location)
                      ? 'row-button dropdown__item dropdown__item--active'
                      : 'row-button dropdown__item'
                  }
                  aria-current={routeShows(item, location) ? 'page' : undefined}
                  onClick={close}
                >
                  <i className={item.icon} aria-hidden="true" />
                  {t(item.titleKey)}
                </Link>
              ))
            }
          </Dropdown>
        )
      })}
    </nav>
  )
}
