import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyActorRef } from 'xstate'
import { kanbanMachine } from '@machines/kanban/kanban.machine'
import { captureToasts, signOutAfterTest } from '../../support/test-kit'
import { describeGeneratedPaths } from '../support/describe-generated-paths'
import { KanbanScreen } from './kanban-screen-driver'
import {
  coverageItems,
  mainPaths,
  screenLabel,
  screenPaths,
  screenScenarios,
  uncoveredOnScreen,
  userActs,
  type ScreenPath,
} from './kanban-screen-paths'

/*
 * The kanban board's main paths, run against the real kanban screen: generated from the kanban
 * machine and the world around it (kanban-screen-paths.ts), done as a user, the demo server and the
 * network would do them (kanban-screen-driver.tsx), each step checked on screen, in the requests
 * on their way and on the demo server against an oracle written from SPEC.md and the issue
 * (kanban-screen-oracle.ts).
 */

// The path decides when a held request is answered; on a loaded machine that can be after the HTTP
// client's 10 s deadline, which would then end it on its own. The deadline is not what these paths
// test: here it is out of their way.
vi.mock('@/services/bounded-call', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/services/bounded-call')>()),
  callTimeoutMs: 600_000,
}))

// The screen's kanban machine is watched (never driven), to know that the screen is in the step's
// state before what it shows is checked.
const watched = vi.hoisted(() => ({ actor: undefined as AnyActorRef | undefined }))
vi.mock('@xstate/react', async (importOriginal) => {
  const original = await importOriginal<typeof import('@xstate/react')>()
  const useActorRef = ((logic: { id?: string }, options?: object) => {
    const actor = (original.useActorRef as (l: unknown, o?: object) => AnyActorRef)(logic, options)
    if (logic.id === 'kanban') watched.actor = actor
    return actor
  }) as unknown as typeof original.useActorRef
  return { ...original, useActorRef }
})

type RolePath = ScreenPath & { role: 'admin' | 'client' }

// The rule: from the shortest path to every (state, event) pair the screen offers, the fewest
// (greedily) that take every state and transition of the machine, every action on screen, every
// scenario of `screenScenarios` and both starts; then, for a client, the same of theirs.
const adminPaths = mainPaths(screenPaths({ mayChange: true }))
const clientPaths = mainPaths(screenPaths({ mayChange: false }), coverageItems(adminPaths))
const paths: RolePath[] = [
  ...adminPaths.map((path) => ({ ...path, role: 'admin' as const })),
  ...clientPaths.map((path) => ({
    ...path,
    role: 'client' as const,
    description: `client, ${path.description}`,
  })),
]

const toasts = captureToasts()
let current: KanbanScreen | undefined

afterEach(async () => {
  current?.dispose()
  current = undefined
  await signOutAfterTest()
  vi.restoreAllMocks()
})

/** Runs a path on screen, step by step, naming the step that fails. */
async function run(path: RolePath) {
  watched.actor = undefined
  const screen = new KanbanScreen({
    role: path.role,
    cached: path.cached,
    actor: () => watched.actor,
    toasts,
  })
  current = screen
  for (const [index, step] of path.steps.entries()) {
    try {
      await screen.take(step)
    } catch (error) {
      if (error instanceof Error) {
        error.message = `step ${index} (${screenLabel(step.event)}): ${error.message}`
      }
      throw error
    }
  }
}

describeGeneratedPaths(
  'the kanban board on its screen (generated main paths)',
  {
    machine: kanbanMachine,
    paths,
    run: (path) => run(path as RolePath),
    covers: 'reaches every state and takes every transition of the kanban machine on screen',
    uncovered: (_, covered) => uncoveredOnScreen(covered as ScreenPath[]),
  },
  () => {
    it('shows every scenario that takes more than one step', () => {
      const shown = Object.keys(screenScenarios).filter((name) =>
        paths.some(screenScenarios[name]!),
      )
      expect(shown).toEqual(Object.keys(screenScenarios))
    })

    it('does everything a user can do on the board at least once, and a client nothing', () => {
      const done = new Set(
        paths.flatMap((path) => path.steps.map((step) => screenLabel(step.event))),
      )
      expect([...done]).toEqual(
        expect.arrayContaining([
          'a task moved to another board',
          'a task moved up its board',
          'the task moved back to its board',
          'a task renamed in the drawer',
          'a task added',
          'a board added',
          'a board renamed',
          'a board renamed to blanks',
          'a board cleared',
          'a board deleted',
          'Try again',
          'the network is lost',
          'the network is back',
          'the page is reloaded',
        ]),
      )
      expect(paths.filter((path) => path.role === 'client' && userActs(path))).toEqual([])
      expect(paths.some((path) => path.cached)).toBe(true)
      expect(paths.some((path) => path.role === 'client')).toBe(true)
    })
  },
)

describe('the generated main paths', () => {
  it('are few enough to run on every change', () => {
    expect(paths.length).toBeLessThanOrEqual(20)
  })
})
