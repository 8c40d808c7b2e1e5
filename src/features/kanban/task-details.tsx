import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { toDay, type KanbanTask } from '@models/kanban/kanban'
import { Button } from '@/components/button'
import { Modal } from '@/components/modal/modal'
import { labelTone } from './label-tone'
import { formatDay } from './task-card'
import { AttachmentsSection, CommentsSection, TaskSection } from './task-sections'

/**
 * A task as who may not change the board sees it: everything the editing drawer holds, as text,
 * in the same side drawer, with only a Close button.
 */
export function TaskDetails({ task, onClose }: { task: KanbanTask; onClose: () => void }) {
  const { t, i18n } = useTranslation()
  const ids = { labels: useId(), due: useId(), people: useId(), description: useId() }
  const overdue = task.dueDate < toDay(new Date())
  return (
    <Modal
      variant="drawer"
      title={t('kanban.details.title')}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('kanban.drawer.close')}
        </Button>
      }
    >
      <div className="kanban-form kanban-details">
        {task.coverImage && <img className="kanban-details__cover" src={task.coverImage} alt="" />}
        <h3 className="kanban-details__title">{task.title}</h3>

        <TaskSection
          id={ids.due}
          title={t('kanban.drawer.fields.dueDate')}
          emptyNote={null}
          list={
            <p className={`kanban-note${overdue ? ' kanban-task__due--overdue' : ''}`}>
              {formatDay(task.dueDate, i18n.language)}
              {overdue && ` (${t('kanban.task.overdue')})`}
            </p>
          }
        />

        <TaskSection
          id={ids.labels}
          title={t('kanban.drawer.fields.labels')}
          emptyNote={task.labels.length === 0 ? t('kanban.details.noLabels') : null}
          list={
            <ul className="kanban-task__labels" aria-labelledby={ids.labels}>
              {task.labels.map((label) => (
                <li key={label} className={`kanban-label tone--${labelTone(label)}`}>
                  {label}
                </li>
              ))}
            </ul>
          }
        />

        <TaskSection
          id={ids.people}
          title={t('kanban.drawer.fields.assignees')}
          emptyNote={task.assignedTo.length === 0 ? t('kanban.details.nobody') : null}
          list={
            <ul className="kanban-choices" aria-labelledby={ids.people}>
              {task.assignedTo.map((person) => (
                <li key={person.title} className="kanban-chip kanban-chip--person">
                  <img className="avatar kanban-chip__avatar" src={person.img} alt="" />
                  {person.title}
                </li>
              ))}
            </ul>
          }
        />

        <TaskSection
          id={ids.description}
          title={t('kanban.drawer.fields.description')}
          emptyNote={task.description.trim() === '' ? t('kanban.details.noDescription') : null}
          list={<p className="kanban-details__description">{task.description}</p>}
        />

        <AttachmentsSection attachments={task.attachments} />
        <CommentsSection comments={task.comments} />
      </div>
    </Modal>
  )
}
