import { useTranslation } from 'react-i18next'

/** Shown while a lazy part of the app loads: a bar along the top and a spinner in place. */
export function PageLoading({ fullscreen = false }: { fullscreen?: boolean }) {
  const { t, ready } = useTranslation(undefined, { useSuspense: false })
  const label = ready ? t('common.loading') : 'Loading…'
  return (
    <div className={fullscreen ? 'page-loading page-loading--fullscreen' : 'page-loading'}>
      <div className="page-loading__bar" aria-hidden="true" />
      <div className="spinner" role="status" aria-live="polite">
        <span className="visually-hidden">{label}</span>
      </div>
    </div>
  )
}
