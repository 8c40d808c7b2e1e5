import { describe, expect, it } from 'vitest'
import { applyChanges, type RowShaping, type ShownChange } from '@models/lists/list-change'
import type { ListPage } from '@models/lists/list-params'

interface User {
  id: number | string
  fullName: string
  status: string
}

const user = (id: number, fullName: string, status = 'active'): User => ({ id, fullName, status })

/** Page 1 of the users list: three of the 23 users. */
const page: ListPage<User> = {
  rows: [user(1, 'Ada Lovelace'), user(2, 'Grace Hopper'), user(3, 'Alan Turing')],
  total: 23,
}

const shaping: RowShaping<User> = {
  rowId: (row) => row.id,
  draftRow: (draft, id) => ({ id, fullName: String(draft.fullName), status: 'pending' }),
}

const change = (key: number, shown: ShownChange['change']): ShownChange => ({ key, change: shown })

describe('applyChanges (the optimistic overlay of the list pattern)', () => {
  it('shows the page as it is when nothing is on its way', () => {
    expect(applyChanges(page, [], shaping)).toEqual(page)
  })

  it('puts an added row first, pending, with a draft id (negative: never a server’s), and counts it', () => {
    const shown = applyChanges(
      page,
      [change(4, { kind: 'add', draft: { fullName: 'Katherine Johnson' } })],
      shaping,
    )
    expect(shown.rows).toEqual([
      { id: -4, fullName: 'Katherine Johnson', status: 'pending', pending: true },
      user(1, 'Ada Lovelace'),
      user(2, 'Grace Hopper'),
      user(3, 'Alan Turing'),
    ])
    expect(shown.total).toBe(24)
  })

  it('patches an updated row where it is and marks it pending, the others untouched', () => {
    const shown = applyChanges(
      page,
      [change(1, { kind: 'update', id: 2, patch: { status: 'inactive' } })],
      shaping,
    )
    expect(shown.rows).toEqual([
      user(1, 'Ada Lovelace'),
      { id: 2, fullName: 'Grace Hopper', status: 'inactive', pending: true },
      user(3, 'Alan Turing'),
    ])
    expect(shown.rows[0]).not.toHaveProperty('pending')
    expect(shown.total).toBe(23)
  })

  it('leaves the page alone for an update of a row on another page', () => {
    const shown = applyChanges(
      page,
      [change(1, { kind: 'update', id: 17, patch: { status: 'inactive' } })],
      shaping,
    )
    expect(shown).toEqual(page)
  })

  it('takes deleted rows away and counts them', () => {
    const shown = applyChanges(page, [change(1, { kind: 'delete', ids: [1, 3] })], shaping)
    expect(shown.rows).toEqual([user(2, 'Grace Hopper')])
    expect(shown.total).toBe(21)
  })

  it('counts deleted rows of other pages too (a bulk delete across pages)', () => {
    const shown = applyChanges(page, [change(1, { kind: 'delete', ids: [2, 14, 19] })], shaping)
    expect(shown.rows).toEqual([user(1, 'Ada Lovelace'), user(3, 'Alan Turing')])
    expect(shown.total).toBe(20)
  })

  it('never counts below zero', () => {
    const shown = applyChanges(
      { rows: [user(1, 'Ada Lovelace')], total: 1 },
      [change(1, { kind: 'delete', ids: [1, 2, 3] })],
      shaping,
    )
    expect(shown).toEqual({ rows: [], total: 0 })
  })

  it('applies several changes in the order they were made', () => {
    const shown = applyChanges(
      page,
      [
        change(5, { kind: 'add', draft: { fullName: 'Katherine Johnson' } }),
        change(6, { kind: 'update', id: -5, patch: { fullName: 'Katherine G. Johnson' } }),
        change(7, { kind: 'update', id: 1, patch: { status: 'inactive' } }),
        change(8, { kind: 'delete', ids: [2] }),
        change(9, { kind: 'add', draft: { fullName: 'Hedy Lamarr' } }),
      ],
      shaping,
    )
    expect(shown.rows).toEqual([
      { id: -9, fullName: 'Hedy Lamarr', status: 'pending', pending: true },
      { id: -5, fullName: 'Katherine G. Johnson', status: 'pending', pending: true },
      { id: 1, fullName: 'Ada Lovelace', status: 'inactive', pending: true },
      user(3, 'Alan Turing'),
    ])
    expect(shown.total).toBe(24)
  })

  it('shows no row that an earlier change updated and a later one deleted', () => {
    const shown = applyChanges(
      page,
      [
        change(1, { kind: 'update', id: 3, patch: { status: 'inactive' } }),
        change(2, { kind: 'delete', ids: [3] }),
      ],
      shaping,
    )
    expect(shown.rows.map((row) => row.id)).toEqual([1, 2])
    expect(shown.total).toBe(22)
  })

  it('takes an added row away again when it is deleted before the server has it', () => {
    const shown = applyChanges(
      page,
      [
        change(1, { kind: 'add', draft: { fullName: 'Katherine Johnson' } }),
        change(2, { kind: 'delete', ids: [-1] }),
      ],
      shaping,
    )
    expect(shown).toEqual(page)
  })

  it('leaves the page it was given as it was', () => {
    const before = structuredClone(page)
    applyChanges(
      page,
      [
        change(1, { kind: 'add', draft: { fullName: 'Katherine Johnson' } }),
        change(2, { kind: 'update', id: 1, patch: { status: 'inactive' } }),
        change(3, { kind: 'delete', ids: [2] }),
      ],
      shaping,
    )
    expect(page).toEqual(before)
  })

  describe('on a list filtered on a field the changes may set (the active users, say)', () => {
    const active = (row: User) => row.status === 'active'

    it('takes a row off at once when an update moves it out, and counts it out', () => {
      const shown = applyChanges(
        page,
        [change(1, { kind: 'update', id: 2, patch: { status: 'inactive' } })],
        shaping,
        active,
      )
      expect(shown.rows).toEqual([user(1, 'Ada Lovelace'), user(3, 'Alan Turing')])
      expect(shown.total).toBe(22)
    })

    it('keeps a row an update leaves in, marked pending, and a later update may move it out', () => {
      const renamed = applyChanges(
        page,
        [change(1, { kind: 'update', id: 2, patch: { fullName: 'Grace B. Hopper' } })],
        shaping,
        active,
      )
      expect(renamed.rows[1]).toEqual({ ...user(2, 'Grace B. Hopper'), pending: true })
      expect(renamed.total).toBe(23)
      const thenOut = applyChanges(
        page,
        [
          change(1, { kind: 'update', id: 2, patch: { fullName: 'Grace B. Hopper' } }),
          change(2, { kind: 'update', id: 2, patch: { status: 'pending' } }),
        ],
        shaping,
        active,
      )
      expect(thenOut.rows.map((row) => row.id)).toEqual([1, 3])
      expect(thenOut.total).toBe(22)
    })

    it('does not show an added row that the list would not hold', () => {
      // The draft row of this shaping is pending, not active.
      const shown = applyChanges(
        page,
        [change(1, { kind: 'add', draft: { fullName: 'Katherine Johnson' } })],
        shaping,
        active,
      )
      expect(shown).toEqual(page)
      const pendingOnes = applyChanges(
        page,
        [change(1, { kind: 'add', draft: { fullName: 'Katherine Johnson' } })],
        shaping,
        (row) => row.status === 'pending' || row.status === 'active',
      )
      expect(pendingOnes.rows[0]).toMatchObject({ id: -1, pending: true })
      expect(pendingOnes.total).toBe(24)
    })
  })

  it('updates every row of a bulk update, pending, and leaves the total', () => {
    const shown = applyChanges(
      page,
      [change(5, { kind: 'updateMany', ids: [1, 3, 99], patch: { status: 'inactive' } })],
      shaping,
    )
    expect(shown).toEqual({
      rows: [
        { ...user(1, 'Ada Lovelace', 'inactive'), pending: true },
        user(2, 'Grace Hopper'),
        { ...user(3, 'Alan Turing', 'inactive'), pending: true },
      ],
      total: 23,
    })
  })

  it('shows a patch as the list says when it gives its own patchRow', () => {
    // A patch that says what to do: turn the status the other way.
    const toggling: RowShaping<User> = {
      ...shaping,
      patchRow: (row, patch) =>
        patch.toggle ? { ...row, status: row.status === 'active' ? 'inactive' : 'active' } : row,
    }
    const shown = applyChanges(
      { rows: [user(1, 'Ada Lovelace'), user(2, 'Grace Hopper', 'inactive')], total: 2 },
      [
        change(6, { kind: 'updateMany', ids: [1, 2], patch: { toggle: true } }),
        change(7, { kind: 'update', id: 1, patch: { toggle: true } }),
      ],
      toggling,
    )
    expect(shown.rows.map((row) => row.status)).toEqual(['active', 'active'])
  })
})
