import { useEffect, useRef, useSyncExternalStore } from 'react'
import {
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js'
import type { ChartProps, ChartSpec } from './chart-spec'
import { currentSkin, readChartTheme, subscribeToSkin, type ChartTheme } from './chart-theme'

// Only what the cards and the UI kit's charts draw, so the rest of chart.js is shaken out of this
// chunk (chart.js is one module: controllers registered from another chunk would still land here).
Chart.register(
  RadarController,
  PolarAreaController,
  RadialLinearScale,
  ScatterController,
  BubbleController,
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  DoughnutController,
  ArcElement,
  CategoryScale,
  LinearScale,
  Filler,
  Tooltip,
)

type ChartKind = ChartSpec['kind']
type AnyConfig = ChartConfiguration<ChartKind, number[], string>

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

function tooltip(theme: ChartTheme, format: (value: number) => string, enabled = true) {
  return {
    enabled,
    backgroundColor: theme.surface,
    titleColor: theme.text,
    bodyColor: theme.muted,
    borderColor: theme.grid,
    borderWidth: 1,
    padding: 10,
    displayColors: true,
    boxPadding: 4,
    callbacks: {
      label: (item: { dataset: { label?: string }; parsed: unknown; raw: unknown }) => {
        const value = typeof item.raw === 'number' ? item.raw : 0
        return item.dataset.label ? `${item.dataset.label}: ${format(value)}` : format(value)
      },
    },
  }
}

/** Turns a card's chart description into a chart.js configuration in the skin's colours. */
function toConfig(
  spec: ChartSpec,
  theme: ChartTheme,
  format: (value: number) => string,
): AnyConfig {
  const animation = reducedMotion() ? (false as const) : { duration: 600 }
  const base = { responsive: true, maintainAspectRatio: false, animation }
  if (spec.kind === 'bar') {
    const axisTicks = { color: theme.muted, font: { family: theme.font, size: 12 } }
    return {
      type: 'bar',
      data: {
        labels: spec.labels,
        datasets: spec.series.map((series) => ({
          label: series.name,
          data: series.values,
          backgroundColor: theme.tones[series.tone],
          hoverBackgroundColor: theme.tones[series.tone],
          borderRadius: 6,
          borderSkipped: false,
          maxBarThickness: spec.axes ? 18 : 10,
          categoryPercentage: spec.axes ? 0.6 : 0.7,
          barPercentage: 0.8,
        })),
      },
      options: {
        ...base,
        plugins: { legend: { display: false }, tooltip: tooltip(theme, format) },
        scales: {
          x: {
            display: spec.axes,
            stacked: spec.stacked === true,
            grid: { display: false },
            border: { display: false },
            ticks: axisTicks,
          },
          y: {
            display: spec.axes,
            stacked: spec.stacked === true,
            beginAtZero: true,
            grid: { color: theme.grid },
            border: { display: false },
            ticks: { ...axisTicks, maxTicksLimit: 5, callback: (value) => format(Number(value)) },
          },
        },
      },
    } as AnyConfig
  }
  if (spec.kind === 'line') {
    const { series } = spec
    return {
      type: 'line',
      data: {
        labels: spec.labels,
        datasets: [
          {
            label: series.name,
            data: series.values,
            borderColor: theme.tones[series.tone],
            backgroundColor: theme.softTones[series.tone],
            fill: spec.fill ? 'origin' : false,
            borderWidth: 2.5,
            tension: 0.4,
            pointRadius: 0,
            pointHoverRadius: 4,
            pointHoverBackgroundColor: theme.tones[series.tone],
          },
        ],
      },
      options: {
        ...base,
        interaction: { intersect: false, mode: 'index' },
        plugins: { legend: { display: false }, tooltip: tooltip(theme, format) },
        scales: { x: { display: false }, y: { display: false, beginAtZero: !spec.fill } },
      },
    } as AnyConfig
  }
  if (spec.kind === 'radar' || spec.kind === 'polarArea') return radialConfig(spec, theme, format)
  if (spec.kind === 'scatter' || spec.kind === 'bubble') return pointConfig(spec, theme, format)
  return {
    type: 'doughnut',
    data: {
      labels: spec.labels,
      datasets: [
        {
          data: spec.values,
          backgroundColor: spec.tones.map((tone) => theme.tones[tone]),
          hoverBackgroundColor: spec.tones.map((tone) => theme.tones[tone]),
          borderColor: theme.surface,
          borderWidth: spec.gauge ? 0 : 3,
          borderRadius: spec.gauge ? 8 : 4,
        },
      ],
    },
    options: {
      ...base,
      cutout: spec.gauge ? '82%' : '72%',
      rotation: spec.gauge ? -135 : 0,
      circumference: spec.gauge ? 270 : 360,
      // A gauge's remainder is no figure of its own: it needs no tooltip.
      plugins: { legend: { display: false }, tooltip: tooltip(theme, format, !spec.gauge) },
    },
  } as AnyConfig
}

function radialScale(theme: ChartTheme, format: (value: number) => string) {
  return {
    r: {
      beginAtZero: true,
      grid: { color: theme.grid },
      angleLines: { color: theme.grid },
      pointLabels: { color: theme.muted, font: { family: theme.font, size: 12 } },
      ticks: {
        color: theme.muted,
        // Above the polar area's slices, on the card's colour, so every figure stays readable.
        z: 1,
        backdropColor: theme.surface,
        backdropPadding: 2,
        maxTicksLimit: 5,
        callback: (value: number | string) => format(Number(value)),
      },
    },
  }
}

function radialConfig(
  spec: Extract<ChartSpec, { kind: 'radar' | 'polarArea' }>,
  theme: ChartTheme,
  format: (value: number) => string,
): AnyConfig {
  const animation = reducedMotion() ? (false as const) : { duration: 600 }
  const options = {
    responsive: true,
    maintainAspectRatio: false,
    animation,
    plugins: { legend: { display: false }, tooltip: tooltip(theme, format) },
    scales: radialScale(theme, format),
  }
  if (spec.kind === 'radar')
    return {
      type: 'radar',
      data: {
        labels: spec.labels,
        datasets: spec.series.map((series) => ({
          label: series.name,
          data: series.values,
          borderColor: theme.tones[series.tone],
          backgroundColor: theme.softTones[series.tone],
          pointBackgroundColor: theme.tones[series.tone],
          borderWidth: 2,
          fill: true,
        })),
      },
      options,
    } as AnyConfig
  return {
    type: 'polarArea',
    data: {
      labels: spec.labels,
      datasets: [
        {
          data: spec.values,
          backgroundColor: spec.tones.map((tone) => theme.tones[tone]),
          borderColor: theme.surface,
          borderWidth: 2,
        },
      ],
    },
    options,
  } as AnyConfig
}

function pointConfig(
  spec: Extract<ChartSpec, { kind: 'scatter' | 'bubble' }>,
  theme: ChartTheme,
  format: (value: number) => string,
): AnyConfig {
  const animation = reducedMotion() ? (false as const) : { duration: 600 }
  const axisTicks = { color: theme.muted, font: { family: theme.font, size: 12 } }
  const axis = {
    grid: { color: theme.grid },
    border: { display: false },
    ticks: {
      ...axisTicks,
      maxTicksLimit: 6,
      callback: (value: number | string) => format(Number(value)),
    },
  }
  return {
    type: spec.kind,
    data: {
      datasets: spec.series.map((series) => ({
        label: series.name,
        data: series.points,
        backgroundColor:
          spec.kind === 'bubble' ? theme.softTones[series.tone] : theme.tones[series.tone],
        borderColor: theme.tones[series.tone],
        borderWidth: spec.kind === 'bubble' ? 2 : 0,
        pointRadius: spec.kind === 'scatter' ? 5 : undefined,
        // A bubble at the end of an axis shows whole, over the padding around the axes.
        clip: spec.kind === 'bubble' ? false : undefined,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation,
      // Room for the largest bubble at the edges of the axes.
      layout: { padding: spec.kind === 'bubble' ? 24 : 8 },
      plugins: {
        legend: { display: false },
        tooltip: {
          ...tooltip(theme, format),
          callbacks: {
            label: (item: { dataset: { label?: string }; raw: unknown }) => {
              const point = item.raw as { x: number; y: number }
              return `${item.dataset.label ?? ''}: ${format(point.x)}, ${format(point.y)}`
            },
          },
        },
      },
      scales: { x: axis, y: axis },
    },
    // chart.js types a point chart's data as points, not the numbers AnyConfig names: a hole of
    // its typings, one config type for every kind, that no shape of ours can fill.
  } as unknown as AnyConfig
}

function paint(
  current: Chart<ChartKind, number[], string>,
  spec: ChartSpec,
  format: (value: number) => string,
) {
  const config = toConfig(spec, readChartTheme(), format)
  current.data = config.data
  current.options = config.options ?? {}
  current.update()
}

/**
 * Draws one chart with chart.js. Loaded lazily (see `lazy-chart.tsx`): the cards show their
 * figures first and the chart fills its fixed-height box when this chunk arrives.
 */
export default function ChartCanvas({ spec, label, format }: ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const chart = useRef<Chart<ChartKind, number[], string> | null>(null)
  const skin = useSyncExternalStore(subscribeToSkin, currentSkin, () => 'light')
  const kind = spec.kind
  // One chart per canvas and kind; it is updated in place below, so a new period animates.
  useEffect(() => {
    // No 2D context (a test DOM, or a browser that refuses canvases): the figures stay readable.
    const context = canvas.current?.getContext('2d')
    if (!context) return
    chart.current = new Chart(context, { type: kind, data: { datasets: [] } } as AnyConfig)
    return () => {
      chart.current?.destroy()
      chart.current = null
    }
  }, [kind])

  useEffect(() => {
    if (chart.current) paint(chart.current, spec, format)
  }, [spec, format, skin])

  return (
    <canvas ref={canvas} role="img" aria-label={label}>
      {label}
    </canvas>
  )
}
