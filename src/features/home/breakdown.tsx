import { useMemo } from 'react'
import type { ChartSpec, ChartTone } from './chart-spec'
import { LazyChart } from './lazy-chart'
import { TrendBadge } from './trend-badge'
import type { Formatters } from './use-formatters'

export interface BreakdownItem {
  label: string
  icon: string
  tone: ChartTone
  /** The part, as it is shown ("1.4k", "57.8%"). */
  shown: string
  /** The part's share of the whole, 0 to 100: the ring is drawn from these. */
  share: number
  change?: number
}

interface BreakdownProps {
  total: string
  totalLabel: string
  items: BreakdownItem[]
  format: Formatters
  label: string
}

/** A whole split into parts: a ring with the total in its middle, and each part in a list. */
export function Breakdown({ total, totalLabel, items, format, label }: BreakdownProps) {
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'doughnut',
      labels: items.map((item) => item.label),
      values: items.map((item) => item.share),
      tones: items.map((item) => item.tone),
      gauge: false,
    }),
    [items],
  )
  return (
    <div className="dash-columns">
      <div className="dash-gauge dash-gauge--ring">
        <LazyChart size="medium" spec={spec} format={format.percent} label={label} />
        <div className="dash-gauge__center">
          <span className="dash-gauge__value">{total}</span>
          <span className="dash-gauge__caption">{totalLabel}</span>
        </div>
      </div>
      <ul className="dash-list">
        {items.map((item) => (
          <li key={item.label}>
            <span className={`dash-icon dash-icon--${item.tone}`} aria-hidden="true">
              <i className={item.icon} />
            </span>
            <span className="dash-list__label">
              {item.label}
              <span className="dash-list__share">{format.percent(item.share)}</span>
            </span>
            <span className="dash-list__value">
              {item.shown}
              {item.change !== undefined && <TrendBadge value={item.change} format={format} />}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
