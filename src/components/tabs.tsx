import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import './tabs.css'

export interface TabItem {
  /** Stable key of the tab. */
  key: string
  label: ReactNode
  icon?: string
  body: ReactNode
}

/**
 * Tabs (the WAI-ARIA pattern): one tab in the Tab order, the arrow keys, Home and End move
 * between them and show their panel at once; only the chosen panel is in the page.
 */
export function Tabs({
  items,
  label,
  initial,
  className,
}: {
  items: readonly TabItem[]
  /** The tab list's name. */
  label: string
  /** The key of the tab shown first; the first by default. */
  initial?: string
  className?: string
}) {
  const id = useId()
  const [chosen, setChosen] = useState(initial ?? items[0]?.key)
  const list = useRef<HTMLDivElement>(null)
  const index = Math.max(
    0,
    items.findIndex((item) => item.key === chosen),
  )
  const current = items[index]

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    const item = items[next]
    if (!item) return
    setChosen(item.key)
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus()
  }

  return (
    <div className={['tabs', className].filter(Boolean).join(' ')}>
      <div
        ref={list}
        className="tabs__list"
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
      >
        {items.map((item, position) => {
          const selected = position === index
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${id}-tab${position}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className="tabs__tab"
              onClick={() => setChosen(item.key)}
            >
              {item.icon && <i className={item.icon} aria-hidden="true" />}
              {item.label}
            </button>
          )
        })}
      </div>
      {current && (
        <div
          className="tabs__panel"
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab${index}`}
          tabIndex={0}
        >
          {current.body}
        </div>
      )}
    </div>
  )
}
