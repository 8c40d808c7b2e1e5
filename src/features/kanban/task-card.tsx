import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useTranslation } from 'react-i18next'
import { toDay, type KanbanTask } from '@models/kanban/kanban'
import { labelTone } from './label-tone'
import { useTaskPending } from './use-kanban'
import { useOnline } from '@/services/online-status'
import { useCan } from '@/services/use-can'

/** The id dnd-kit knows a task by. */
export const taskDragId = (id: number) => `task:${id}`

/** Shows a `YYYY-MM-DD` day in the reader's language, short. */
export function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year!, month! - 1, date!).toLocaleDateString(language, {
    month: 'short',
    day: 'numeric',
  })
}

/** A count on a card's footer: its icon and number, read out as `text`; nothing at zero. */
function TaskCount({ icon, text, count }: { icon: string; text: string; count: number }) {
  if (count === 0) return null
  return (
    <span className="kanban-task__count" title={text}>
      <i className={`pi ${icon}`} aria-hidden="true" />
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  )
}

/**
 * Says that a change of the task is on its way: "Waiting for network" while offline, where it
 * waits in the outbox (a reload keeps it); a quieter "Saving…" while it is being sent.
 */
function PendingMark({ online }: { online: boolean }) {
  const { t } = useTranslation()
  return online ? (
    <p className="kanban-task__pending">
      <i className="pi pi-sync" aria-hidden="true" />
      {t('kanban.task.saving')}
    </p>
  ) : (
    <p className="kanban-task__pending kanban-task__pending--waiting">
      <i className="pi pi-clock" aria-hidden="true" />
      {t('kanban.task.waiting')}
    </p>
  )
}

/** The face of a task: used on the board and, while dragging, under the pointer. */
export function TaskCardFace({
  task,
  dragging = false,
  onOpen,
  onMove,
  handle,
}: {
  task: KanbanTask
  dragging?: boolean
  onOpen?: () => void
  onMove?: () => void
  handle?: React.ReactNode
}) {
  const { t, i18n } = useTranslation()
  const pending = useTaskPending(task.id)
  const online = useOnline()
  const overdue = task.dueDate < toDay(new Date())
  return (
    <article
      className={`kanban-task${dragging ? ' kanban-task--overlay' : ''}${pending ? ' kanban-task--pending' : ''}`}
      aria-busy={pending || undefined}
    >
      {task.coverImage && (
        <img className="kanban-task__cover" src={task.coverImage} alt="" draggable={false} />
      )}
      <div className="kanban-task__top">
        <ul className="kanban-task__labels" aria-label={t('kanban.drawer.fields.labels')}>
          {task.labels.map((label) => (
            <li key={label} className={`kanban-label tone--${labelTone(label)}`}>
              {label}
            </li>
          ))}
        </ul>
        <div className="kanban-task__tools">
          {handle}
          {onMove && (
            <button
              type="button"
              className="icon-button kanban-task__tool"
              title={t('kanban.task.moveTo')}
              aria-label={`${t('kanban.task.moveTo')} ${task.title}`}
              onClick={onMove}
            >
              <i className="pi pi-ellipsis-v" aria-hidden="true" />
            </button>
          )}
        </div>
      </div>
      <h3 className="kanban-task__title">
        {onOpen ? (
          <button
            type="button"
            className="kanban-task__open"
            aria-label={t('kanban.task.open', { title: task.title })}
            onClick={onOpen}
          >
            {task.title}
          </button>
        ) : (
          task.title
        )}
      </h3>
      <footer className="kanban-task__footer">
        <span
          className={`kanban-task__due${overdue ? ' kanban-task__due--overdue' : ''}`}
          title={overdue ? t('kanban.task.overdue') : undefined}
        >
          <i className="pi pi-calendar" aria-hidden="true" />
          {t('kanban.task.due', { date: formatDay(task.dueDate, i18n.language) })}
          {overdue && <span className="visually-hidden"> ({t('kanban.task.overdue')})</span>}
        </span>
        <TaskCount
          icon="pi-paperclip"
          text={t('kanban.task.attachments', { count: task.attachments.length })}
          count={task.attachments.length}
        />
        <TaskCount
          icon="pi-comment"
          text={t('kanban.task.comments', { count: task.comments.length })}
          count={task.comments.length}
        />
        {task.assignedTo.length > 0 && (
          <span
            className="kanban-task__people"
            role="img"
            aria-label={t('kanban.task.assignees', {
              names: task.assignedTo.map((person) => person.title).join(', '),
            })}
          >
            {task.assignedTo.slice(0, 3).map((person) => (
              <img
                key={person.title}
                className="avatar kanban-task__avatar"
                src={person.img}
                alt=""
                title={person.title}
                draggable={false}
              />
            ))}
          </span>
        )}
      </footer>
      {pending && <PendingMark online={online} />}
    </article>
  )
}

/**
 * A task on its board: dragged by the whole card, picked up from the keyboard by its handle. Who
 * may not manage the board can only open it: no drag, no handle, no "Move to…".
 */
export function TaskCard({
  task,
  onOpen,
  onMove,
}: {
  task: KanbanTask
  onOpen: () => void
  onMove: () => void
}) {
  const { t } = useTranslation()
  const canManage = useCan('manage', 'Kanban')
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: taskDragId(task.id),
    data: { type: 'task', taskId: task.id },
    disabled: !canManage,
  })

  return (
    <li
      ref={setNodeRef}
      className={`kanban-task-slot${isDragging ? ' kanban-task-slot--dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-task-id={task.id}
      // Without the right to manage the board the sortable is disabled and has no listeners.
      onPointerDown={listeners?.onPointerDown as React.PointerEventHandler | undefined}
    >
      <TaskCardFace
        task={task}
        onOpen={onOpen}
        onMove={canManage ? onMove : undefined}
        handle={
          canManage && (
            <button
              type="button"
              ref={setActivatorNodeRef}
              className="icon-button kanban-task__tool kanban-task__handle"
              {...attributes}
              aria-label={t('kanban.task.drag', { title: task.title })}
              title={t('kanban.task.drag', { title: task.title })}
              onKeyDown={listeners?.onKeyDown as React.KeyboardEventHandler | undefined}
            >
              <i className="pi pi-arrows-alt" aria-hidden="true" />
            </button>
          )
        }
      />
    </li>
  )
}
