import { describe, expect, it } from 'vitest'
import type { KanbanTask } from '@models/kanban/kanban'
import { moveTask, tasksOf } from '@models/kanban/kanban-board'
import { dropLanding } from '@/features/kanban/drop-landing'

const task = (id: number, boardId: string): KanbanTask => ({
  id,
  title: `Task ${id}`,
  boardId,
  labels: [],
  description: '',
  dueDate: '2026-01-01',
  attachments: [],
  comments: [],
  assignedTo: [],
})

// Todo: 1, 2, 3; Done: 4, 5.
const board = [task(1, 'todo'), task(2, 'todo'), task(3, 'todo'), task(4, 'done'), task(5, 'done')]

describe('dropLanding', () => {
  it('puts a task dropped on a later task of its board after it, and says so', () => {
    const landing = dropLanding(board, 1, 3)!
    expect(landing).toEqual({ boardId: 'todo', index: 2, position: 3, total: 3 })
    const moved = moveTask(board, 1, landing.boardId, landing.index)
    expect(tasksOf(moved, 'todo').map((entry) => entry.id)).toEqual([2, 3, 1])
  })

  it('puts a task dropped on an earlier task before it', () => {
    expect(dropLanding(board, 3, 1)).toEqual({ boardId: 'todo', index: 0, position: 1, total: 3 })
  })

  it('counts the task among the board it was dragged to', () => {
    // During the drag the task already joined Done, ahead of task 5; the keyboard leaves it over
    // itself there.
    const dragged = moveTask(board, 2, 'done', 1)
    expect(dropLanding(dragged, 2, 2)).toEqual({ boardId: 'done', index: 1, position: 2, total: 3 })
  })

  it('keeps a task dropped on a board (not on a task) where the drag put it', () => {
    const dragged = moveTask(board, 1, 'done', 99)
    expect(dropLanding(dragged, 1, null)).toEqual({
      boardId: 'done',
      index: 2,
      position: 3,
      total: 3,
    })
  })

  it('has no landing for a task it does not know', () => {
    expect(dropLanding(board, 42, 1)).toBeNull()
  })
})
