import { useMemo, useRef, useState } from 'react'
import {
  closestCorners,
  DndContext,
  DragOverlay,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { useTranslation } from 'react-i18next'
import type { KanbanTask } from '@models/kanban/kanban'
import { moveTask, tasksOf, type BoardState } from '@models/kanban/kanban-board'
import { BoardColumn } from './board-column'
import { dropLanding } from './drop-landing'
import { MoveDialog } from './move-dialog'
import { TaskCardFace } from './task-card'
import { TaskDetails } from './task-details'
import { TaskDrawer } from './task-drawer'
import { useBoardView, useKanbanRequest } from './use-kanban'
import { useCan } from '@/services/use-can'
import { useDragSensors } from '@/components/dnd/use-drag-sensors'

/** The task id of a dnd-kit id, or null for a board. */
const taskIdOf = (id: UniqueIdentifier | undefined) =>
  typeof id === 'string' && id.startsWith('task:') ? Number(id.slice(5)) : null
const boardIdOf = (id: UniqueIdentifier | undefined) =>
  typeof id === 'string' && id.startsWith('board:') ? id.slice(6) : null

/**
 * The boards side by side (scrolling sideways on narrow screens). A task is dragged with the
 * pointer, or picked up from the keyboard by its handle; while it is dragged the boards show where
 * it would land, and dropping it asks the machine for the move.
 */
export function KanbanBoardView() {
  const { t } = useTranslation()
  const view = useBoardView()
  const request = useKanbanRequest()
  const canManage = useCan('manage', 'Kanban')
  // While a drag goes on: the tasks as they would be if it were dropped now.
  const [preview, setPreviewState] = useState<KanbanTask[] | null>(null)
  // The same tasks for dnd-kit's callbacks, which come from an earlier render. They stay after the
  // drop: dnd-kit announces it only after onDragEnd has run.
  const latest = useRef<KanbanTask[] | null>(null)
  const setPreview = (next: KanbanTask[] | null) => {
    if (next) latest.current = next
    setPreviewState(next)
  }
  const [dragged, setDragged] = useState<KanbanTask | null>(null)
  const [opened, setOpened] = useState<number | null>(null)
  const [moving, setMoving] = useState<number | null>(null)
  // A dropped task stays where it landed until the store shows the move (a few milliseconds
  // later), rather than going back to its old place for a frame or two.
  const [landed, setLanded] = useState<{ tasks: KanbanTask[]; over: BoardState } | null>(null)
  const tasks = preview ?? (landed?.over === view ? landed.tasks : view.tasks)

  const sensors = useDragSensors()

  /** The board a drop target belongs to, in the tasks as they are now. */
  const boardOfTarget = (id: UniqueIdentifier, current: KanbanTask[]) => {
    const taskId = taskIdOf(id)
    if (taskId === null) return boardIdOf(id)
    return current.find((task) => task.id === taskId)?.boardId ?? null
  }

  const titleOf = (id: UniqueIdentifier) =>
    view.tasks.find((task) => task.id === taskIdOf(id))?.title ?? ''

  const describeTarget = (id: UniqueIdentifier) => {
    const tasks = latest.current ?? view.tasks
    const boardId = boardOfTarget(id, tasks)
    const board = view.boards.find((candidate) => candidate.id === boardId)?.title ?? ''
    const taskId = taskIdOf(id)
    if (taskId === null || !boardId) return t('kanban.dnd.boardTarget', { board })
    const list = tasksOf(tasks, boardId)
    const position = list.findIndex((task) => task.id === taskId) + 1
    return t('kanban.dnd.taskTarget', { board, position, total: list.length })
  }

  /** Where the task is said to land: where onDragEnd puts it, from the same tasks. */
  const describeLanding = (activeId: UniqueIdentifier, overId: UniqueIdentifier) => {
    const taskId = taskIdOf(activeId)
    const landing =
      taskId === null ? null : dropLanding(latest.current ?? view.tasks, taskId, taskIdOf(overId))
    if (!landing) return describeTarget(overId)
    const board = view.boards.find((candidate) => candidate.id === landing.boardId)?.title ?? ''
    return t('kanban.dnd.taskTarget', { board, position: landing.position, total: landing.total })
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kanban.dnd.start', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('kanban.dnd.over', { title: titleOf(active.id), target: describeTarget(over.id) })
        : t('kanban.dnd.overNothing', { title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('kanban.dnd.end', {
            title: titleOf(active.id),
            target: describeLanding(active.id, over.id),
          })
        : t('kanban.dnd.endNothing', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('kanban.dnd.cancel', { title: titleOf(active.id) }),
  }

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    setPreview(view.tasks)
    // The floating copy follows a pointer; from the keyboard the card itself moves (with the
    // overlay dnd-kit would miss the first arrow key).
    const byPointer = !(activatorEvent instanceof KeyboardEvent)
    setDragged(
      byPointer ? (view.tasks.find((task) => task.id === taskIdOf(active.id)) ?? null) : null,
    )
  }

  // Across boards the task joins the other board's list at once, so its tasks make room for it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const taskId = taskIdOf(active.id)
    const preview = latest.current
    if (!over || taskId === null || !preview) return
    const target = boardOfTarget(over.id, preview)
    const task = preview.find((candidate) => candidate.id === taskId)
    if (!target || !task || task.boardId === target) return
    const list = tasksOf(preview, target)
    const overTask = taskIdOf(over.id)
    const index = overTask === null ? list.length : list.findIndex((entry) => entry.id === overTask)
    setPreview(moveTask(preview, taskId, target, index < 0 ? list.length : index))
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const taskId = taskIdOf(active.id)
    const current = latest.current
    setPreview(null)
    setDragged(null)
    if (!over || taskId === null || !current) return
    const landing = dropLanding(current, taskId, taskIdOf(over.id))
    if (!landing) return
    const { boardId, index } = landing
    if (request({ type: 'kanban.task.move', taskId, boardId, index })) {
      setLanded({ tasks: moveTask(current, taskId, boardId, index), over: view })
    }
  }

  const onDragCancel = () => {
    setPreview(null)
    setDragged(null)
  }

  const byBoard = useMemo(
    () => new Map(view.boards.map((board) => [board.id, tasksOf(tasks, board.id)])),
    [view.boards, tasks],
  )
  const openedTask = view.tasks.find((task) => task.id === opened)
  const movingTask = view.tasks.find((task) => task.id === moving)

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('kanban.dnd.instructions') },
        }}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <div className="kanban-boards" role="group" aria-label={t('kanban.boards')}>
          {view.boards.map((board) => (
            <BoardColumn
              key={board.id}
              board={board}
              tasks={byBoard.get(board.id) ?? []}
              onOpenTask={(task) => setOpened(task.id)}
              onMoveTask={(task) => setMoving(task.id)}
            />
          ))}
        </div>
        <DragOverlay>{dragged && <TaskCardFace task={dragged} dragging />}</DragOverlay>
      </DndContext>
      {openedTask &&
        (canManage ? (
          <TaskDrawer key={openedTask.id} task={openedTask} onClose={() => setOpened(null)} />
        ) : (
          <TaskDetails key={openedTask.id} task={openedTask} onClose={() => setOpened(null)} />
        ))}
      {canManage && movingTask && <MoveDialog task={movingTask} onClose={() => setMoving(null)} />}
    </>
  )
}
