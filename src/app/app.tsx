import { Suspense } from 'react'
import { Router } from 'wouter'
import { ErrorBoundary } from '@/components/error-boundary'
import { PageLoading } from '@/components/page-loading'
import { Toaster } from '@/components/toaster'
import { AppRoutes } from './routes/app-routes'
import { guardedNavigation } from './routes/guarded-navigation'

/** The providers every screen needs, then the routes. */
export function App() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageLoading fullscreen />}>
        <Router aroundNav={guardedNavigation}>
          <AppRoutes />
        </Router>
        <Toaster />
      </Suspense>
    </ErrorBoundary>
  )
}
