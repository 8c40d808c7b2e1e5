import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { kanbanCovers, kanbanLabels, kanbanPeople, type KanbanTask } from '@models/kanban/kanban'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { useCurrentUser } from '@/services/current-user'
import { Modal } from '@/components/modal/modal'
import { labelTone } from './label-tone'
import { AttachmentsSection, CommentsSection } from './task-sections'
import { useKanbanRequest } from './use-kanban'

/**
 * Edits a task in a side drawer. Saving shows the change on the board at once and closes the
 * drawer; the change waits in the outbox until the server has it, and a refusal takes it back with
 * a toast that says why.
 */
export function TaskDrawer({ task, onClose }: { task: KanbanTask; onClose: () => void }) {
  const { t } = useTranslation()
  const me = useCurrentUser()
  const request = useKanbanRequest()
  const [draft, setDraft] = useState<KanbanTask>(task)
  const [comment, setComment] = useState('')
  const [titleMissing, setTitleMissing] = useState(false)
  const change = (patch: Partial<KanbanTask>) => setDraft((current) => ({ ...current, ...patch }))
  const toggle = <T,>(list: T[], item: T, same: (a: T, b: T) => boolean) =>
    list.some((entry) => same(entry, item))
      ? list.filter((entry) => !same(entry, item))
      : [...list, item]

  const addComment = () => {
    const text = comment.trim()
    if (!text) return
    change({
      comments: [
        ...draft.comments,
        { name: me.fullName || me.email || '—', img: me.avatar, comment: text },
      ],
    })
    setComment('')
  }

  const save = (event: React.FormEvent) => {
    event.preventDefault()
    const title = draft.title.trim()
    if (!title) return setTitleMissing(true)
    if (request({ type: 'kanban.task.update', task: { ...draft, title } })) onClose()
  }

  return (
    <Modal
      variant="drawer"
      title={t('kanban.drawer.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('kanban.drawer.cancel')}
          </Button>
          <Button type="submit" form="kanban-task-form" icon="pi pi-check">
            {t('kanban.drawer.save')}
          </Button>
        </>
      }
    >
      <form id="kanban-task-form" className="kanban-form" onSubmit={save} noValidate>
        <FormField
          label={t('kanban.drawer.fields.title')}
          error={titleMissing ? t('kanban.drawer.titleRequired') : null}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              value={draft.title}
              maxLength={200}
              onChange={(event) => {
                setTitleMissing(false)
                change({ title: event.target.value })
              }}
            />
          )}
        </FormField>

        <FormField label={t('kanban.drawer.fields.dueDate')}>
          {(control) => (
            <input
              {...control}
              className="input"
              type="date"
              value={draft.dueDate}
              required
              onChange={(event) => event.target.value && change({ dueDate: event.target.value })}
            />
          )}
        </FormField>

        <fieldset className="kanban-field kanban-choices">
          <legend className="kanban-field__label">{t('kanban.drawer.fields.labels')}</legend>
          {[...new Set([...kanbanLabels, ...draft.labels])].map((label) => (
            <label key={label} className={`kanban-chip tone--${labelTone(label)}`}>
              <input
                type="checkbox"
                checked={draft.labels.includes(label)}
                onChange={() => change({ labels: toggle(draft.labels, label, (a, b) => a === b) })}
              />
              {label}
            </label>
          ))}
        </fieldset>

        <fieldset className="kanban-field kanban-choices">
          <legend className="kanban-field__label">{t('kanban.drawer.fields.assignees')}</legend>
          {[
            ...kanbanPeople,
            ...draft.assignedTo.filter(
              (person) => !kanbanPeople.some((known) => known.title === person.title),
            ),
          ].map((person) => (
            <label key={person.title} className="kanban-chip kanban-chip--person">
              <input
                type="checkbox"
                checked={draft.assignedTo.some((entry) => entry.title === person.title)}
                onChange={() =>
                  change({
                    assignedTo: toggle(draft.assignedTo, person, (a, b) => a.title === b.title),
                  })
                }
              />
              <img className="avatar kanban-chip__avatar" src={person.img} alt="" />
              {person.title}
            </label>
          ))}
        </fieldset>

        <FormField label={t('kanban.drawer.fields.description')}>
          {(control) => (
            <textarea
              {...control}
              className="input kanban-textarea"
              rows={3}
              value={draft.description}
              onChange={(event) => change({ description: event.target.value })}
            />
          )}
        </FormField>

        <fieldset className="kanban-field kanban-covers">
          <legend className="kanban-field__label">{t('kanban.drawer.fields.cover')}</legend>
          <label className="kanban-cover-choice">
            <input
              type="radio"
              name="cover"
              checked={!draft.coverImage}
              onChange={() => change({ coverImage: null })}
            />
            <span className="kanban-cover-choice__none">{t('kanban.drawer.fields.noCover')}</span>
          </label>
          {[...new Set([...kanbanCovers, ...(draft.coverImage ? [draft.coverImage] : [])])].map(
            (cover, index) => (
              <label key={cover} className="kanban-cover-choice">
                <input
                  type="radio"
                  name="cover"
                  checked={draft.coverImage === cover}
                  onChange={() => change({ coverImage: cover })}
                />
                <img src={cover} alt={`${t('kanban.drawer.fields.cover')} ${index + 1}`} />
              </label>
            ),
          )}
        </fieldset>

        <AttachmentsSection attachments={draft.attachments} />

        <CommentsSection comments={draft.comments}>
          <textarea
            className="input kanban-textarea"
            rows={2}
            aria-label={t('kanban.drawer.newComment')}
            placeholder={t('kanban.drawer.newComment')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          <Button
            variant="secondary"
            icon="pi pi-comment"
            className="kanban-comments__add"
            disabled={comment.trim() === ''}
            onClick={addComment}
          >
            {t('kanban.drawer.addComment')}
          </Button>
        </CommentsSection>
      </form>
    </Modal>
  )
}
