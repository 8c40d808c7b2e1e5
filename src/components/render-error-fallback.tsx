import { useEffect } from 'react'
import i18next from 'i18next'
import { reloadOncePerSession } from './reload-once'

// The fallback must work when translations failed too, so it falls back to these English texts.
const english = {
  heading: 'Loading Fresh Data',
  message:
    'We have been updating this section and we need your help to refresh this page for fresh data',
  reload: 'Reload this page',
}

function text(key: keyof typeof english): string {
  return i18next.isInitialized ? i18next.t(`errorFallback.${key}`, english[key]) : english[key]
}

/** The screen an uncaught render error leaves behind (SPEC.md section 2). */
export function RenderErrorFallback() {
  useEffect(() => {
    reloadOncePerSession()
  }, [])

  return (
    <main className="blank-page" role="alert">
      <div className="blank-page__card">
        <i className="pi pi-refresh blank-page__icon" aria-hidden="true" />
        <h1>{text('heading')}</h1>
        <p>{text('message')}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {text('reload')}
        </button>
      </div>
    </main>
  )
}
