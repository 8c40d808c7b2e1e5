import { Link } from 'wouter'
import { withinPage } from '@/components/route-params'
import './link-tabs.css'

export interface LinkTab {
  /** Stable key of the tab. */
  key: string
  href: string
  /** A PrimeIcons class, e.g. `pi pi-user`. */
  icon: string
  label: string
}

/**
 * Tabs as links, each to its own URL: Tab reaches them, Enter opens one, Back returns to the
 * last; the current one is marked for assistive tech too. Moving between them keeps the scroll,
 * as a tab would.
 */
export function LinkTabs({
  tabs,
  current,
  label,
  className,
}: {
  tabs: readonly LinkTab[]
  /** The key of the tab on show. */
  current: string
  /** The tabs' name. */
  label: string
  /** The area's own class, to tune the tabs to its page. */
  className?: string
}) {
  return (
    <nav className={className ? `link-tabs ${className}` : 'link-tabs'} aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          href={tab.href}
          {...withinPage}
          className={
            tab.key === current ? 'link-tabs__tab link-tabs__tab--current' : 'link-tabs__tab'
          }
          aria-current={tab.key === current ? 'page' : undefined}
          // The tab on show stays as it is: no second history entry for it.
          onClick={(event) => {
            if (tab.key === current) event.preventDefault()
          }}
        >
          <i className={tab.icon} aria-hidden="true" />
          {tab.label}
        </Link>
      ))}
    </nav>
  )
}
