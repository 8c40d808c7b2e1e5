import { LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'

/** Three boards of grey cards while the board loads. */
export function KanbanSkeleton({ label }: { label: string }) {
  return (
    <LoadingPlaceholder label={label} className="kanban-boards kanban-skeleton">
      {[3, 2, 2].map((cards, board) => (
        <div key={board} className="kanban-board">
          <SkeletonBlock className="kanban-skeleton__title" />
          {Array.from({ length: cards }, (_, card) => (
            <SkeletonBlock key={card} className="kanban-skeleton__card" />
          ))}
        </div>
      ))}
    </LoadingPlaceholder>
  )
}
