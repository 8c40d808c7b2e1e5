import { LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'

const rows = ['w-70', 'w-50', 'w-60', 'w-40', 'w-70', 'w-55', 'w-45', 'w-60'] as const

/** The contact list while it loads: rows of grey avatar, name and preview. */
export function ContactListSkeleton({ label }: { label: string }) {
  return (
    <LoadingPlaceholder label={label} className="contact-list__skeleton">
      {rows.map((width, index) => (
        // A fixed list: the position is the identity.
        <div key={index} className="contact-skeleton-row">
          <SkeletonBlock className="contact-skeleton-row__avatar" />
          <div className="contact-skeleton-row__lines">
            <SkeletonBlock className="contact-skeleton-row__name" />
            <SkeletonBlock className={`contact-skeleton-row__preview contact-skeleton--${width}`} />
          </div>
        </div>
      ))}
    </LoadingPlaceholder>
  )
}
