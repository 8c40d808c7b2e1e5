import { Suspense } from 'react'
import { Router } from 'wouter'
import { ErrorBoundary } from '@/components/error-boundary'
import { PageLoading } from '@/components/page-loading'
import { Toaster } from '@/components/toaster'
import { AppRoutes } from './routes/app-routes'
import { noteNavigation } from './routes/new-page-at-top'

/** The providers every screen needs, then the routes. */
export function App() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading fullscreen />}>
        <Router aroundNav={noteNavigation}>
          <AppRoutes />
        </Router>
        <Toaster />
      </Suspense>
    </ErrorBoundary>
  )
}
