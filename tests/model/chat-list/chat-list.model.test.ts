import { describe, expect, it } from 'vitest'
import { createActor, type AnyEventObject, type AnyMachineSnapshot, type EventObject } from 'xstate'
import type { ChatContactRecord } from '@models/chat/chat-records'
import type { DomainEventDraft } from '@machines/chat/chat-events-draft'
import { chatListMachine } from '@machines/chat/chat-list.machine'
import type { ChatListContext, ChatListInput, ChatPage } from '@machines/chat/chat-list.types'
import type { ModelPath } from '../support/model-paths'
import { createFakeActors, performStep, type FakeCall } from '../support/fake-actors'
import { takeCheckedStep } from '../support/checked-step'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import {
  chatListPaths,
  chatPage,
  directory,
  listInput,
  pushedMessage,
  serializeState,
} from './chat-list-model'

const paths = chatListPaths()

/** The list with fake requests the test settles, and what it recorded and reported. */
function startList(input: ChatListInput = listInput) {
  const fakes = createFakeActors()
  const recorded: DomainEventDraft[] = []
  const failures: unknown[] = []
  const actor = createActor(
    chatListMachine.provide({
      actors: {
        fetchPage: fakes.logic<ChatPage, ChatListInput & { page: number }>(),
        fetchDirectory: fakes.logic<ChatContactRecord[], ChatListInput & { exclude: number[] }>(),
      },
      actions: {
        record: (_, params) => recorded.push(...params.events),
        reportFailure: (_, params) => failures.push(params.error),
      },
    }),
    { input },
  ).start()
  const step = (event: AnyEventObject) => performStep(actor, event, fakes, () => 0)
  return { actor, fakes, recorded, failures, step }
}

interface Expected {
  value: string
  nextPage: number | null
  chatContactIds: number[]
  directoryFailed: boolean
  moreWanted: boolean
  records: DomainEventDraft[]
  failures: unknown[]
  calls: FakeCall[]
}

/**
 * The list's rules, step by step (chats page by page, then the people without a chat, pushes for
 * chats that are not open recorded unseen), written apart from the machine.
 */
function expectedStep(before: AnyMachineSnapshot, event: EventObject): Expected {
  const context = before.context as ChatListContext
  const { chatType, userId } = context
  const same: Expected = {
    value: before.value as string,
    nextPage: context.nextPage,
    chatContactIds: context.chatContactIds,
    directoryFailed: context.directoryFailed,
    moreWanted: context.moreWanted,
    records: [],
    failures: [],
    calls: [],
  }
  const firstPage = (): Expected => ({
    ...same,
    value: 'loading',
    nextPage: 1,
    chatContactIds: [],
    moreWanted: false,
    calls: [{ id: 'firstPage', input: { chatType, userId, page: 1 } }],
  })
  const nextPage = (): Expected => ({
    ...same,
    value: 'loadingMore',
    moreWanted: false,
    calls: [{ id: 'nextPage', input: { chatType, userId, page: context.nextPage } }],
  })
  // Ready, or on to the next page when the reader reached the end meanwhile.
  const peopleIn = (): Expected =>
    context.moreWanted && context.nextPage !== null ? nextPage() : { ...same, value: 'ready' }
  const error = (event as { error?: unknown }).error
  const page = (event as { output?: ChatPage }).output
  const took = (): Pick<Expected, 'nextPage' | 'chatContactIds' | 'records'> => ({
    nextPage: page!.nextPage,
    chatContactIds: [...context.chatContactIds, ...page!.chats.map((chat) => chat.contactId)],
    records: [
      { type: 'chat.chats.received', chatType, contacts: page!.contacts, chats: page!.chats },
    ],
  })

  if (event.type === 'chat.incoming') {
    const { contactId, message } = event as unknown as { contactId: number; message: unknown }
    return {
      ...same,
      records: [
        {
          type: 'chat.message.received',
          chatId: `${chatType}:${contactId}`,
          chatType,
          contactId,
          message,
          seen: false,
        } as DomainEventDraft,
      ],
    }
  }
  switch (`${before.value as string} ${event.type}`) {
    case 'loading xstate.done.actor.firstPage': {
      const next = { ...same, ...took() }
      return {
        ...next,
        value: 'directory',
        calls: [{ id: 'directory', input: { chatType, userId, exclude: next.chatContactIds } }],
      }
    }
    case 'loading xstate.error.actor.firstPage':
      return { ...same, value: 'failed', failures: [error] }
    // The end of the list was reached before the people (or the first page itself) were in: the
    // next page follows them.
    case 'loading chat.list.loadMore':
    case 'directory chat.list.loadMore':
      return { ...same, moreWanted: true }
    case 'directory xstate.done.actor.directory':
      return {
        ...peopleIn(),
        directoryFailed: false,
        records: [
          {
            type: 'chat.directory.received',
            contacts: (event as unknown as { output: ChatContactRecord[] }).output,
          },
        ],
      }
    // The chats are there: a failed directory leaves the list usable, and says so.
    case 'directory xstate.error.actor.directory':
      return { ...peopleIn(), directoryFailed: true, failures: [error] }
    case 'ready chat.directory.retry':
    case 'moreFailed chat.directory.retry':
      return context.directoryFailed
        ? {
            ...same,
            value: 'directory',
            calls: [
              { id: 'directory', input: { chatType, userId, exclude: context.chatContactIds } },
            ],
          }
        : same
    case 'ready chat.list.loadMore':
      return context.nextPage === null ? same : nextPage()
    case 'ready chat.list.refresh':
    case 'failed chat.list.retry':
    case 'failed chat.list.refresh':
    case 'moreFailed chat.list.refresh':
      return firstPage()
    case 'loadingMore xstate.done.actor.nextPage':
      return { ...same, ...took(), value: 'ready' }
    case 'loadingMore xstate.error.actor.nextPage':
      return { ...same, value: 'moreFailed', failures: [error] }
    case 'moreFailed chat.list.retry':
    case 'moreFailed chat.list.loadMore':
      return nextPage()
    default:
      return same
  }
}

/** The expected step as a whole context: the input stays, the paging moves on. */
function expectedOutcome(before: AnyMachineSnapshot, event: EventObject) {
  const { nextPage, chatContactIds, directoryFailed, moreWanted, ...expected } = expectedStep(
    before,
    event,
  )
  return {
    ...expected,
    context: { ...listInput, nextPage, chatContactIds, directoryFailed, moreWanted },
  }
}

async function run(path: ModelPath) {
  const { actor, fakes, recorded, failures, step } = startList()
  expect(fakes.calls, 'the first page is asked for at once').toEqual([
    { id: 'firstPage', input: { ...listInput, page: 1 } },
  ])
  const running = { actor, step, effects: { records: recorded, failures, calls: fakes.calls } }
  for (const pathStep of path.steps.slice(1)) {
    await takeCheckedStep(running, pathStep, { serializeState, expectedStep: expectedOutcome })
  }
  actor.stop()
}

describeGeneratedPaths('chat list machine (generated paths)', {
  machine: chatListMachine,
  paths,
  run,
})

describe('chat list machine (behaviour)', () => {
  const firstPageDone = (page: ChatPage) => ({ type: 'xstate.done.actor.firstPage', output: page })
  const nextPageDone = (page: ChatPage) => ({ type: 'xstate.done.actor.nextPage', output: page })

  it('pages on until there is no next page, then ignores loadMore', async () => {
    const { actor, fakes, recorded, step } = startList()
    await step(firstPageDone(chatPage(1, 2)))
    await step({ type: 'xstate.done.actor.directory', output: directory })
    await step({ type: 'chat.list.loadMore' })
    await step(nextPageDone(chatPage(2, 3)))
    await step({ type: 'chat.list.loadMore' })
    await step(nextPageDone(chatPage(3, null)))
    await step({ type: 'chat.list.loadMore' })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(
      fakes.calls
        .filter((call) => call.id !== 'directory')
        .map((call) => (call.input as { page: number }).page),
    ).toEqual([1, 2, 3])
    expect(recorded.filter((event) => event.type === 'chat.chats.received')).toHaveLength(3)
    expect(actor.getSnapshot().context.chatContactIds).toEqual([11, 12, 13])
  })

  it('asks the directory for the people without a chat on the first page', async () => {
    const { fakes, step } = startList()
    await step(firstPageDone(chatPage(1, null)))
    expect(fakes.calls.at(-1)).toEqual({
      id: 'directory',
      input: { ...listInput, exclude: [11] },
    })
  })

  it('starts over from the first page on refresh, forgetting the pages it had', async () => {
    const { actor, fakes, step } = startList()
    await step(firstPageDone(chatPage(1, 2)))
    await step({ type: 'xstate.done.actor.directory', output: directory })
    await step({ type: 'chat.list.loadMore' })
    await step(nextPageDone(chatPage(2, 3)))
    await step({ type: 'chat.list.refresh' })
    expect(actor.getSnapshot().context).toMatchObject({ nextPage: 1, chatContactIds: [] })
    expect(fakes.calls.at(-1)).toEqual({ id: 'firstPage', input: { ...listInput, page: 1 } })
  })

  it('says the people without a chat could not be loaded, and asks again on retry', async () => {
    const { actor, fakes, step } = startList()
    await step(firstPageDone(chatPage(1, null)))
    await step({ type: 'xstate.error.actor.directory', error: new Error('500') })
    expect(actor.getSnapshot().value).toBe('ready')
    expect(actor.getSnapshot().context.directoryFailed).toBe(true)
    await step({ type: 'chat.directory.retry' })
    expect(fakes.calls.at(-1)).toEqual({ id: 'directory', input: { ...listInput, exclude: [11] } })
    await step({ type: 'xstate.done.actor.directory', output: directory })
    expect(actor.getSnapshot().context.directoryFailed).toBe(false)
  })

  it('loads the next page once the people are in when the end was reached meanwhile', async () => {
    const { actor, fakes, step } = startList()
    await step(firstPageDone(chatPage(1, 2)))
    await step({ type: 'chat.list.loadMore' })
    await step({ type: 'xstate.error.actor.directory', error: new Error('500') })
    expect(actor.getSnapshot().value).toBe('loadingMore')
    expect(fakes.calls.at(-1)).toEqual({ id: 'nextPage', input: { ...listInput, page: 2 } })
  })

  it('records a pushed message unseen in whatever state the list is', async () => {
    const { recorded, step } = startList({ chatType: 'live', userId: 3 })
    await step({ type: 'chat.incoming', contactId: 9, message: pushedMessage })
    expect(recorded).toEqual([
      {
        type: 'chat.message.received',
        chatId: 'live:9',
        chatType: 'live',
        contactId: 9,
        message: pushedMessage,
        seen: false,
      },
    ])
  })
})
