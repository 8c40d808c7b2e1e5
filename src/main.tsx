// First: it starts the first page's code and data before the modules below are evaluated.
import { firstPage } from '@/app/routes/first-page'
import { firstRenderReady } from '@/app/routes/first-render-wait'
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

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
// Once the first page's code, and soon enough its data, are here (first-render-wait.ts).
void firstRenderReady(firstPage).then(render)
