import { afterEach, describe, expect, it, vi } from 'vitest'
import { SimulatedClock, type AnyActorRef } from 'xstate'
import { findThread, unseenCount } from '@mocks/chat/chat-threads'
import { deleteLocalDatabase, getLocalDatabase } from '@/services/local-store/local-database'
import { chatThreadMachine } from '@machines/chat/chat-thread.machine'
import type { ChatThreadInput } from '@machines/chat/chat-thread.types'
import { sessionRuntime } from '@/services/session/session'
import { captureToasts } from '../../support/test-kit'
import { uncoveredMacrosteps } from '../support/macrostep-coverage'
import type { ModelPath } from '../support/model-paths'
import { inputOf } from './chat-thread-model'
import {
  adminChat,
  clientChat,
  coverageItems,
  mainPaths,
  screenLabel,
  screenPaths,
  screenScenarios,
  type ScreenSnapshot,
  type ServerFacts,
} from './chat-thread-screen-paths'
import { ThreadScreen } from './chat-thread-screen-driver'

/*
 * The open chat's main paths, run against the real messaging screen: generated from the thread
 * machine and the demo server's facts (chat-thread-screen-paths.ts), done as a user and the demo
 * server would do them (chat-thread-screen-driver.tsx), each step checked on screen, in the local
 * history and on the server.
 */

// The path decides when a held request is answered; on a loaded machine that can be after the HTTP
// client's 10 s deadline, which would then end it on its own. The deadline is not what these paths
// test: here it is out of their way.
vi.mock('@/services/bounded-call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/services/bounded-call')>()),
  callTimeoutMs: 600_000,
}))

// The screen's thread machine is watched (never driven), to know that the screen is in the step's
// state before what it shows is checked, and runs on a clock the test moves, so that the 500 ms
// reload comes exactly when the path says and never while a slow step is still being checked.
const watched = vi.hoisted(() => ({
  thread: undefined as AnyActorRef | undefined,
  clock: undefined as SimulatedClock | undefined,
}))
vi.mock('@xstate/react', async (importOriginal) => {
  const original = await importOriginal<typeof import('@xstate/react')>()
  const useActorRef = ((logic: { id?: string }, options?: object) => {
    const thread = logic.id === 'chatThread'
    const actor = (original.useActorRef as (l: unknown, o?: object) => AnyActorRef)(
      logic,
      thread ? { ...options, clock: watched.clock } : options,
    )
    if (thread) watched.thread = actor
    return actor
  }) as unknown as typeof original.useActorRef
  return { ...original, useActorRef }
})

/** What the demo server's seed holds for a chat. */
function seededFacts({ userId, contactId, chatType }: ChatThreadInput): ServerFacts {
  const thread = findThread(userId, contactId, chatType)!
  return {
    unseen: unseenCount(thread, userId) > 0,
    greeting: thread.messages.some((m) => m.type === 'greeting'),
    refused: false,
    pushed: false,
  }
}

const adminPaths = mainPaths(screenPaths(adminChat, seededFacts(adminChat)))
// The client's chat adds what only it has: the greeting.
const clientPaths = mainPaths(
  screenPaths(clientChat, seededFacts(clientChat)),
  coverageItems(adminPaths),
)
const paths = [...adminPaths, ...clientPaths]

const toasts = captureToasts()
let current: ThreadScreen | undefined

afterEach(async () => {
  current?.dispose()
  current = undefined
  ;(await sessionRuntime()).actor.send({ type: 'session.endedElsewhere', reason: 'logout' })
  vi.restoreAllMocks()
  await deleteLocalDatabase()
})

/** Runs a path on screen, step by step, naming the step that fails. */
async function run(path: ModelPath) {
  const clock = new SimulatedClock()
  watched.thread = undefined
  watched.clock = clock
  const screen = new ThreadScreen({
    input: inputOf(path),
    actor: () => watched.thread,
    clock,
    toasts,
  })
  current = screen
  let before: ScreenSnapshot | undefined
  for (const [index, step] of path.steps.entries()) {
    try {
      await screen.take(step, before)
    } catch (error) {
      if (error instanceof Error) {
        error.message = `step ${index} (${screenLabel(step.event)}): ${error.message}\n${await sendsInHistory()}`
      }
      throw error
    }
    before = step.state as ScreenSnapshot
  }
  await screen.settle(before!)
}

/**
 * What the local history holds of the user's own messages and the outbox, for a failure's message:
 * a send that never ends shows there whether the outbox was told, or the history was replaced.
 */
async function sendsInHistory(): Promise<string> {
  try {
    const database = getLocalDatabase()
    const outbox = await database.outbox.toArray()
    const kids = new Set(outbox.map((item) => item.kid))
    const messages = await database.messages.filter((row) => kids.has(row.key)).toArray()
    return `outbox: ${JSON.stringify(outbox.map(({ kid, state, attempts }) => ({ kid, state, attempts })))}; their messages: ${JSON.stringify(messages.map(({ key, delivery }) => ({ key, delivery })))}`
  } catch (error) {
    return `the local history could not be read: ${String(error)}`
  }
}

const scenario = (path: ModelPath) => path.description.replace('xstate.init', 'opens the chat')

describe(
  'the open chat on the messaging screen (generated main paths)',
  { timeout: 180_000 },
  () => {
    it.each(paths.map((path) => [scenario(path), path] as const))('%s', async (_, path) => {
      await run(path)
    })

    it('reaches every state and takes every transition of the thread machine on screen', () => {
      expect(uncoveredMacrosteps(chatThreadMachine, paths)).toEqual({
        states: [],
        transitions: [],
      })
    })

    it('shows every scenario that takes more than one transition', () => {
      const shown = Object.keys(screenScenarios).filter((name) =>
        paths.some(screenScenarios[name]!),
      )
      expect(shown).toEqual(Object.keys(screenScenarios))
    })

    it('does everything a user can do in a chat at least once', () => {
      const done = new Set(
        paths.flatMap((path) => path.steps.map((step) => screenLabel(step.event))),
      )
      expect([...done]).toEqual(
        expect.arrayContaining([
          'a message typed and sent with Enter',
          'Enter in a blank composer',
          'a message typed that the server refuses',
          'Retry on the refused message',
          'Try again',
          'heart pressed',
          'message pushed',
        ]),
      )
    })
  },
)
