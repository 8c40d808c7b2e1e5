import type { ReactNode } from 'react'
import type { ChartTone } from '@/components/chart/chart-spec'

/** One row of a card's list: an icon chip in the row's colour, a label, and its value. */
export function DashListItem({
  icon,
  tone,
  label,
  value,
}: {
  icon: string
  tone: ChartTone
  label: ReactNode
  value: ReactNode
}) {
  return (
    <li>
      <span className={`dash-icon dash-icon--${tone}`} aria-hidden="true">
        <i className={icon} />
      </span>
      <span className="dash-list__label">{label}</span>
      <span className="dash-list__value">{value}</span>
    </li>
  )
}
