import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { KanbanTask } from '@models/kanban/kanban'
import { tasksOf } from '@models/kanban/kanban-board'
import { Button } from '@/components/button'
import { FormField } from '@/components/form-field/form-field'
import { Modal } from '@/components/modal/modal'
import { useBoardView, useKanbanRequest } from './use-kanban'

/** The way to move a task without dragging: a board and a position. */
export function MoveDialog({ task, onClose }: { task: KanbanTask; onClose: () => void }) {
  const { t } = useTranslation()
  const { boards, tasks } = useBoardView()
  const request = useKanbanRequest()
  const [boardId, setBoardId] = useState(task.boardId)
  const current = tasksOf(tasks, task.boardId).findIndex((candidate) => candidate.id === task.id)
  const [index, setIndex] = useState(Math.max(0, current))
  // The task's own board offers its places; another board one more (after its last task).
  const others = tasksOf(tasks, boardId).filter((candidate) => candidate.id !== task.id)
  const total = others.length + 1

  const chooseBoard = (id: string) => {
    setBoardId(id)
    setIndex(id === task.boardId ? Math.max(0, current) : tasksOf(tasks, id).length)
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    request({ type: 'kanban.task.move', taskId: task.id, boardId, index })
    onClose()
  }

  return (
    <Modal
      title={t('kanban.move.title', { title: task.title })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('kanban.move.cancel')}
          </Button>
          <Button type="submit" form="kanban-move-form" icon="pi pi-arrow-right">
            {t('kanban.move.submit')}
          </Button>
        </>
      }
    >
      <form id="kanban-move-form" className="kanban-form" onSubmit={submit}>
        <FormField label={t('kanban.move.board')}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={boardId}
              onChange={(event) => chooseBoard(event.target.value)}
            >
              {boards.map((board) => (
                <option key={board.id} value={board.id}>
                  {board.title}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('kanban.move.position')}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={index}
              onChange={(event) => setIndex(Number(event.target.value))}
            >
              {Array.from({ length: total }, (_, position) => (
                <option key={position} value={position}>
                  {t('kanban.move.positionOption', { position: position + 1, total })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </form>
    </Modal>
  )
}
