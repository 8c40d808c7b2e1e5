/** chart.js and the cards' chart component: one chunk, loaded by the home's prefetch and its charts. */
export const loadChartCanvas = () => import('./chart-canvas')
