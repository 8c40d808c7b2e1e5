import { lazy, Suspense } from 'react'
import { useToastRaised } from '@/services/toast'

const ToastStack = lazy(() => import('./toast-stack'))

/**
 * Loads the toast stack with the first toast, which keeps it out of the first visit; toasts
 * raised meanwhile wait in the toast service and show as soon as it is there.
 */
export function Toaster() {
  const raised = useToastRaised()
  if (!raised) return null
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  )
}
