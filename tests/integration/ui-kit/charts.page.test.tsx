import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import i18next from 'i18next'
import ChartsPage from '@/features/ui-kit/charts.page'
import frenchUikit from '../../../public/locales/fr/uikit.json'
import frenchCommon from '../../../public/locales/fr/translation.json'
import { createTestI18n, renderPage, withoutCanvas } from '../../support/test-kit'

const i18n = createTestI18n()

withoutCanvas()

const charts = [
  ['Line', 'Visits per month over the year, as a line.'],
  ['Area', 'Orders per month over the year, as a filled line.'],
  ['Bars', 'Visits and orders per month, side by side.'],
  ['Stacked bars', 'Orders and returns per month, piled in one bar.'],
  ['Doughnut', 'Visits by device: desktop 58%, mobile 27%, tablet 15%.'],
  ['Gauge', '78% of the goal reached.'],
  ['Radar', 'Two teams scored out of 100 on speed, quality, support, price and range.'],
  ['Polar area', 'Orders by region: north 34, south 22, east 28, west 16.'],
  ['Scatter', 'Basket value against visits per day, weekdays and weekends.'],
  ['Bubbles', 'Campaigns and stores by cost and return, sized by reach.'],
] as const

describe('the charts page', { timeout: 30_000 }, () => {
  it('draws each kind of chart on a described canvas, in a card named after it', async () => {
    expect(charts).toHaveLength(10)
    renderPage(<ChartsPage />, i18n, '/charts')
    expect(screen.getByRole('heading', { level: 1, name: 'Charts' })).toBeTruthy()
    for (const [title, label] of charts) {
      const canvas = await screen.findByRole('img', { name: label }, { timeout: 10_000 })
      expect(canvas.tagName).toBe('CANVAS')
      expect(canvas.closest('.card')?.querySelector('h2')?.textContent).toBe(title)
      expect(canvas.closest('.dash-chart')).toBeTruthy()
    }
    // The series and parts are named in text, since the canvas draws no legend.
    const named = ['Visits', 'Orders', 'Returns', 'Desktop', 'Mobile', 'Tablet', 'Team A', 'North']
    for (const name of [...named, 'Weekends', 'Campaigns'])
      expect(screen.getAllByText(name).length).toBeGreaterThan(0)
  })

  it('speaks French', async () => {
    const french = i18next.createInstance()
    await french.init({
      lng: 'fr',
      resources: { fr: { translation: frenchCommon, uikit: frenchUikit } },
      interpolation: { escapeValue: false },
    })
    renderPage(<ChartsPage />, french, '/charts')
    expect(screen.getByRole('heading', { level: 1, name: 'Graphiques' })).toBeTruthy()
    expect(
      await screen.findByRole('img', {
        name: 'Commandes et retours par mois, empilés dans une barre.',
      }),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Aire polaire' })).toBeTruthy()
    expect(screen.getByText('Magasins')).toBeTruthy()
  })
})
