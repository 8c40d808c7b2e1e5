import { Component, type ErrorInfo, type ReactNode } from 'react'
import { RenderErrorFallback } from './render-error-fallback'

interface State {
  error: Error | null
}

/** Catches a render error anywhere below it and shows the fallback screen instead of a blank one. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack)
  }

  override render() {
    return this.state.error ? <RenderErrorFallback /> : this.props.children
  }
}
