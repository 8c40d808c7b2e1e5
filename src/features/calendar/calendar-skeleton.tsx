import { LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'

/** A month-shaped placeholder while the first events load. */
export function CalendarSkeleton({ label }: { label: string }) {
  return (
    <LoadingPlaceholder label={label} className="calendar-skeleton">
      <div className="calendar-skeleton__toolbar">
        <SkeletonBlock className="calendar-skeleton__title" />
        <SkeletonBlock className="calendar-skeleton__views" />
      </div>
      <div className="calendar-skeleton__grid">
        {Array.from({ length: 35 }, (_, index) => (
          <SkeletonBlock key={index} className="calendar-skeleton__cell" />
        ))}
      </div>
    </LoadingPlaceholder>
  )
}
