import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'

/**
 * How every sortable of the app is dragged (the kanban board, the UI kit's demo): a pointer once
 * it has moved 6 px (so a click still clicks), or the keyboard (Space to lift, arrows, Space to
 * drop, Escape to cancel).
 */
export function useDragSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
}
