import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { LocalEventDraft } from '@models/local-store/local-events'
import { kanbanMachine } from '@machines/kanban/kanban.machine'
import type { KanbanEmitted, KanbanEvent, KanbanInput } from '@machines/kanban/kanban.types'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import {
  firstBoard,
  kanbanPaths,
  laterBoard,
  requests,
  serializeState,
  type KanbanPath,
} from './kanban-model'
import { expectedChange, type Request, type Shown } from './kanban-request-oracle'

const paths = kanbanPaths()

/** The machine, with what it recorded in the store and told the screen. */
function startKanban(input: KanbanInput) {
  const recorded: LocalEventDraft[][] = []
  const told: KanbanEmitted[] = []
  const actor = createActor(
    kanbanMachine.provide({ actions: { record: (_, { events }) => void recorded.push(events) } }),
    { input },
  )
  actor.on('kanban.queued', (event) => told.push(event))
  actor.start()
  return { actor, recorded, told }
}

/**
 * Runs a path, checking each step against the oracle: a request is recorded as one `change.queued`
 * of the kanban area, under its key, exactly when the oracle says it is a change, and the screen is
 * told so; the board shown is what decides.
 */
function run(path: KanbanPath) {
  const { actor, recorded, told } = startKanban(path.input)
  let shown: Shown | null = null
  for (const { event, state } of path.steps.slice(1)) {
    const before = { recorded: recorded.length, told: told.length }
    actor.send(event as KanbanEvent)
    const label = `after ${event.type}`
    expect(serializeState(actor.getSnapshot()), label).toBe(serializeState(state))
    if (event.type === 'kanban.shown') {
      shown = (event as unknown as { board: Shown }).board
      expect(recorded.length, label).toBe(before.recorded)
      continue
    }
    const change = expectedChange(shown, path.input.mayChange, event as unknown as Request)
    if (!change) {
      expect(recorded.slice(before.recorded), label).toEqual([])
      expect(told.slice(before.told), label).toEqual([])
      continue
    }
    expect(recorded.slice(before.recorded), label).toEqual([
      [{ type: 'change.queued', area: 'kanban', kid: change.key, change }],
    ])
    expect(told.slice(before.told), label).toEqual([
      { type: 'kanban.queued', key: change.key, kind: change.kind },
    ])
  }
  actor.stop()
}

describeGeneratedPaths('kanban machine (generated paths)', {
  machine: kanbanMachine,
  paths,
  run: (path) => run(path as KanbanPath),
  leftOut: { event: (event) => event.type === 'kanban.board.clear' },
})

describe('kanban machine (behaviour)', () => {
  const move = requests.find((request) => request.type === 'kanban.task.move')!

  it('queues nothing before the store shows a board', () => {
    const { actor, recorded } = startKanban({ mayChange: true })
    actor.send(move)
    expect(actor.getSnapshot().value).toBe('opening')
    expect(recorded).toEqual([])
  })

  it('lets a client see the board change and change nothing', () => {
    const { actor, recorded } = startKanban({ mayChange: false })
    actor.send({ type: 'kanban.shown', board: firstBoard })
    for (const request of requests) actor.send(request)
    actor.send({ type: 'kanban.shown', board: laterBoard })
    expect(actor.getSnapshot().value).toBe('readOnly')
    expect(actor.getSnapshot().context.board).toBe(laterBoard)
    expect(recorded).toEqual([])
  })

  it('decides on the board shown last: a move made pointless by another tab is not queued', () => {
    const { actor, recorded } = startKanban({ mayChange: true })
    actor.send({ type: 'kanban.shown', board: firstBoard })
    // Another tab moved task 1 to Done first.
    actor.send({ type: 'kanban.shown', board: laterBoard })
    actor.send(move)
    expect(recorded).toEqual([])
  })

  it('names a new board after a board of the same title already shown', () => {
    const { actor, recorded } = startKanban({ mayChange: true })
    actor.send({ type: 'kanban.shown', board: laterBoard })
    actor.send({ type: 'kanban.board.add', key: 'k', title: 'Later' })
    expect(recorded).toEqual([
      [
        {
          type: 'change.queued',
          area: 'kanban',
          kid: 'k',
          change: { kind: 'addBoard', key: 'k', title: 'Later', boardId: 'later-2' },
        },
      ],
    ])
  })
})
