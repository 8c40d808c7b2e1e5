import { useMemo } from 'react'
import type { ChartSpec, ChartTone } from '@/components/chart/chart-spec'
import { LazyChart } from '@/components/chart/lazy-chart'
import type { Formatters } from './use-formatters'

interface GaugeProps {
  /** 0 to 100. */
  percent: number
  caption: string
  tone: ChartTone
  format: Formatters
  label: string
}

/**
 * A share drawn as an open ring, with the figure written in its middle: the figure is text, so
 * it is there before the chart chunk arrives and read out by screen readers.
 */
export function Gauge({ percent, caption, tone, format, label }: GaugeProps) {
  const spec = useMemo<ChartSpec>(
    () => ({
      kind: 'doughnut',
      labels: [caption, ''],
      values: [percent, 100 - percent],
      tones: [tone, 'track'],
      gauge: true,
    }),
    [percent, caption, tone],
  )
  return (
    <div className="dash-gauge">
      <LazyChart size="medium" spec={spec} format={format.percent} label={label} />
      <div className="dash-gauge__center">
        <span className="dash-gauge__value">{format.percent(percent)}</span>
        <span className="dash-gauge__caption">{caption}</span>
      </div>
    </div>
  )
}
