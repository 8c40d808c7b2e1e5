// First: it starts the first page's code and data before the modules below are evaluated.
import { firstPageCode } from '@/app/routes/first-page'
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
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
void Promise.race([firstPageCode, new Promise((wait) => setTimeout(wait, firstRenderWaitMs))]).then(
  render,
)
