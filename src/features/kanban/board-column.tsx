import { useState } from 'react'
import { useDroppable } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useTranslation } from 'react-i18next'
import { defaultDueDate, type KanbanBoard, type KanbanTask } from '@models/kanban/kanban'
import { Dropdown, DropdownAction } from '@/components/dropdown'
import { useCan } from '@/services/use-can'
import { ConfirmDialog } from './confirm-dialog'
import { QuickAdd } from './quick-add'
import { TaskCard, taskDragId } from './task-card'
import { useKanbanRequest } from './use-kanban'

/** The id dnd-kit knows a board by. */
export const boardDragId = (id: string) => `board:${id}`

/**
 * One board: its title (renamed in place), its menu, its tasks and a form to add one. Who may not
 * manage the board sees the title and the tasks only.
 */
export function BoardColumn({
  board,
  tasks,
  onOpenTask,
  onMoveTask,
}: {
  board: KanbanBoard
  tasks: KanbanTask[]
  onOpenTask: (task: KanbanTask) => void
  onMoveTask: (task: KanbanTask) => void
}) {
  const { t } = useTranslation()
  const request = useKanbanRequest()
  const canManage = useCan('manage', 'Kanban')
  const { setNodeRef, isOver } = useDroppable({
    id: boardDragId(board.id),
    data: { type: 'board', boardId: board.id },
  })
  const [renaming, setRenaming] = useState<string | null>(null)
  const [confirm, setConfirm] = useState<'delete' | 'clear' | null>(null)
  const headingId = `kanban-board-${board.id}`

  const saveName = () => {
    if (renaming === null) return
    const title = renaming.trim()
    if (!title || title === board.title) return setRenaming(null)
    // Shown at once; a refusal from the server puts the old name back, and a toast says why.
    request({ type: 'kanban.board.rename', boardId: board.id, title })
    setRenaming(null)
  }

  return (
    <section
      className={`kanban-board${isOver ? ' kanban-board--over' : ''}`}
      aria-labelledby={headingId}
      data-board-id={board.id}
    >
      <header className="kanban-board__header">
        {renaming === null ? (
          <h2
            id={headingId}
            className="kanban-board__title"
            onDoubleClick={canManage ? () => setRenaming(board.title) : undefined}
          >
            {board.title}
          </h2>
        ) : (
          <form
            className="kanban-board__rename"
            onSubmit={(event) => {
              event.preventDefault()
              saveName()
            }}
          >
            <h2 id={headingId} className="visually-hidden">
              {board.title}
            </h2>
            <input
              className="input"
              aria-label={t('kanban.board.renameLabel')}
              value={renaming}
              maxLength={200}
              autoFocus
              onChange={(event) => setRenaming(event.target.value)}
              onBlur={saveName}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setRenaming(null)
              }}
            />
          </form>
        )}
        <span className="kanban-board__count">
          {t('kanban.board.taskCount', { count: tasks.length })}
        </span>
        {canManage && (
          <Dropdown
            label={t('kanban.board.menu', { title: board.title })}
            trigger={<i className="pi pi-ellipsis-v" aria-hidden="true" />}
          >
            {(close) => (
              <>
                <DropdownAction
                  icon="pi pi-pencil"
                  close={close}
                  onSelect={() => setRenaming(board.title)}
                >
                  {t('kanban.board.rename')}
                </DropdownAction>
                <DropdownAction
                  icon="pi pi-eraser"
                  close={close}
                  onSelect={() => setConfirm('clear')}
                  disabled={tasks.length === 0}
                >
                  {t('kanban.board.clear')}
                </DropdownAction>
                <DropdownAction
                  icon="pi pi-trash"
                  close={close}
                  onSelect={() => setConfirm('delete')}
                  className="kanban-danger"
                >
                  {t('kanban.board.delete')}
                </DropdownAction>
              </>
            )}
          </Dropdown>
        )}
      </header>

      <SortableContext
        items={tasks.map((task) => taskDragId(task.id))}
        strategy={verticalListSortingStrategy}
      >
        <ul ref={setNodeRef} className="kanban-board__tasks" aria-labelledby={headingId}>
          {tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              onOpen={() => onOpenTask(task)}
              onMove={() => onMoveTask(task)}
            />
          ))}
          {tasks.length === 0 && (
            <li className="kanban-board__empty">
              <i className="pi pi-inbox" aria-hidden="true" />
              <strong>{t('kanban.board.empty')}</strong>
              <span>
                {t(canManage ? 'kanban.board.emptyHint' : 'kanban.board.emptyReadOnlyHint')}
              </span>
            </li>
          )}
        </ul>
      </SortableContext>

      {canManage && <AddTaskForm boardId={board.id} />}

      {confirm === 'delete' && (
        <ConfirmDialog
          title={t('kanban.confirm.deleteTitle', { title: board.title })}
          text={t('kanban.confirm.deleteText')}
          confirm={t('kanban.confirm.deleteConfirm')}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null)
            request({ type: 'kanban.board.delete', boardId: board.id })
          }}
        />
      )}
      {confirm === 'clear' && (
        <ConfirmDialog
          title={t('kanban.confirm.clearTitle', { title: board.title })}
          text={t('kanban.confirm.clearText')}
          confirm={t('kanban.confirm.clearConfirm')}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            setConfirm(null)
            request({ type: 'kanban.board.clear', boardId: board.id })
          }}
        />
      )}
    </section>
  )
}

/** Adds a task at the bottom of a board: shown at once, and the form is ready for the next one. */
function AddTaskForm({ boardId }: { boardId: string }) {
  const { t } = useTranslation()
  const request = useKanbanRequest()
  return (
    <QuickAdd
      className="kanban-add-task"
      openVariant="text"
      openClassName="kanban-board__add"
      submitIcon="pi pi-plus"
      again
      texts={{
        open: t('kanban.addTask.open'),
        label: t('kanban.addTask.label'),
        submit: t('kanban.addTask.submit'),
        cancel: t('kanban.addTask.cancel'),
      }}
      add={(title) =>
        request({
          type: 'kanban.task.add',
          draft: {
            title,
            boardId,
            labels: [],
            description: '',
            dueDate: defaultDueDate(),
            attachments: [],
            comments: [],
            assignedTo: [],
            coverImage: null,
          },
        })
      }
    />
  )
}
