import { LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'

/** Grey plan cards in the shape of the real ones, while the plans load. */
export function PricingSkeleton({ label }: { label: string }) {
  return (
    <LoadingPlaceholder className="pricing-plans pricing-skeleton" label={label}>
      {[0, 1, 2].map((card) => (
        <div className="card pricing-skeleton__card" key={card} aria-hidden="true">
          <SkeletonBlock className="pricing-skeleton__art" />
          <SkeletonBlock className="pricing-skeleton__title" />
          <SkeletonBlock className="pricing-skeleton__text" />
          <SkeletonBlock className="pricing-skeleton__price" />
          {[0, 1, 2, 3].map((row) => (
            <SkeletonBlock className="pricing-skeleton__line" key={row} />
          ))}
          <SkeletonBlock className="pricing-skeleton__button" />
        </div>
      ))}
    </LoadingPlaceholder>
  )
}
