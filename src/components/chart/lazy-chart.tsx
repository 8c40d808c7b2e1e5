import { Component, lazy, Suspense, type ReactNode } from 'react'
import type { ChartProps } from './chart-spec'
import { loadChartCanvas } from './chart-loader'
import './chart.css'

// chart.js arrives in its own chunk, which the home's prefetch starts beside the cards' data.
const ChartCanvas = lazy(loadChartCanvas)

/** A chart that fails (its chunk did not load, say) leaves an empty box, not a broken page. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

export type ChartSize = 'spark' | 'small' | 'medium' | 'large'

/**
 * The box a chart draws into. Its height is fixed by `size`, so nothing moves when the chart
 * arrives; until then it shows a faint placeholder.
 */
export function LazyChart({ size, ...props }: ChartProps & { size: ChartSize }) {
  return (
    <div className={`dash-chart dash-chart--${size}`}>
      <ChartBoundary>
        <Suspense fallback={<div className="dash-chart__placeholder" aria-hidden="true" />}>
          <ChartCanvas {...props} />
        </Suspense>
      </ChartBoundary>
    </div>
  )
}
