import { useEffect, useRef, type FocusEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { TodoTask } from '@models/todo/todo'
import type { ListView } from '@/services/list/use-list'
import type { TodoChange } from '@/services/todo/todo-list'
import { useErrorText } from '@/services/load-error-text'
import { LoadError, LoadingPlaceholder, SkeletonBlock } from '@/components/load-states'
import { Button } from '@/components/button'
import { TaskRow, type ShownTask } from './task-row'

/** Where the focus was in the list: the row's place and which of its controls. */
interface ListFocus {
  index: number
  control: string
}

/**
 * The tasks of the list's params: loading shows their shape, a failed first load says why with
 * Try again (the server's own words when it refused), a failed refresh says so above the rows it
 * keeps, and an empty list says what the filter shows and how to see more. When a row leaves the
 * list under the keyboard (deleted, or no longer in the filter), the focus goes to the same
 * control of the row that takes its place, not to the top of the page.
 */
export function TaskList({
  list,
  today,
  onEdit,
  onClearSearch,
}: {
  list: ListView<TodoTask, TodoChange>
  today: string
  onEdit: (task: TodoTask) => void
  onClearSearch: () => void
}) {
  const { t } = useTranslation('todo')
  const { page, status, error, params } = list
  const errorText = useErrorText(error) ?? ''
  const listRef = useRef<HTMLUListElement>(null)
  const focus = useRef<ListFocus | null>(null)
  const rows = page?.rows ?? null

  useEffect(() => {
    const element = listRef.current
    const last = focus.current
    if (!element || !last || !rows || rows.length === 0) return
    if (document.activeElement && document.activeElement !== document.body) return
    const items = element.querySelectorAll<HTMLElement>(':scope > .todo-row')
    const row = items[Math.min(last.index, items.length - 1)]
    row?.querySelector<HTMLElement>(`[data-control="${last.control}"]`)?.focus()
  }, [rows])

  if (!page) {
    if (status === 'failed') {
      return (
        <LoadError
          look="card"
          title={t('list.loadFailed')}
          message={errorText}
          onRetry={list.retry}
        />
      )
    }
    return (
      <LoadingPlaceholder label={t('list.loading')} className="todo-list todo-list--loading">
        {Array.from({ length: 6 }, (_, index) => (
          <SkeletonBlock key={index} className="todo-skeleton-row" />
        ))}
      </LoadingPlaceholder>
    )
  }

  const filter = params.filters.filter ?? ''
  const narrowed = params.q !== '' || (params.filters.tag ?? '') !== ''
  const change = list.change

  const onFocus = (event: FocusEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement
    const row = target.closest('.todo-row')
    const control = target.dataset.control
    if (!row || !control) return
    focus.current = { index: [...event.currentTarget.children].indexOf(row), control }
  }
  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    // The focus went elsewhere on the page: the list no longer keeps it.
    if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget as Node)) {
      focus.current = null
    }
  }

  return (
    <>
      {status === 'failed' && (
        <LoadError
          look="line"
          title={t('list.refreshFailed')}
          message={errorText}
          onRetry={list.retry}
        />
      )}
      {page.rows.length === 0 ? (
        <div className="todo-empty">
          <i className="pi pi-check-square todo-empty__icon" aria-hidden="true" />
          <p className="todo-empty__title">
            {narrowed ? t('list.empty.narrowed') : t(`list.empty.${filter || 'all'}`)}
          </p>
          {narrowed && (
            <Button variant="secondary" onClick={onClearSearch}>
              {t('list.empty.clear')}
            </Button>
          )}
        </div>
      ) : (
        <ul
          ref={listRef}
          className={list.dimmed ? 'todo-list todo-list--dimmed' : 'todo-list'}
          aria-label={t('list.label')}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {(page.rows as readonly ShownTask[]).map((task) => (
            <TaskRow
              key={task.id}
              task={task}
              today={today}
              onToggle={(field) =>
                void change({ kind: 'update', id: task.id, patch: { [field]: !task[field] } })
              }
              onEdit={() => onEdit(task)}
              onDelete={() => void change({ kind: 'delete', ids: [task.id] })}
              onRestore={() =>
                void change({ kind: 'update', id: task.id, patch: { isDeleted: false } })
              }
            />
          ))}
        </ul>
      )}
    </>
  )
}
