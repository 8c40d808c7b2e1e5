import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { todoTags, type TodoAssignee } from '@models/todo/todo'
import type { QueryState } from '@/services/use-query'
import { Modal } from '@/components/modal/modal'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { DatePicker } from '@/components/pickers/date-picker'
import { MultiPicker } from '@/components/pickers/multi-picker'
import { TagChip } from './task-tags'
import { tagTone } from './tag-tone'
import { useTagName } from './use-tag-name'
import type { TaskDrawerState } from './use-task-drawer'

const formId = 'todo-task-form'

/**
 * A task's fields in a side drawer, for adding one and for editing one: the title (required), the
 * due date from PrimeReact's Calendar, the assignee from the team, the tags from a multi-select
 * and the description. Its state lives with the page (useTaskDrawer). A wrong field takes the
 * focus on Save, and when the drawer opens again after a refusal.
 */
export function TaskDrawer({
  drawer,
  team,
  onRetryTeam,
}: {
  drawer: TaskDrawerState
  team: QueryState<TodoAssignee[]>
  onRetryTeam: () => void
}) {
  const { t } = useTranslation('todo')
  const tagName = useTagName()
  const { draft, messages, mode, change } = drawer
  const adding = mode.kind === 'add'

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    void drawer.save().then((sent) => {
      if (!sent) form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })
  }

  const members = team.status === 'ready' ? team.data : []
  // Whoever the task is for stays choosable, on the team or no longer.
  const names = members.map((person) => person.fullName)
  if (draft.assignee !== '' && !names.includes(draft.assignee)) names.unshift(draft.assignee)
  const tagOptions = [...new Set([...todoTags, ...draft.tags])].map((tag) => ({
    value: tag,
    label: tagName(tag),
  }))

  return (
    <Modal
      variant="drawer"
      title={adding ? t('form.addTitle') : t('form.editTitle')}
      onClose={drawer.close}
      initialFocus={() =>
        document.querySelector<HTMLElement>(`#${formId} [aria-invalid="true"]`) ??
        document.querySelector<HTMLElement>(`#${formId} input`)
      }
      footer={
        <>
          {adding ? (
            <Button variant="secondary" onClick={drawer.reset}>
              {t('form.reset')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={drawer.close}>
              {t('form.cancel')}
            </Button>
          )}
          <Button type="submit" form={formId} icon="pi pi-check">
            {adding ? t('form.add') : t('form.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="todo-form" noValidate onSubmit={submit}>
        <FormField label={t('form.fields.title')} error={messages.title}>
          {(control) => (
            <input
              {...control}
              className="input"
              autoComplete="off"
              value={draft.title}
              maxLength={200}
              onChange={(event) => change('title', event.target.value)}
            />
          )}
        </FormField>

        <FormField label={t('form.fields.dueDate')} error={messages.dueDate}>
          {(control) => (
            <DatePicker
              control={control}
              value={draft.dueDate}
              placeholder={t('form.pickDate')}
              onChange={(day) => change('dueDate', day)}
            />
          )}
        </FormField>

        <FormField label={t('form.fields.assignee')} error={messages.assignee}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={draft.assignee}
              onChange={(event) => change('assignee', event.target.value)}
            >
              <option value="">{t('form.nobody')}</option>
              {names.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {team.status === 'loading' && <p className="todo-form__note">{t('form.teamLoading')}</p>}
        {team.status === 'error' && (
          <p className="todo-form__note todo-form__note--error" role="alert">
            {t('form.teamFailed')}{' '}
            <Button variant="text" icon="pi pi-refresh" onClick={onRetryTeam}>
              {t('form.retry')}
            </Button>
          </p>
        )}

        <FormField label={t('form.fields.tags')} error={messages.tags}>
          {(control) => (
            <MultiPicker
              control={control}
              options={tagOptions}
              value={draft.tags}
              placeholder={t('form.pickTags')}
              emptyMessage={t('form.noTags')}
              onChange={(tags) => change('tags', tags)}
              option={(option) => (
                <span className="todo-form__tag-option">
                  <span className={`todo-dot tone--${tagTone(option.value)}`} aria-hidden="true" />
                  {option.label}
                </span>
              )}
              chip={(option) => <TagChip tag={option.value} />}
            />
          )}
        </FormField>

        <FormField label={t('form.fields.description')} error={messages.description}>
          {(control) => (
            <textarea
              {...control}
              className="input todo-form__description"
              rows={4}
              maxLength={2000}
              value={draft.description}
              onChange={(event) => change('description', event.target.value)}
            />
          )}
        </FormField>
      </form>
    </Modal>
  )
}
