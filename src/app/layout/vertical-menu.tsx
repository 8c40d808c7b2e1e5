import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { useTranslation } from 'react-i18next'
import { setPreference, useShownPreferences } from '@/services/preferences/preferences-store'
import { useMenu } from './use-menu'
import { routeShows, type MenuGroup } from '@/app/routes/route-table'
import { Brand } from '@/components/brand'

interface VerticalMenuProps {
  /** Closes the phone drawer; the same menu is the drawer below the desktop breakpoint. */
  onNavigate: () => void
}

/**
 * Folded at first: the twelve template sign-in pages and the forty-odd UI-kit pages are looked at
 * now and then. Folded, they leave the product's areas in view, and a keyboard user does not tab
 * through some sixty links to reach the page.
 */
const startsClosed: readonly MenuGroup[] = ['auth', 'uiKit']

/** The vertical menu: groups that collapse, the active page marked, icons only when folded. */
export function VerticalMenu({ onNavigate }: VerticalMenuProps) {
  const { t } = useTranslation()
  const sections = useMenu()
  const [location] = useLocation()
  const { menuCollapsed } = useShownPreferences()
  const shownGroup = sections.find(({ items }) =>
    items.some((item) => routeShows(item, location)),
  )?.group
  const [closedGroups, setClosedGroups] = useState<ReadonlySet<MenuGroup>>(
    () => new Set(startsClosed.filter((group) => group !== shownGroup)),
  )
  // A page opened in a folded group (from the page search, a link) opens it, so the menu shows
  // where the user is; folding it again afterwards is the user's choice, kept until they move.
  // (The group is known once the user's menu is: it may come after the first render.)
  const shown = `${shownGroup ?? ''} ${location}`
  const [seen, setSeen] = useState(shown)
  if (shown !== seen) {
    setSeen(shown)
    if (shownGroup && closedGroups.has(shownGroup))
      setClosedGroups(new Set([...closedGroups].filter((group) => group !== shownGroup)))
  }

  // The page shown is in view in the menu when the menu first shows (a UI-kit page sits far
  // down); afterwards the menu keeps the scroll the user gave it, across navigation.
  const scroller = useRef<HTMLElement>(null)
  const hasItems = sections.length > 0
  // Measured after the first paint: measured at once, the menu made the browser lay out the whole
  // page before the page's own content could render (20 to 45 ms on a first visit).
  useEffect(() => {
    const bringIntoView = () => {
      const nav = scroller.current
      const link = nav?.querySelector<HTMLElement>('[aria-current="page"]')
      if (!nav || !link) return
      const top = link.getBoundingClientRect().top - nav.getBoundingClientRect().top
      if (top < 0 || top > nav.clientHeight - link.offsetHeight)
        nav.scrollTop += top - nav.clientHeight / 2
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => (timer = setTimeout(bringIntoView)))
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [hasItems])

  const toggleGroup = (group: MenuGroup) =>
    setClosedGroups((current) => {
      const next = new Set(current)
      if (next.has(group)) next.delete(group)
      else next.add(group)
      return next
    })

  return (
    <div className="vertical-menu">
      <div className="vertical-menu__header">
        <Brand />
        <button
          type="button"
          className="icon-button vertical-menu__fold"
          aria-pressed={menuCollapsed}
          aria-label={menuCollapsed ? t('nav.expandMenu') : t('nav.collapseMenu')}
          title={menuCollapsed ? t('nav.expandMenu') : t('nav.collapseMenu')}
          onClick={() => setPreference('menuCollapsed', !menuCollapsed)}
        >
          <i
            className={menuCollapsed ? 'pi pi-angle-double-right' : 'pi pi-angle-double-left'}
            aria-hidden="true"
          />
        </button>
        <button
          type="button"
          className="icon-button vertical-menu__close"
          aria-label={t('nav.closeMenu')}
          onClick={onNavigate}
        >
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      </div>
      <nav ref={scroller} className="vertical-menu__scroll" aria-label={t('nav.mainMenu')}>
        {sections.map(({ group, items }) => {
          const open = !closedGroups.has(group)
          const listId = `menu-group-${group}`
          return (
            <div key={group} className="menu-group">
              <button
                type="button"
                className="menu-group__header"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => toggleGroup(group)}
              >
                <span>{t(`nav.groups.${group}`)}</span>
                <i
                  className={open ? 'pi pi-chevron-down' : 'pi pi-chevron-right'}
                  aria-hidden="true"
                />
              </button>
              {open && (
                <ul id={listId} className="menu-group__items">
                  {items.map((item) => {
                    // A page with segments (/apps/user/view/3/billing) is its menu entry's too.
                    const active = routeShows(item, location)
                    return (
                      <li key={item.path}>
                        <Link
                          href={item.path}
                          className={active ? 'menu-link menu-link--active' : 'menu-link'}
                          data-ripple
                          aria-current={active ? 'page' : undefined}
                          title={menuCollapsed ? t(item.titleKey) : undefined}
                          onClick={onNavigate}
                        >
                          <i className={item.icon} aria-hidden="true" />
                          <span className="menu-link__text">{t(item.titleKey)}</span>
                        </Link>
                      </li>
                    )
                  })}
                </ul>
              )}
            </div>
          )
        })}
      </nav>
    </div>
  )
}
