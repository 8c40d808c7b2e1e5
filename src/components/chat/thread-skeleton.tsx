import { LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'

// Bubbles of varied width on both sides, so the placeholder reads as a conversation.
const shapes = [
  { own: false, width: 'w-60' },
  { own: false, width: 'w-40' },
  { own: true, width: 'w-50' },
  { own: false, width: 'w-70' },
  { own: true, width: 'w-30' },
  { own: true, width: 'w-60' },
  { own: false, width: 'w-45' },
] as const

/** The thread while its messages load: grey bubbles where the messages will be. */
export function ThreadSkeleton({ label }: { label: string }) {
  return (
    <LoadingPlaceholder label={label} className="chat-thread__skeleton">
      {shapes.map((shape, index) => (
        <div
          // A fixed list: the position is the identity.
          key={index}
          className={`chat-skeleton-row${shape.own ? ' chat-skeleton-row--own' : ''}`}
        >
          {!shape.own && <SkeletonBlock className="chat-skeleton-avatar" />}
          <SkeletonBlock className={`chat-skeleton-bubble chat-skeleton-bubble--${shape.width}`} />
        </div>
      ))}
    </LoadingPlaceholder>
  )
}
