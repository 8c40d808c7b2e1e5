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
  legend?: { label: string; tone: ChartTone }[]
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
        legend: [series.visits, series.orders].map(({ name, tone }) => ({ label: name, tone })),
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
        legend: [series.orders, series.returns].map(({ name, tone }) => ({ label: name, tone })),
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
        legend: deviceNames.map((label, index) => ({ label, tone: deviceTones[index]! })),
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
        legend: [
          { label: t('charts.series.teamA'), tone: 'primary' },
          { label: t('charts.series.teamB'), tone: 'success' },
        ],
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
        legend: regions.map((id, index) => ({
          label: t(`charts.regions.${id}`),
          tone: regionTones[index]!,
        })),
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
        legend: [
          { label: t('charts.series.weekdays'), tone: 'primary' },
          { label: t('charts.series.weekends'), tone: 'warning' },
        ],
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
        legend: [
          { label: t('charts.series.campaigns'), tone: 'info' },
          { label: t('charts.series.stores'), tone: 'danger' },
        ],
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
            {demo.legend && <Legend items={demo.legend} />}
          </KitCard>
        ))}
      </div>
    </div>
  )
}
