import { useTranslation } from 'react-i18next'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { useErrorText } from '@/services/load-error-text'

/**
 * What a settings screen shows while its data loads: grey blocks shaped like the content, so the
 * page does not jump when it arrives. Screen readers hear `label` once.
 */
export function SettingsSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <LoadingPlaceholder className="settings-skeleton" label={label}>
      {[0, 1].map((card) => (
        <div className="card settings-skeleton__card" key={card} aria-hidden="true">
          <SkeletonBlock className="settings-skeleton__title" />
          <SkeletonBlock className="settings-skeleton__text" />
          {Array.from({ length: rows }, (_, row) => (
            <div className="settings-skeleton__row" key={row}>
              <SkeletonBlock className="settings-skeleton__line" />
              <SkeletonBlock className="settings-skeleton__pill" />
            </div>
          ))}
        </div>
      ))}
    </LoadingPlaceholder>
  )
}

/**
 * A settings screen whose data could not be loaded: what failed (`settings.<area>.loadErrorTitle`),
 * why (the server's message or the catalogue's words for a timeout, a lost network, malformed
 * data) and Try again.
 */
export function SettingsLoadError({
  area,
  error,
  onRetry,
}: {
  area: 'notification' | 'rolePermissions'
  error: unknown
  onRetry: () => void
}) {
  const { t } = useTranslation()
  const reason = useErrorText(error)
  return (
    <LoadError
      look="page"
      title={t(`settings.${area}.loadErrorTitle`)}
      message={reason ?? t(`settings.${area}.loadErrorMessage`)}
      onRetry={onRetry}
    />
  )
}
