import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChartSpec, ChartTone } from '@/components/chart/chart-spec'
import { LazyChart } from '@/components/chart/lazy-chart'
import { Legend } from '@/components/chart/legend'
import { KitCard } from './kit-index'
import './ui-kit.css'

/** Fixed demo figures, so every visit shows the same charts. */
const visits = [42, 55, 49, 63, 58, 71, 66, 80, 74, 88, 83, 95]
const orders = [18, 24, 21, 30, 27, 35, 32, 38, 36, 44, 41, 49]
const returns = [3, 4, 2, 5, 4, 6, 3, 5, 4, 6, 5, 7]
const devices = [58, 27, 15]
const deviceTones: ChartTone[] = ['primary', 'info', 'warning']
const goal = 78
/** Scores out of 100 per skill, for the radar. */
const skills = ['speed', 'quality', 'support', 'price', 'range'] as const
const teamA = [80, 72, 90, 65, 70]
const teamB = [62, 85, 70, 82, 58]
/** Orders per region, for the polar area. */
const regions = ['north', 'south', 'east', 'west'] as const
const regionOrders = [34, 22, 28, 16]
const regionTones: ChartTone[] = ['primary', 'success', 'info', 'warning']
/** Basket value (x) against visits (y) per day, and a campaign's reach as a bubble's size. */
const weekdays = [
  { x: 42, y: 120 },
  { x: 55, y: 140 },
  { x: 38, y: 95 },
  { x: 61, y: 170 },
  { x: 47, y: 130 },
  { x: 70, y: 190 },
  { x: 52, y: 150 },
]
const weekends = [
  { x: 66, y: 90 },
  { x: 74, y: 110 },
  { x: 58, y: 80 },
  { x: 81, y: 125 },
]
const campaigns = [
  { x: 20, y: 35, r: 10 },
  { x: 40, y: 60, r: 18 },
  { x: 65, y: 45, r: 14 },
  { x: 80, y: 75, r: 22 },
]
const stores = [
  { x: 30, y: 70, r: 8 },
  { x: 55, y: 25, r: 12 },
  { x: 72, y: 55, r: 16 },
]

/** The first day of each month of a year, for the month names of the axis. */
const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1)))

/** One demo chart: its card, the chart in a fixed box, and its legend when it has series. */
interface Demo {
  id: string
  spec: ChartSpec
  size: 'small' | 'medium' | 'large'
}

/**
 * The legend a chart's spec calls for: its series when there are several, or its parts (but a
 * gauge's); none for a single trend line.
 */
function legendOf(spec: ChartSpec): { label: string; tone: ChartTone }[] | undefined {
  if ('series' in spec) {
    return Array.isArray(spec.series)
      ? spec.series.map(({ name, tone }) => ({ label: name, tone }))
      : undefined
  }
  if (spec.kind === 'doughnut' && spec.gauge) return undefined
  return spec.labels.map((label, index) => ({ label, tone: spec.tones[index]! }))
}

/**
 * The charts (/charts): line, bar, stacked bar, doughnut, radar, polar area, scatter, bubble and
 * gauge, drawn by the chart component
 * the home's cards use (src/components/chart, chart.js in its own chunk), in the skin's colours
 * and the language's month names and numbers.
 */
export default function ChartsPage() {
  const { t, i18n } = useTranslation('uikit')
  const language = i18n.language
  const demos = useMemo((): Demo[] => {
    const monthName = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' })
    const labels = months.map((date) => monthName.format(date))
    const series = {
      visits: { name: t('charts.series.visits'), values: visits, tone: 'primary' as const },
      orders: { name: t('charts.series.orders'), values: orders, tone: 'success' as const },
      returns: { name: t('charts.series.returns'), values: returns, tone: 'danger' as const },
    }
    const deviceNames = ['desktop', 'mobile', 'tablet'].map((id) => t(`charts.devices.${id}`))
    return [
      {
        id: 'line',
        size: 'medium',
        spec: { kind: 'line', labels, series: series.visits, fill: false },
      },
      {
        id: 'area',
        size: 'medium',
        spec: { kind: 'line', labels, series: series.orders, fill: true },
      },
      {
        id: 'bar',
        size: 'large',
        spec: { kind: 'bar', labels, series: [series.visits, series.orders], axes: true },
      },
      {
        id: 'stackedBar',
        size: 'large',
        spec: {
          kind: 'bar',
          labels,
          series: [series.orders, series.returns],
          axes: true,
          stacked: true,
        },
      },
      {
        id: 'doughnut',
        size: 'medium',
        spec: {
          kind: 'doughnut',
          labels: deviceNames,
          values: devices,
          tones: deviceTones,
          gauge: false,
        },
      },
      {
        id: 'radar',
        size: 'large',
        spec: {
          kind: 'radar',
          labels: skills.map((id) => t(`charts.skills.${id}`)),
          series: [
            { name: t('charts.series.teamA'), values: teamA, tone: 'primary' },
            { name: t('charts.series.teamB'), values: teamB, tone: 'success' },
          ],
        },
      },
      {
        id: 'polarArea',
        size: 'large',
        spec: {
          kind: 'polarArea',
          labels: regions.map((id) => t(`charts.regions.${id}`)),
          values: regionOrders,
          tones: regionTones,
        },
      },
      {
        id: 'scatter',
        size: 'large',
        spec: {
          kind: 'scatter',
          series: [
            { name: t('charts.series.weekdays'), tone: 'primary', points: weekdays },
            { name: t('charts.series.weekends'), tone: 'warning', points: weekends },
          ],
        },
      },
      {
        id: 'bubble',
        size: 'large',
        spec: {
          kind: 'bubble',
          series: [
            { name: t('charts.series.campaigns'), tone: 'info', points: campaigns },
            { name: t('charts.series.stores'), tone: 'danger', points: stores },
          ],
        },
      },
      {
        id: 'gauge',
        size: 'medium',
        spec: {
          kind: 'doughnut',
          labels: [t('charts.series.reached'), t('charts.series.left')],
          values: [goal, 100 - goal],
          tones: ['success', 'track'],
          gauge: true,
        },
      },
    ]
  }, [t, language])
  const number = useMemo(() => new Intl.NumberFormat(language), [language])
  return (
    <div className="page-stack">
      <header className="page-header">
        <h1>{t('charts.title')}</h1>
        <p>{t('charts.subtitle')}</p>
      </header>
      <div className="grid kit-grid--wide">
        {demos.map((demo) => (
          <KitCard
            key={demo.id}
            title={t(`charts.${demo.id}.title`)}
            source="src/components/chart/lazy-chart.tsx"
          >
            <LazyChart
              size={demo.size}
              spec={demo.spec}
              label={t(`charts.${demo.id}.label`)}
              format={(value) => number.format(value)}
            />
            <DemoLegend spec={demo.spec} />
          </KitCard>
        ))}
      </div>
    </div>
  )
}

/** The legend under a demo chart, when its spec calls for one. */
function DemoLegend({ spec }: { spec: ChartSpec }) {
  const items = legendOf(spec)
  return items ? <Legend items={items} /> : null
}
