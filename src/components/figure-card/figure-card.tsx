import type { ReactNode } from 'react'
import '@/components/load-states.css'
import './figure-card.css'

export type FigureTone = 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'neutral'

/**
 * A card with one figure: what it counts, the figure, a line under it, and an icon in the
 * card's tone. While `figure` is undefined the figure is a grey block of its size.
 */
export function FigureCard({
  label,
  figure,
  caption,
  icon,
  tone,
}: {
  label: string
  figure: ReactNode | undefined
  caption?: ReactNode
  icon: string
  tone: FigureTone
}) {
  return (
    <article className="card figure-card">
      <div className="figure-card__text">
        <h2 className="figure-card__label">{label}</h2>
        {figure === undefined ? (
          <span className="figure-card__figure skeleton-block" aria-hidden="true" />
        ) : (
          <p className="figure-card__figure">{figure}</p>
        )}
        {caption && <p className="figure-card__caption">{caption}</p>}
      </div>
      <span className={`figure-card__icon tone--${tone}`} aria-hidden="true">
        <i className={icon} />
      </span>
    </article>
  )
}
