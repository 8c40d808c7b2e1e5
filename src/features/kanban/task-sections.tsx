import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { KanbanTask } from '@models/kanban/kanban'

/** A titled part of a task's panel: its list, or a note while there is nothing in it, then its controls. */
export function TaskSection({
  id,
  title,
  emptyNote,
  list,
  children,
}: {
  id: string
  title: string
  /** Shown in place of the list while the list is empty. */
  emptyNote: string | null
  list: ReactNode
  children?: ReactNode
}) {
  return (
    <section className="kanban-field" aria-labelledby={id}>
      <h3 id={id} className="kanban-field__label">
        {title}
      </h3>
      {emptyNote ? <p className="muted kanban-note">{emptyNote}</p> : list}
      {children}
    </section>
  )
}

/** A task's attachments, by name. */
export function AttachmentsSection({ attachments }: { attachments: KanbanTask['attachments'] }) {
  const { t } = useTranslation()
  return (
    <TaskSection
      id="kanban-attachments"
      title={t('kanban.drawer.attachments')}
      emptyNote={attachments.length === 0 ? t('kanban.drawer.noAttachments') : null}
      list={
        <ul className="kanban-files">
          {attachments.map((file) => (
            <li key={file.name}>
              <img src={file.img} alt="" />
              {file.name}
            </li>
          ))}
        </ul>
      }
    />
  )
}

/** A task's comments, oldest first; `children` are the controls to add one, where allowed. */
export function CommentsSection({
  comments,
  children,
}: {
  comments: KanbanTask['comments']
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <TaskSection
      id="kanban-comments"
      title={t('kanban.drawer.comments')}
      emptyNote={comments.length === 0 ? t('kanban.drawer.noComments') : null}
      list={
        <ul className="kanban-comments">
          {comments.map((entry, index) => (
            <li key={index}>
              <img className="avatar avatar--sm" src={entry.img} alt="" />
              <div>
                <strong>{entry.name}</strong>
                <p>{entry.comment}</p>
              </div>
            </li>
          ))}
        </ul>
      }
    >
      {children}
    </TaskSection>
  )
}
