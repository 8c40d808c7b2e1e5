/**
 * chart.js and the chart component: one chunk, loaded by the home's prefetch and its charts, and
 * by the UI kit's charts.
 */
export const loadChartCanvas = () => import('./chart-canvas')
