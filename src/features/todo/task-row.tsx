import { useTranslation } from 'react-i18next'
import { dateOfDay } from '@models/format/day'
import type { PendingRow } from '@models/lists/list-change'
import { isOverdue, type TodoTask } from '@models/todo/todo'
import { ChatAvatar } from '@/components/chat/chat-avatar'
import { TagChip } from './task-tags'

export type ShownTask = TodoTask & PendingRow

/** A due day in the reader's language: "Mar 5", with the year when it is not this one. */
export function formatDue(day: string, language: string, today: string): string {
  const date = dateOfDay(day)
  if (!date) return day
  return date.toLocaleDateString(language, {
    month: 'short',
    day: 'numeric',
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
  })
}

/**
 * One task of the list: completed and important each toggle in one click (a checkbox and a
 * star), the title opens it in the drawer, then its tags, assignee and due date (in the danger
 * colour when it is late), and Delete, or Restore under the Deleted filter. A task on its way to
 * the server is dimmed; one the server has not given an id yet cannot be changed.
 */
export function TaskRow({
  task,
  today,
  onToggle,
  onEdit,
  onDelete,
  onRestore,
}: {
  task: ShownTask
  today: string
  onToggle: (field: 'isCompleted' | 'isImportant') => void
  onEdit: () => void
  onDelete: () => void
  onRestore: () => void
}) {
  const { t, i18n } = useTranslation('todo')
  // A task just added has a stand-in id until the server answers: nothing to change yet.
  const saved = typeof task.id === 'number'
  const late = isOverdue(task, today)
  const classes = [
    'todo-row',
    task.isCompleted && 'todo-row--completed',
    task.pending && 'todo-row--pending',
  ]
    .filter(Boolean)
    .join(' ')
  const title = task.title
  return (
    <li className={classes} data-task-id={task.id}>
      <input
        type="checkbox"
        className="todo-row__check"
        data-control="check"
        checked={task.isCompleted}
        aria-label={t('row.completed', { title })}
        aria-disabled={!saved || undefined}
        onChange={() => saved && onToggle('isCompleted')}
      />
      <div className="todo-row__main">
        <button
          type="button"
          className="todo-row__title"
          data-control="title"
          aria-label={t('row.edit', { title })}
          aria-disabled={!saved || undefined}
          onClick={() => saved && onEdit()}
        >
          {title}
        </button>
        {task.description && <p className="todo-row__description">{task.description}</p>}
      </div>
      <div className="todo-row__meta">
        {task.tags.length > 0 && (
          <ul className="todo-row__tags" aria-label={t('row.tags')}>
            {task.tags.map((tag) => (
              <li key={tag}>
                <TagChip tag={tag} />
              </li>
            ))}
          </ul>
        )}
        {task.dueDate && (
          <span className={late ? 'todo-row__due todo-row__due--late' : 'todo-row__due'}>
            <i className="pi pi-calendar" aria-hidden="true" />
            {t(late ? 'row.overdue' : 'row.due', {
              date: formatDue(task.dueDate, i18n.language, today),
            })}
          </span>
        )}
        <span className="todo-row__assignee" title={task.assignee?.fullName}>
          {task.assignee && (
            <>
              <ChatAvatar name={task.assignee.fullName} src={task.assignee.avatar} size="sm" />
              <span className="visually-hidden">
                {t('row.assignedTo', { name: task.assignee.fullName })}
              </span>
            </>
          )}
        </span>
      </div>
      <div className="todo-row__actions">
        <button
          type="button"
          className={
            task.isImportant
              ? 'icon-button todo-row__star todo-row__star--on'
              : 'icon-button todo-row__star'
          }
          data-control="star"
          aria-pressed={task.isImportant}
          aria-label={t('row.important', { title })}
          title={t('row.important', { title })}
          aria-disabled={!saved || undefined}
          onClick={() => saved && onToggle('isImportant')}
        >
          <i className={task.isImportant ? 'pi pi-star-fill' : 'pi pi-star'} aria-hidden="true" />
        </button>
        {task.isDeleted ? (
          <button
            type="button"
            className="icon-button"
            data-control="remove"
            aria-label={t('row.restore', { title })}
            title={t('row.restore', { title })}
            aria-disabled={!saved || undefined}
            onClick={() => saved && onRestore()}
          >
            <i className="pi pi-replay" aria-hidden="true" />
          </button>
        ) : (
          <button
            type="button"
            className="icon-button"
            data-control="remove"
            aria-label={t('row.delete', { title })}
            title={t('row.delete', { title })}
            aria-disabled={!saved || undefined}
            onClick={() => saved && onDelete()}
          >
            <i className="pi pi-trash" aria-hidden="true" />
          </button>
        )}
      </div>
    </li>
  )
}
