import { Link } from 'wouter'
import './breadcrumbs.css'

export interface Crumb {
  label: string
  /** Where it leads; the last crumb, the page itself, has none. */
  href?: string
  icon?: string
}

/** Where a page sits: links to the pages above it, then the page itself, marked current. */
/** `label` names the trail ("Breadcrumb"). */
export function Breadcrumbs({ items, label }: { items: readonly Crumb[]; label: string }) {
  return (
    <nav className="crumbs" aria-label={label}>
      <ol className="crumbs__list">
        {items.map((item, index) => {
          const content = (
            <>
              {item.icon && <i className={item.icon} aria-hidden="true" />}
              {item.label}
            </>
          )
          const last = index === items.length - 1
          return (
            <li key={`${index}-${item.label}`} className="crumbs__item">
              {item.href && !last ? (
                <Link href={item.href}>{content}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{content}</span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
