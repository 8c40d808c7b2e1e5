import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { pageSearchMachine, resultsOf } from '@machines/page-search/page-search.machine'
import type { PageSearchContext, RemoteSearchData } from '@machines/page-search/page-search.types'
import { transitionPaths, type ModelPath } from '../support/model-paths'
import { describeGeneratedPaths } from '../support/describe-generated-paths'

const pages = [
  { link: '/', title: 'Home', icon: 'pi pi-home' },
  { link: '/access-control', title: 'Access Control', icon: 'pi pi-lock' },
  { link: '/misc/error', title: 'Page Not Found', icon: 'pi pi-exclamation-triangle' },
]
const remote: RemoteSearchData = {
  files: [{ title: 'Passport Image', by: 'Oliver Queen', size: '52kb', file: '/f.svg' }],
  contacts: [
    { title: 'Rena Brant', email: 'nephrod@preany.co.uk', img: '/a.svg', date: '04/12/2020' },
  ],
}

const doneLoading = { type: 'xstate.done.actor.loadRemote', output: remote }
const failedLoading = { type: 'xstate.error.actor.loadRemote', error: new Error('offline') }

const userEvents = [
  { type: 'search.open', pages },
  { type: 'search.close' },
  { type: 'search.type', query: 'a' },
  { type: 'search.type', query: 'zzz' },
  { type: 'search.next' },
  { type: 'search.previous' },
  { type: 'search.highlight', position: 1 },
  { type: 'search.highlight', position: 99 },
  { type: 'search.select' },
  { type: 'search.retry' },
] as EventObject[]

// The loader can only finish while it runs: its done and error events exist only when loading.
const events = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches({ open: 'loading' }) ? [...userEvents, doneLoading, failedLoading] : userEvents

// The context grows with what is typed: the state key keeps only what decides behaviour.
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const context = snapshot.context as PageSearchContext
  return JSON.stringify([
    snapshot.value,
    context.query,
    context.active,
    context.remote !== null,
    context.error !== null,
  ])
}

const paths = transitionPaths(pageSearchMachine, { events, serializeState })

/** Runs one generated path against the real machine, with a fake loader the path controls. */
async function run(path: ModelPath) {
  let loading: {
    resolve: (data: RemoteSearchData) => void
    reject: (error: Error) => void
  } | null = null
  const openResult = vi.fn()
  const actor = createActor(
    pageSearchMachine.provide({
      actors: {
        loadRemote: fromPromise<RemoteSearchData>(
          () => new Promise((resolve, reject) => (loading = { resolve, reject })),
        ),
      },
      actions: { openResult: (_, params) => openResult(params.result) },
    }),
  ).start()

  for (const [index, step] of path.steps.entries()) {
    if (index === 0) continue // xstate.init
    const before = actor.getSnapshot()
    if (step.event.type === doneLoading.type) loading!.resolve(remote)
    else if (step.event.type === failedLoading.type) loading!.reject(new Error('offline'))
    else actor.send(step.event as never)
    await Promise.resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))

    const after = actor.getSnapshot()
    expect(after.value, `after ${step.event.type}`).toEqual(step.state.value)
    expect(after.context.query).toBe(step.state.context.query)
    expect(after.context.active).toBe(step.state.context.active)
    if (step.event.type === 'search.select' && after.matches('closed') && before.matches('open')) {
      expect(openResult).toHaveBeenLastCalledWith(resultsOf(before.context)[before.context.active])
    }
  }
  actor.stop()
}

describeGeneratedPaths('page search machine (generated paths)', {
  machine: pageSearchMachine,
  paths,
  run,
})

describe('page search machine (behaviour)', () => {
  it('opens a highlighted page with Enter and closes', async () => {
    const openResult = vi.fn()
    const actor = createActor(
      pageSearchMachine.provide({
        actors: { loadRemote: fromPromise(async () => remote) },
        actions: { openResult: (_, params) => openResult(params.result) },
      }),
    ).start()
    actor.send({ type: 'search.open', pages })
    await new Promise((resolve) => setTimeout(resolve, 0))
    actor.send({ type: 'search.type', query: 'access' })
    actor.send({ type: 'search.select' })
    expect(openResult).toHaveBeenCalledWith({ group: 'pages', item: pages[1] })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })

  it('wraps the highlight from the last result to the first', async () => {
    const actor = createActor(
      pageSearchMachine.provide({ actors: { loadRemote: fromPromise(async () => remote) } }),
    ).start()
    actor.send({ type: 'search.open', pages })
    await new Promise((resolve) => setTimeout(resolve, 0))
    const count = resultsOf(actor.getSnapshot().context).length
    expect(count).toBe(5)
    actor.send({ type: 'search.previous' })
    expect(actor.getSnapshot().context.active).toBe(count - 1)
    actor.send({ type: 'search.next' })
    expect(actor.getSnapshot().context.active).toBe(0)
  })
})
