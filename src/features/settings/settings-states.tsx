import { LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'

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
