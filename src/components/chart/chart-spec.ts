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
  /** Series over the same axes, drawn around a circle. */
  | { kind: 'radar'; labels: string[]; series: ChartSeries[] }
  /** Parts of a whole as slices of equal angle whose length shows the value. */
  | { kind: 'polarArea'; labels: string[]; values: number[]; tones: ChartTone[] }
  /** Points on two axes, one colour per series; a bubble's `r` is its radius in pixels. */
  | { kind: 'scatter'; series: ChartPointSeries[] }
  | { kind: 'bubble'; series: ChartPointSeries[] }

/** A series of points for the scatter and bubble charts. */
export interface ChartPointSeries {
  name: string
  tone: ChartTone
  points: { x: number; y: number; r?: number }[]
}

export interface ChartProps {
  spec: ChartSpec
  /** What the chart shows, for screen readers: the canvas is a picture to them. */
  label: string
  /** Formats a value in the tooltip. */
  format: (value: number) => string
}
