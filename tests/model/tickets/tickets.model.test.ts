import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, type AnyEventObject, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { searchDelayMs, ticketsMachine } from '@machines/tickets/tickets.machine'
import type {
  OpenedTicket,
  TicketPage,
  TicketQuery,
  TicketsContext,
} from '@machines/tickets/tickets.types'
import type { TicketFolder } from '@models/ticket-mail'
import type { ModelPath } from '../support/model-paths'
import { createFakeActors, performStep, type FakeCall } from '../support/fake-actors'
import { takeCheckedStep } from '../support/checked-step'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import { listed, openedTicket, searchDue, serializeState, ticketsPaths } from './tickets-model'

const paths = ticketsPaths()

/** The screen's machine with fake requests the test settles, and the failures it reported. */
function startTickets() {
  const fakes = createFakeActors()
  const failures: unknown[] = []
  const actor = createActor(
    ticketsMachine.provide({
      actors: {
        fetchTickets: fakes.logic<TicketPage, TicketQuery>(),
        fetchTicket: fakes.logic<OpenedTicket, { id: number }>(),
      },
      actions: { reportFailure: (_, params) => failures.push(params.error) },
    }),
  ).start()
  const step = (event: AnyEventObject) => performStep(actor, event, fakes, () => searchDelayMs)
  return { actor, fakes, failures, step }
}

type Value = { list: string; reader: string }

interface Expected {
  value: Value
  context: TicketsContext
  failures: unknown[]
  calls: FakeCall[]
}

/**
 * The screen's rules, step by step, written apart from the machine: a folder or a search (after a
 * pause in typing) loads the list again; opening a ticket fetches it and shows it read in the list;
 * another folder puts the open ticket away.
 */
function expectedStep(before: AnyMachineSnapshot, event: EventObject): Expected {
  const context = before.context as TicketsContext
  const value = before.value as Value
  let list = value.list
  let reader = value.reader
  let next: TicketsContext = { ...context }
  const failures: unknown[] = []
  const calls: FakeCall[] = []
  const loadList = () => {
    list = 'loading'
    calls.push({ id: 'list', input: { folder: next.folder, query: next.query } })
  }
  const openTicket = () => {
    reader = 'opening'
    calls.push({ id: 'ticket', input: { id: next.openId } })
  }
  const closeReader = () => {
    reader = 'closed'
    next = { ...next, openId: null, opened: null, openError: null }
  }
  const error = (event as { error?: unknown }).error

  switch (event.type) {
    case 'tickets.folder': {
      const folder = (event as unknown as { folder: TicketFolder }).folder
      if (folder === context.folder) break
      next = { ...next, folder }
      closeReader()
      loadList()
      break
    }
    case 'tickets.search': {
      const query = (event as unknown as { query: string }).query.trim().replace(/\s+/g, ' ')
      if (query === context.query) break
      next = { ...next, query }
      list = 'typing'
      break
    }
    case searchDue:
      loadList()
      break
    case 'tickets.refresh':
      if (list === 'ready' || list === 'failed') loadList()
      break
    case 'tickets.retry':
      if (list === 'failed') loadList()
      break
    case 'xstate.done.actor.list': {
      const page = (event as unknown as { output: TicketPage }).output
      next = { ...next, tickets: page.tickets, counts: page.counts, listError: null }
      list = 'ready'
      break
    }
    case 'xstate.error.actor.list':
      next = { ...next, listError: error }
      failures.push(error)
      list = 'failed'
      break
    case 'tickets.open': {
      const id = (event as unknown as { id: number }).id
      if (id === context.openId) break
      next = { ...next, openId: id, opened: null, openError: null }
      openTicket()
      break
    }
    case 'tickets.close':
      closeReader()
      break
    case 'tickets.reader.retry':
      if (reader === 'failed') openTicket()
      break
    case 'xstate.done.actor.ticket': {
      const { ticket, counts } = (event as unknown as { output: OpenedTicket }).output
      next = {
        ...next,
        opened: ticket,
        tickets: next.tickets.map((item) => (item.id === ticket.id ? ticket : item)),
        counts: counts ?? next.counts,
        openError: null,
      }
      reader = 'open'
      break
    }
    case 'xstate.error.actor.ticket':
      next = { ...next, openError: error }
      failures.push(error)
      reader = 'failed'
      break
  }
  return { value: { list, reader }, context: next, failures, calls }
}

async function run(path: ModelPath) {
  const { actor, fakes, failures, step } = startTickets()
  expect(fakes.calls, 'every ticket is asked for at once').toEqual([
    { id: 'list', input: { folder: 'all', query: '' } },
  ])
  const running = { actor, step, effects: { failures, calls: fakes.calls } }
  for (const pathStep of path.steps.slice(1)) {
    await takeCheckedStep(running, pathStep, { serializeState, expectedStep })
  }
  actor.stop()
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describeGeneratedPaths('tickets machine (generated paths)', {
  machine: ticketsMachine,
  paths,
  run,
  leftOut: {
    event: (event) => event.type === 'tickets.reader.retry',
    transition: 'tickets.reader.failed --tickets.reader.retry[0]--> tickets.reader.opening',
  },
})

describe('tickets machine (behaviour)', () => {
  const listDone = (page: TicketPage) => ({ type: 'xstate.done.actor.list', output: page })

  it('asks the server once when the typing pauses, with the last text', async () => {
    const { fakes, step } = startTickets()
    await step(listDone(listed))
    await step({ type: 'tickets.search', query: 'p' })
    await vi.advanceTimersByTimeAsync(searchDelayMs - 100)
    await step({ type: 'tickets.search', query: 'pri' })
    await vi.advanceTimersByTimeAsync(searchDelayMs - 100)
    await step({ type: 'tickets.search', query: 'printer' })
    expect(fakes.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(searchDelayMs)
    expect(fakes.calls.at(-1)).toEqual({ id: 'list', input: { folder: 'all', query: 'printer' } })
    expect(fakes.calls).toHaveLength(2)
  })

  it('keeps the list on screen while the search waits and loads', async () => {
    const { actor, step } = startTickets()
    await step(listDone(listed))
    await step({ type: 'tickets.search', query: 'printer' })
    await vi.advanceTimersByTimeAsync(searchDelayMs)
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true)
    expect(actor.getSnapshot().context.tickets).toEqual(listed.tickets)
  })

  it('shows an opened new ticket read in the list and lowers the unread count', async () => {
    const { actor, step } = startTickets()
    await step(listDone(listed))
    await step({ type: 'tickets.open', id: 1 })
    await step({ type: 'xstate.done.actor.ticket', output: openedTicket(1) })
    const { tickets, counts, opened } = actor.getSnapshot().context
    expect(tickets.find((ticket) => ticket.id === 1)?.isRead).toBe(true)
    expect(opened?.id).toBe(1)
    expect(counts?.all.unread).toBe(0)
  })

  it('forgets the old folder’s answer when another folder is chosen while it loads', async () => {
    const { actor, fakes, step } = startTickets()
    await step({ type: 'tickets.folder', folder: 'Pending' })
    expect(fakes.calls.map((call) => call.input)).toEqual([
      { folder: 'all', query: '' },
      { folder: 'Pending', query: '' },
    ])
    expect(actor.getSnapshot().matches({ list: 'loading' })).toBe(true)
  })

  it('puts the open ticket away when another folder is chosen, not on a search', async () => {
    const { actor, step } = startTickets()
    await step(listDone(listed))
    await step({ type: 'tickets.open', id: 2 })
    await step({ type: 'xstate.done.actor.ticket', output: openedTicket(2) })
    await step({ type: 'tickets.search', query: 'printer' })
    expect(actor.getSnapshot().matches({ reader: 'open' })).toBe(true)
    await step({ type: 'tickets.folder', folder: 'Closed' })
    expect(actor.getSnapshot().matches({ reader: 'closed' })).toBe(true)
    expect(actor.getSnapshot().context.openId).toBeNull()
  })
})
