import type { ChartTone } from './chart-spec'

/** The skin's colours a chart needs, read from the CSS variables of src/styles/tokens.css. */
export interface ChartTheme {
  tones: Record<ChartTone, string>
  softTones: Record<ChartTone, string>
  text: string
  muted: string
  grid: string
  surface: string
  font: string
}

const tones: ChartTone[] = ['primary', 'success', 'info', 'warning', 'danger', 'track']

/**
 * Reads the current skin. Canvas pixels cannot follow CSS variables by themselves, so the chart
 * reads them again whenever the skin changes.
 */
export function readChartTheme(root: HTMLElement = document.documentElement): ChartTheme {
  const style = getComputedStyle(root)
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback
  const colour = (tone: ChartTone) =>
    tone === 'track' ? read('--surface-2', '#f3f2f7') : read(`--${tone}`, '#5558e3')
  const soft = (tone: ChartTone) =>
    tone === 'track'
      ? read('--surface-2', '#f3f2f7')
      : read(`--${tone}-soft`, 'rgba(85,88,227,.12)')
  return {
    tones: Object.fromEntries(tones.map((tone) => [tone, colour(tone)])) as ChartTheme['tones'],
    softTones: Object.fromEntries(
      tones.map((tone) => [tone, soft(tone)]),
    ) as ChartTheme['softTones'],
    text: read('--text', '#2f2b3d'),
    muted: read('--text-muted', '#6d6b77'),
    grid: read('--border', '#e6e5ec'),
    surface: read('--surface', '#fff'),
    font: read('--font-family', 'system-ui, sans-serif'),
  }
}

/** Calls `onChange` when the skin on `<html data-skin>` changes; returns the unsubscribe. */
export function subscribeToSkin(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-skin'] })
  return () => observer.disconnect()
}

export const currentSkin = () => document.documentElement.dataset.skin ?? 'light'
