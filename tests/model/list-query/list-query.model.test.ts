import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type AnyEventObject, type AnyMachineSnapshot } from 'xstate'
import type { ListPage, ListParams } from '@models/lists/list-params'
import { listQueryMachine } from '@machines/list/list-query.machine'
import type {
  ListQueryContext,
  ListQueryEmitted,
  ListQueryEvent,
  ListQueryInput,
} from '@machines/list/list-query.types'
import { delayOf, flush } from '../support/fake-actors'
import { takeCheckedStep, type ExpectedStep } from '../support/checked-step'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import {
  cachedInput,
  freshInput,
  lastPageOf15,
  linkedParams,
  listQueryPaths,
  loadFailure,
  openingParams,
  pageFor,
  pastTheEnd,
  searchDue,
  searchOfTyped,
  serializeState,
  typedSearch,
  type FakeRow,
  type ListQueryPath,
} from './list-query-model'

const paths = listQueryPaths()

/** Issue 13: the search waits for the typing to pause this long before it asks the server. */
const searchPauseMs = 300

/** What an aborted load answers when it answers anyway, too late: never to be shown. */
const lateRows: ListPage<FakeRow> = { rows: [{ id: 666, askedFor: 'a load aborted' }], total: 1 }

/** One page asked of the fake server: the params it went with, and how the path ends it. */
interface Load {
  params: ListParams
  signal: AbortSignal
  resolve: (page: ListPage<unknown>) => void
  reject: (error: unknown) => void
  settled: boolean
}

type Effects = {
  /** The params of each load started. */
  asked: ListParams[]
  /** The params of each load aborted (and then answered, late). */
  aborted: ListParams[]
  navigated: ListQueryEmitted[]
  failures: unknown[]
}

/**
 * The list's machine with a fake server the path answers. A load the machine gives up on is
 * answered anyway once it is aborted, as a slow server would, so that every step shows that a
 * late answer changes nothing.
 */
function startList(input: ListQueryInput) {
  const loads: Load[] = []
  const effects: Effects = { asked: [], aborted: [], navigated: [], failures: [] }
  const actor = createActor(
    listQueryMachine.provide({
      actors: {
        fetchPage: fromPromise<ListPage<unknown>, ListParams>(
          ({ input: params, signal }) =>
            new Promise((resolve, reject) => {
              loads.push({ params, signal, resolve, reject, settled: false })
              effects.asked.push(params)
            }),
        ),
      },
      actions: { reportFailure: (_, params) => effects.failures.push(params.error) },
    }),
    { input },
  )
  actor.on('list.navigated', (event) => effects.navigated.push(event))
  actor.start()

  const inFlight = () => loads.filter((load) => !load.settled && !load.signal.aborted)

  async function step(event: AnyEventObject) {
    const answer = /^xstate\.(done|error)\.actor\.page$/.exec(event.type)
    if (delayOf(event)) {
      const before = actor.getSnapshot().value
      await vi.advanceTimersByTimeAsync(searchPauseMs - 1)
      expect(actor.getSnapshot().value, `no search after ${searchPauseMs - 1} ms`).toEqual(before)
      await vi.advanceTimersByTimeAsync(1)
    } else if (answer) {
      const [load] = inFlight()
      expect(inFlight(), 'one load is on its way').toHaveLength(1)
      load!.settled = true
      if (answer[1] === 'done') load!.resolve((event as { output?: ListPage<unknown> }).output!)
      else load!.reject((event as { error?: unknown }).error)
    } else {
      actor.send(event as ListQueryEvent)
    }
    await flush()
    // Whatever this step aborted answers now, too late.
    for (const load of loads.filter((each) => !each.settled && each.signal.aborted)) {
      load.settled = true
      effects.aborted.push(load.params)
      load.resolve(lateRows)
    }
    await flush()
  }
  return { actor, effects, step, inFlight }
}

type Value = { rows: 'loading' | 'ready' | 'failed'; search: 'idle' | 'typing' }

/** Two views of the list are the same when every param and every filter is. */
function sameView(a: ListParams, b: ListParams): boolean {
  const filters = new Set([...Object.keys(a.filters), ...Object.keys(b.filters)])
  return (
    a.q === b.q &&
    a.page === b.page &&
    a.perPage === b.perPage &&
    a.sort === b.sort &&
    a.sortColumn === b.sortColumn &&
    [...filters].every((name) => a.filters[name] === b.filters[name])
  )
}

/**
 * The list pattern's rules (issue 13), step by step, written apart from the machine:
 * - a change of filter, sort or page size asks for page 1 of the new view at once, a change of
 *   page for that page; each is announced for the URL (not replacing); a "change" to what the
 *   view already shows changes nothing;
 * - the search asks the server once the typing paused 300 ms, trimmed with blanks collapsed, on
 *   page 1, when that is another search; it is announced like any change;
 * - a URL changed from outside is shown as it is, search box included, and ends the typing; the
 *   list's own URL coming back changes nothing;
 * - a new load aborts the one on its way; the rows on screen stay while it loads and when it
 *   fails; refresh loads the same view again, retry a failed one;
 * - an answer past the last page asks for the last page, announced as a replacement.
 * `inFlight` is the load the previous steps left on its way.
 */
function expectedStep(
  before: AnyMachineSnapshot,
  event: AnyEventObject,
  inFlight: ListParams | null,
): ExpectedStep<Effects> {
  const context = before.context as ListQueryContext
  const value = { ...(before.value as Value) }
  let next: ListQueryContext = { ...context }
  const effects: Effects = { asked: [], aborted: [], navigated: [], failures: [] }
  const load = () => {
    if (value.rows === 'loading') effects.aborted.push(inFlight!)
    value.rows = 'loading'
    effects.asked.push(next.params)
  }
  const userChange = (params: ListParams) => {
    if (sameView(params, context.params)) return
    next = { ...next, params }
    effects.navigated.push({ type: 'list.navigated', params, replace: false })
    load()
  }
  const listEvent = event as ListQueryEvent
  const firstPage = { ...context.params, page: 1 }

  switch (listEvent.type) {
    case 'list.filter':
      if (context.params.filters[listEvent.name] === listEvent.value) break
      userChange({
        ...firstPage,
        filters: { ...context.params.filters, [listEvent.name]: listEvent.value },
      })
      break
    case 'list.sort':
      if (
        context.params.sortColumn === listEvent.column &&
        context.params.sort === listEvent.order
      ) {
        break
      }
      userChange({ ...firstPage, sortColumn: listEvent.column, sort: listEvent.order })
      break
    case 'list.perPage':
      if (context.params.perPage === listEvent.perPage) break
      userChange({ ...firstPage, perPage: listEvent.perPage })
      break
    case 'list.page':
      userChange({ ...context.params, page: listEvent.page })
      break
    case 'list.type':
      next = { ...next, typed: listEvent.text }
      value.search = 'typing'
      break
    case 'list.location':
      if (sameView(listEvent.params, context.params)) break
      next = { ...next, params: listEvent.params, typed: listEvent.params.q }
      value.search = 'idle'
      load()
      break
    case 'list.refresh':
      load()
      break
    case 'list.retry':
      if (value.rows === 'failed') load()
      break
  }
  switch (event.type) {
    case searchDue: {
      value.search = 'idle'
      const q = searchOfTyped[context.typed]
      expect(q, `the search for "${context.typed}" is known`).toBeDefined()
      if (q !== context.params.q) userChange({ ...firstPage, q: q! })
      break
    }
    case 'xstate.done.actor.page': {
      const page = (event as unknown as { output: ListPage<FakeRow> }).output
      // The model answers past the end only where the page asked for is past the last of 15.
      if (JSON.stringify(page) === JSON.stringify(pastTheEnd)) {
        const last = { ...context.params, page: lastPageOf15[context.params.perPage]! }
        next = { ...next, params: last }
        effects.navigated.push({ type: 'list.navigated', params: last, replace: true })
        effects.asked.push(last)
      } else {
        value.rows = 'ready'
        next = {
          ...next,
          page,
          shownParams: inFlight,
          error: null,
          revision: context.revision + 1,
        }
      }
      break
    }
    case 'xstate.error.actor.page': {
      const error = (event as { error?: unknown }).error
      value.rows = 'failed'
      next = { ...next, error }
      effects.failures.push(error)
      break
    }
  }
  return { value, context: next, ...effects }
}

/** What the list shows and asks as it opens, before any step. */
function expectedStart(input: ListQueryInput) {
  return {
    value: { rows: 'loading', search: 'idle' },
    context: {
      shape: input.shape,
      params: input.params,
      typed: input.params.q,
      page: input.cached ?? null,
      shownParams: input.cached ? input.params : null,
      error: null,
      revision: 0,
    },
  }
}

async function run(path: ListQueryPath) {
  const { actor, effects, step, inFlight } = startList(path.input)
  const start = actor.getSnapshot()
  const expected = expectedStart(path.input)
  expect(start.value, 'opening').toEqual(expected.value)
  expect(start.context, 'opening').toEqual(expected.context)
  expect(effects.asked, 'the URL’s page is asked for at once').toEqual([path.input.params])
  expect(effects.navigated, 'opening').toEqual([])

  const running = { actor, step, effects }
  for (const pathStep of path.steps.slice(1)) {
    const onItsWay = inFlight()[0]?.params ?? null
    await takeCheckedStep(running, pathStep, {
      serializeState,
      expectedStep: (before, event) => expectedStep(before, event, onItsWay),
    })
    // What is shown and what is on its way: the rows of the view they were asked for.
    const { context, value } = actor.getSnapshot()
    if (context.revision > 0 && context.page!.rows.length > 0) {
      expect(context.page!.rows, 'the rows shown are those of shownParams').toEqual(
        pageFor(context.shownParams!).rows,
      )
    }
    expect(
      inFlight().map((load) => load.params),
      'the load on its way',
    ).toEqual((value as Value).rows === 'loading' ? [context.params] : [])
  }
  actor.stop()
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describeGeneratedPaths('list query machine (generated paths)', {
  machine: listQueryMachine,
  paths,
  run: (path) => run(path as ListQueryPath),
  covers: 'covers every state and every transition of the machine, raised events included',
  leftOut: {
    event: (event) => event.type === 'list.retry',
    transition: 'listQuery.rows.failed --list.retry[0]--> listQuery.rows.loading',
  },
})

describe('list query machine (behaviour)', { timeout: 30_000 }, () => {
  const answer = (output: ListPage<unknown>) => ({ type: 'xstate.done.actor.page', output })

  it('asks the server once when the typing pauses for 300 ms, with the last text normalised', async () => {
    const { effects, step } = startList(freshInput)
    await step(answer(pageFor(openingParams)))
    await step({ type: 'list.type', text: 'A' })
    await vi.advanceTimersByTimeAsync(200)
    await step({ type: 'list.type', text: ' Ada  ' })
    await vi.advanceTimersByTimeAsync(200)
    await step({ type: 'list.type', text: typedSearch })
    await vi.advanceTimersByTimeAsync(299)
    expect(effects.asked).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(effects.asked.at(-1)).toEqual({ ...openingParams, q: 'Ada Lovelace' })
    expect(effects.asked).toHaveLength(2)
    expect(effects.navigated).toEqual([
      {
        type: 'list.navigated',
        params: { ...openingParams, q: 'Ada Lovelace' },
        replace: false,
      },
    ])
  })

  it('aborts each load a newer view replaces, and shows the newest view’s answer only', async () => {
    const { actor, effects, step } = startList(freshInput)
    await step({ type: 'list.filter', name: 'status', value: 'pending' })
    await step({ type: 'list.sort', column: 'billing', order: 'desc' })
    const pending = { ...openingParams, filters: { role: '', status: 'pending', currentPlan: '' } }
    const sorted = { ...pending, sortColumn: 'billing', sort: 'desc' as const }
    // Both answered late, by the fake server, as soon as they were aborted.
    expect(effects.aborted).toEqual([openingParams, pending])
    expect(actor.getSnapshot().context.page).toBeNull()
    await step(answer(pageFor(sorted)))
    const { context } = actor.getSnapshot()
    expect(context.page).toEqual(pageFor(sorted))
    expect(context.shownParams).toEqual(sorted)
    expect(context.revision).toBe(1)
    expect(effects.navigated.map((event) => [event.params, event.replace])).toEqual([
      [pending, false],
      [sorted, false],
    ])
  })

  it('keeps the rows on screen, dimmed by their own params, while the next page loads and when it fails', async () => {
    const { actor, step } = startList(freshInput)
    const first = pageFor(openingParams)
    await step(answer(first))
    await step({ type: 'list.page', page: 2 })
    expect(actor.getSnapshot().context.page).toEqual(first)
    expect(actor.getSnapshot().context.shownParams).toEqual(openingParams)
    expect(actor.getSnapshot().context.params).toEqual({ ...openingParams, page: 2 })
    await step({ type: 'xstate.error.actor.page', error: loadFailure })
    expect(actor.getSnapshot().value).toEqual({ rows: 'failed', search: 'idle' })
    expect(actor.getSnapshot().context.page).toEqual(first)
    expect(actor.getSnapshot().context.error).toBe(loadFailure)
  })

  it('follows Back while the user types: the URL’s search fills the box and nothing is asked later', async () => {
    const { actor, effects, step } = startList(freshInput)
    await step(answer(pageFor(openingParams)))
    await step({ type: 'list.type', text: 'Ada' })
    await step({ type: 'list.location', params: linkedParams })
    expect(actor.getSnapshot().context.typed).toBe('Grace Hopper')
    await vi.advanceTimersByTimeAsync(1000)
    expect(effects.asked).toEqual([openingParams, linkedParams])
    expect(effects.navigated).toEqual([])
  })

  it('asks for the last page, replacing the URL, when the page asked for is past the end', async () => {
    const { actor, effects, step } = startList({
      ...freshInput,
      params: { ...openingParams, page: 9 },
    })
    await step(answer({ rows: [], total: 23 }))
    const last = { ...openingParams, page: 3 }
    expect(effects.asked).toEqual([{ ...openingParams, page: 9 }, last])
    expect(effects.navigated).toEqual([{ type: 'list.navigated', params: last, replace: true }])
    expect(actor.getSnapshot().context.revision).toBe(0)
  })

  it('shows the rows of last visit at once and replaces them with the server’s', async () => {
    const { actor, step } = startList(cachedInput)
    expect(actor.getSnapshot().context.page).toEqual(cachedInput.cached)
    await step(answer(pageFor(openingParams)))
    expect(actor.getSnapshot().context.page).toEqual(pageFor(openingParams))
    expect(actor.getSnapshot().context.revision).toBe(1)
  })
})
