import { describe, expect, it } from 'vitest'
import { boardIdFor, defaultDueDate, type KanbanTask } from '@models/kanban/kanban'
import {
  applyCommand,
  changeBoard,
  idsOf,
  moveTask,
  movesAnything,
  reorderBoard,
} from '@models/kanban/kanban-board'

const task = (id: number, boardId: string) => ({ id, boardId }) as KanbanTask
const tasks = [task(1, 'a'), task(2, 'b'), task(3, 'a'), task(4, 'a')]

describe('kanban board helpers', () => {
  it('moves a task within its board to the given place', () => {
    expect(idsOf(moveTask(tasks, 4, 'a', 0), 'a')).toEqual([4, 1, 3])
    expect(idsOf(moveTask(tasks, 1, 'a', 2), 'a')).toEqual([3, 4, 1])
  })

  it('moves a task to another board at the given place and leaves other boards alone', () => {
    const moved = moveTask(tasks, 3, 'b', 0)
    expect(idsOf(moved, 'b')).toEqual([3, 2])
    expect(idsOf(moved, 'a')).toEqual([1, 4])
    expect(idsOf(moveTask(tasks, 3, 'c', 5), 'c')).toEqual([3])
  })

  it('tells a move that changes nothing', () => {
    expect(movesAnything(tasks, { kind: 'move', key: '', taskId: 1, boardId: 'a', index: 0 })).toBe(
      false,
    )
    expect(movesAnything(tasks, { kind: 'move', key: '', taskId: 4, boardId: 'a', index: 9 })).toBe(
      false,
    )
    expect(movesAnything(tasks, { kind: 'move', key: '', taskId: 9, boardId: 'a', index: 0 })).toBe(
      false,
    )
    expect(movesAnything(tasks, { kind: 'move', key: '', taskId: 1, boardId: 'b', index: 0 })).toBe(
      true,
    )
  })

  it('puts a task last on its new board, as update-task-board does, and reorders a board', () => {
    expect(idsOf(changeBoard(tasks, 2, 'a'), 'a')).toEqual([1, 3, 4, 2])
    expect(idsOf(reorderBoard(tasks, 'a', [4, 3, 1]), 'a')).toEqual([4, 3, 1])
  })

  it('puts an edited task that changes board last on the new board, as update-task does', () => {
    const state = { boards: [], tasks }
    const edited = applyCommand(state, { kind: 'updateTask', key: '', task: task(1, 'b') })
    expect(idsOf(edited.tasks, 'b')).toEqual([2, 1])
    expect(idsOf(edited.tasks, 'a')).toEqual([3, 4])
    // An edit that keeps the board keeps the task's place.
    const kept = applyCommand(state, { kind: 'updateTask', key: '', task: task(3, 'a') })
    expect(kept.tasks).toEqual(tasks)
  })

  it('makes the default due date two days from now', () => {
    expect(defaultDueDate(new Date(2026, 10, 22, 23, 30))).toBe('2026-11-24')
    expect(defaultDueDate(new Date(2026, 11, 30, 8))).toBe('2027-01-01')
  })

  it('makes board ids from titles, unique among the boards', () => {
    expect(boardIdFor('In Progress', [])).toBe('in-progress')
    expect(boardIdFor('Revisión', ['revision'])).toBe('revision-2')
    expect(boardIdFor('!!!', [])).toBe('board')
  })
})
