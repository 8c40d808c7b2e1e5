import { describe, expect, it } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import type { LocalEventDraft } from '@models/local-store/local-events'
import { syncMachine } from '@machines/sync/sync.machine'
import type { SyncCommand, SyncEvent } from '@machines/sync/sync.types'
import type { ModelPath } from '../support/model-paths'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import { answer, failure, syncPaths, syncStateKey, syncStepLabel } from './sync-model'

const paths = syncPaths()

/** The machine with a sync actor that only listens, and what it recorded, reported and asked. */
function start() {
  const recorded: LocalEventDraft[][] = []
  const reported: unknown[] = []
  const asked: SyncCommand[] = []
  const actor = createActor(
    syncMachine.provide({
      actors: {
        sync: fromCallback<SyncCommand>(({ receive }) => {
          receive((command) => asked.push(command))
        }),
      },
      actions: {
        record: (_, { events }) => recorded.push(events),
        reportFailure: (_, { error }) => reported.push(error),
      },
    }),
  ).start()
  return { actor, recorded, reported, asked }
}

type Screen = 'reading' | 'loading' | 'failed' | 'showing' | 'showing, may be out of date'

interface World {
  screen: Screen
  /** A load failed and nothing answered since. */
  failedLast: boolean
}

/**
 * The rules, written apart from the machine: the screen shows what the store holds as soon as it
 * holds something; with nothing stored it waits for the server, and only then shows a failed load
 * as a failure; showing, a failed load (even one that failed before the store was read) only says
 * it may be out of date, until an answer comes.
 * Every answer is recorded, every failure reported, and asking again loads now.
 */
function expected(before: World, event: SyncEvent) {
  const after: World = { ...before }
  let records = 0
  let reports = 0
  let asks = 0
  const showing = before.screen.startsWith('showing')
  switch (event.type) {
    case 'sync.local':
      if (event.present && before.screen === 'reading' && before.failedLast)
        after.screen = 'showing, may be out of date'
      else if (event.present && !showing) after.screen = 'showing'
      else if (!event.present && before.screen === 'reading')
        after.screen = before.failedLast ? 'failed' : 'loading'
      break
    case 'sync.answered':
      records = 1
      after.failedLast = false
      if (before.screen === 'showing, may be out of date') after.screen = 'showing'
      break
    case 'sync.failed':
      reports = 1
      after.failedLast = true
      if (before.screen === 'loading') after.screen = 'failed'
      if (before.screen === 'showing') after.screen = 'showing, may be out of date'
      break
    case 'sync.retry':
      if (before.screen === 'failed') after.screen = 'loading'
      if (before.screen === 'failed' || showing) asks = 1
      break
  }
  return { after, records, reports, asks }
}

const screenOf = (value: unknown): Screen => {
  const key = JSON.stringify(value)
  if (key === '"opening"') return 'reading'
  if (key === '"waiting"') return 'loading'
  if (key === '"failed"') return 'failed'
  if (key === '{"showing":"fresh"}') return 'showing'
  return 'showing, may be out of date'
}

function run(path: ModelPath<SyncEvent>) {
  const { actor, recorded, reported, asked } = start()
  let world: World = { screen: 'reading', failedLast: false }
  expect(screenOf(actor.getSnapshot().value)).toBe('reading')
  for (const { event, state } of path.steps.slice(1)) {
    const counts = [recorded.length, reported.length, asked.length]
    const step = expected(world, event)
    actor.send(event)
    const snapshot = actor.getSnapshot()
    const label = syncStepLabel(event)
    expect(syncStateKey(snapshot), label).toBe(syncStateKey(state))
    expect(screenOf(snapshot.value), label).toBe(step.after.screen)
    expect(snapshot.context.error !== null, label).toBe(step.after.failedLast)
    expect(recorded.length - counts[0]!, `${label}: recorded`).toBe(step.records)
    if (step.records)
      expect(recorded.at(-1)).toEqual(answer.type === 'sync.answered' && answer.events)
    expect(reported.length - counts[1]!, `${label}: reported`).toBe(step.reports)
    if (step.reports) expect(reported.at(-1)).toBe(failure)
    expect(asked.length - counts[2]!, `${label}: asked to load now`).toBe(step.asks)
    world = step.after
  }
  actor.stop()
}

describeGeneratedPaths('sync machine (generated paths)', {
  machine: syncMachine,
  paths,
  run,
  leftOut: { event: (event) => event.type === 'sync.retry' },
})

describe('sync machine (behaviour)', () => {
  it('never shows a failure while the store has something to show', () => {
    const { actor } = start()
    actor.send({ type: 'sync.local', present: true })
    actor.send({ type: 'sync.failed', error: failure })
    actor.send({ type: 'sync.failed', error: failure })
    expect(actor.getSnapshot().matches('failed')).toBe(false)
    expect(actor.getSnapshot().matches({ showing: 'stale' })).toBe(true)
  })

  it('says that what it shows may be out of date when the first load failed before the store was read', () => {
    const { actor } = start()
    actor.send({ type: 'sync.failed', error: failure })
    actor.send({ type: 'sync.local', present: true })
    expect(actor.getSnapshot().matches({ showing: 'stale' })).toBe(true)
  })

  it('shows a first load that failed before the store was read as a failure', () => {
    const { actor } = start()
    actor.send({ type: 'sync.failed', error: failure })
    actor.send({ type: 'sync.local', present: false })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().context.error).toBe(failure)
  })
})
