import { useId, useState, type ReactNode } from 'react'
import './accordion.css'

export interface AccordionItem {
  /** Stable key of the item. */
  key: string
  title: ReactNode
  body: ReactNode
}

/**
 * Questions and answers as an accordion (the WAI-ARIA pattern): each title is a button in a
 * heading that shows or hides its panel, so Tab, Enter and Space work as for any button. Any
 * number may be open at once; `openFirst` opens the first at the start.
 */
export function Accordion({
  items,
  headingLevel = 3,
  openFirst = false,
  className,
}: {
  items: readonly AccordionItem[]
  headingLevel?: 2 | 3 | 4
  openFirst?: boolean
  className?: string
}) {
  const id = useId()
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(openFirst && items[0] ? [items[0].key] : []),
  )
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  const Heading = `h${headingLevel}` as const

  return (
    <div className={['accordion', className].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const expanded = open.has(item.key)
        return (
          <div
            className={`accordion__item${expanded ? ' accordion__item--open' : ''}`}
            key={item.key}
          >
            <Heading className="accordion__title">
              <button
                type="button"
                id={`${id}-t${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-p${index}`}
                onClick={() => toggle(item.key)}
              >
                <span>{item.title}</span>
                <i className="pi pi-chevron-down accordion__chevron" aria-hidden="true" />
              </button>
            </Heading>
            <div
              className="accordion__panel"
              id={`${id}-p${index}`}
              role="region"
              aria-labelledby={`${id}-t${index}`}
              hidden={!expanded}
            >
              {item.body}
            </div>
          </div>
        )
      })}
    </div>
  )
}
