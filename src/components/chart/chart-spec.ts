/**
 * What a card asks a chart to draw, in the card's own words. Cards build these without importing
 * chart.js, so the charting library stays in the lazy chunk that `chart-canvas.tsx` starts.
 */
export type ChartTone = 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'track'

export interface ChartSeries {
  name: string
  values: number[]
  tone: ChartTone
}

export type ChartSpec =
  /**
   * Bars per bucket, one colour per series; `axes` false makes it a small trend; `stacked` piles
   * the series of a bucket into one bar.
   */
  | { kind: 'bar'; labels: string[]; series: ChartSeries[]; axes: boolean; stacked?: boolean }
  /** A trend line without axes, filled below when `fill`. */
  | { kind: 'line'; labels: string[]; series: ChartSeries; fill: boolean }
  /** Parts of a whole; `gauge` draws an open ring from the bottom left to the bottom right. */
  | { kind: 'doughnut'; labels: string[]; values: number[]; tones: ChartTone[]; gauge: boolean }

export interface ChartProps {
  spec: ChartSpec
  /** What the chart shows, for screen readers: the canvas is a picture to them. */
  label: string
  /** Formats a value in the tooltip. */
  format: (value: number) => string
}
