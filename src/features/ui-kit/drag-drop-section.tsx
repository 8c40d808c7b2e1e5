import { useState } from 'react'
import { closestCenter, DndContext, type Announcements, type DragEndEvent } from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useTranslation } from 'react-i18next'
import { useDragSensors } from '@/components/dnd/use-drag-sensors'
import { KitCard } from './kit-index'

const firstOrder = ['plan', 'design', 'build', 'test', 'ship'] as const
type Step = (typeof firstOrder)[number]

function SortableStep({ id, position }: { id: Step; position: number }) {
  const { t } = useTranslation('uikit')
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  })
  return (
    <li
      ref={setNodeRef}
      className={
        isDragging ? 'kit-sortable__item kit-sortable__item--dragging' : 'kit-sortable__item'
      }
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className="icon-button kit-sortable__handle"
        aria-label={t('dragDrop.handle', { name: t(`dragDrop.steps.${id}`) })}
        {...attributes}
        {...listeners}
      >
        <i className="pi pi-bars" aria-hidden="true" />
      </button>
      <span className="kit-sortable__position">{position}</span>
      <span>{t(`dragDrop.steps.${id}`)}</span>
    </li>
  )
}

/**
 * A list sorted by dragging, with the kanban board's sensors (src/components/dnd): a pointer, or
 * the keyboard (Space lifts, arrows move, Space drops, Escape cancels), each move announced.
 */
export function DragDropSection() {
  const { t } = useTranslation('uikit')
  const sensors = useDragSensors()
  const [order, setOrder] = useState<Step[]>([...firstOrder])
  const name = (id: string | number) => t(`dragDrop.steps.${String(id)}`)
  const place = (id: string | number) => order.indexOf(id as Step) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dragDrop.start', { name: name(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dragDrop.over', { name: name(active.id), position: place(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('dragDrop.end', { name: name(active.id), position: place(over.id) })
        : t('dragDrop.cancel', { name: name(active.id) }),
    onDragCancel: ({ active }) => t('dragDrop.cancel', { name: name(active.id) }),
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    setOrder((current) =>
      arrayMove(current, current.indexOf(active.id as Step), current.indexOf(over.id as Step)),
    )
  }
  return (
    <KitCard title={t('dragDrop.list')} source="src/components/dnd/use-drag-sensors.ts">
      <p className="kit-note">{t('dragDrop.hint')}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('dragDrop.instructions') },
        }}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className="kit-sortable" aria-label={t('dragDrop.list')}>
            {order.map((id, index) => (
              <SortableStep key={id} id={id} position={index + 1} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </KitCard>
  )
}
