import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { pageSearchMachine, resultsOf } from '@machines/page-search/page-search.machine'
import type { RemoteSearchData } from '@machines/page-search/page-search.types'
import type { SearchResult } from '@models/search/page-search'
import type { ModelPath } from '../support/model-paths'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import { doneLoading, failedLoading, pageSearchPaths, pages, remote } from './page-search-model'
import {
  closedSearch,
  expectedResults,
  nextSearch,
  type ExpectedSearch,
} from './page-search-oracle'

const paths = pageSearchPaths()

const named = (result: SearchResult | undefined) => result && `${result.group}:${result.item.title}`

/**
 * Runs one generated path against the real machine, with a fake loader the path controls, and
 * compares it after every step with the oracle written from SPEC.md (page-search-oracle.ts).
 */
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
      actions: { openResult: (_, params) => openResult(named(params.result)) },
    }),
  ).start()

  let expected: ExpectedSearch = closedSearch
  let loaded: RemoteSearchData | null = null
  for (const [index, step] of path.steps.entries()) {
    if (index === 0) continue // xstate.init
    const opened = openResult.mock.calls.length
    if (step.event.type === doneLoading.type) {
      loading!.resolve(remote)
      loaded = remote
      expected = {
        ...expected,
        remote: 'ready',
        active: expectedResults(pages, remote, expected.query).length > 0 ? 0 : -1,
      }
    } else if (step.event.type === failedLoading.type) {
      loading!.reject(new Error('offline'))
      expected = { ...expected, remote: 'failed' }
    } else {
      expected = nextSearch(expected, step.event, pages, loaded)
      actor.send(step.event as never)
    }
    await Promise.resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))

    const after = actor.getSnapshot()
    const at = `after ${step.event.type} (step ${index})`
    expect(after.matches('open'), at).toBe(expected.open)
    expect(openResult.mock.calls.slice(opened).flat(), at).toEqual(
      expected.opened ? [expected.opened] : [],
    )
    if (!expected.open) continue
    const phase = (['loading', 'ready', 'failed'] as const).find((name) =>
      after.matches({ open: name }),
    )
    expect(phase, at).toBe(expected.remote)
    expect(after.context.query, at).toBe(expected.query)
    expect(after.context.active, at).toBe(expected.active)
    expect(resultsOf(after.context).map(named), at).toEqual(
      expectedResults(pages, loaded, expected.query),
    )
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
    // Six pages, five files and five contacts match the empty query: 4 show in each group.
    expect(count).toBe(12)
    actor.send({ type: 'search.previous' })
    expect(actor.getSnapshot().context.active).toBe(count - 1)
    actor.send({ type: 'search.next' })
    expect(actor.getSnapshot().context.active).toBe(0)
  })
})
