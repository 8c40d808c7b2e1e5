import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { dayOf } from '@models/format/day'
import { todoSorts } from '@models/todo/todo'
import { useList } from '@/services/list/use-list'
import { useQuery } from '@/services/use-query'
import { todoList } from '@/services/todo/todo-list'
import { assigneesQuery } from '@/services/todo/todo-query'
import { ListToolbar } from '@/components/list-table/list-toolbar'
import { TaskDrawer } from './task-drawer'
import { TaskList } from './task-list'
import { TodoSide } from './todo-side'
import { useTagName } from './use-tag-name'
import { useTaskDrawer } from './use-task-drawer'
import './todo.css'

/**
 * The team's to-do list (/apps/todo), on the list pattern: a side column of filters (My tasks,
 * Important, Completed, Deleted) and tags, a search and a sort, all in the URL; each task's
 * completed and important toggles, its edit drawer, and a soft delete behind an Undo (restored
 * from Deleted). Every change shows at once and goes back, with the catalogue's toast, when the
 * server refuses it.
 */
export default function TodoPage() {
  const { t } = useTranslation('todo')
  const tagName = useTagName()
  const list = useList(todoList)
  const team = useQuery(assigneesQuery)
  const drawer = useTaskDrawer(list, team.state.status === 'ready' ? team.state.data : [])
  const today = dayOf(new Date())
  const sortId = useId()

  const filter = list.params.filters.filter ?? ''
  const tag = list.params.filters.tag ?? ''
  const sortBy = list.params.filters.sortBy || 'latest'
  const view = t(`side.filters.${filter || 'all'}`)
  const count = list.page?.total

  return (
    <div className="page-stack todo-page">
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('subtitle')}</p>
      </header>
      <div className="todo">
        <TodoSide
          filter={filter}
          tag={tag}
          onFilter={(value) => list.filter('filter', value)}
          onTag={(value) => list.filter('tag', value)}
          onAdd={drawer.startAdd}
        />
        <section className="card todo-main" aria-labelledby="todo-view-title">
          <div className="todo-main__heading">
            <h2 id="todo-view-title">
              {view}
              {tag && <span className="todo-main__tag"> · {tagName(tag)}</span>}
            </h2>
            {count !== undefined && (
              <p className="todo-main__count" aria-live="polite">
                {t('list.count', { count })}
              </p>
            )}
          </div>
          <ListToolbar list={list} searchLabel={t('toolbar.search')}>
            <div className="todo-sort">
              <label htmlFor={sortId}>{t('toolbar.sort')}</label>
              <select
                id={sortId}
                className="input"
                value={sortBy}
                // Latest is the server's default: the plain link stays plain.
                onChange={(event) =>
                  list.filter('sortBy', event.target.value === 'latest' ? '' : event.target.value)
                }
              >
                {todoSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`toolbar.sorts.${sort}`)}
                  </option>
                ))}
              </select>
            </div>
          </ListToolbar>
          <TaskList
            list={list}
            today={today}
            onEdit={drawer.startEdit}
            onClearSearch={() => {
              list.type('')
              list.filter('tag', '')
            }}
          />
        </section>
      </div>
      {drawer.open && <TaskDrawer drawer={drawer} team={team.state} onRetryTeam={team.retry} />}
    </div>
  )
}
