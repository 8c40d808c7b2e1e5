import type { ChartTone } from './chart-spec'
import './chart.css'

/** The colours of a chart named in text, since the canvas itself draws no legend. */
export function Legend({ items }: { items: { label: string; tone: ChartTone }[] }) {
  return (
    <ul className="dash-legend">
      {items.map((item) => (
        <li key={item.label}>
          <span className={`dash-dot dash-dot--${item.tone}`} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  )
}
