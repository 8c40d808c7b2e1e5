// First: it starts the first page's code and data before the modules below are evaluated.
import { firstPage } from '@/app/routes/first-page'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { initI18n } from '@/i18n/i18n'
import { applyToDocument } from '@/services/preferences/preferences-store'
import { readPreferences } from '@/services/preferences/preferences'
import { unregisterServiceWorkers } from '@/services/service-workers'
import { installRipple } from '@/components/ripple'
import { holdHistoryMoves } from '@/services/leave-guard'
import '@/styles/tokens.css'
import '@/styles/base.css'
import '@/styles/layout.css'
import '@/styles/icons.css'

void unregisterServiceWorkers()
installRipple()
holdHistoryMoves()
applyToDocument(readPreferences())
void initI18n()

/**
 * React first renders once the first page's code is here, while the splash of index.html shows.
 * Rendered earlier, the page would suspend and show its loading state, and React holds back the
 * content that replaces a loading state for at least 300 ms after it showed (its Suspense reveal
 * throttle): longer than the code takes to come. A slow network still gets the loading state.
 */
const firstRenderWaitMs = 1_000
/**
 * Once the code is here, the first render waits this much longer for the data the page shows
 * first: drawn with them, the page is drawn, laid out and painted once, not first as skeletons
 * and again a moment later. Slower data get the skeletons.
 */
const firstDataWaitMs = 250
const after = (ms: number) => new Promise((elapsed) => setTimeout(elapsed, ms))
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
const firstPageReady = firstPage.code.then(() =>
  Promise.race([firstPage.data, after(firstDataWaitMs)]),
)
void Promise.race([firstPageReady, after(firstRenderWaitMs)]).then(render)
