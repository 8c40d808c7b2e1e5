import { describe, expect, it } from 'vitest'
import type { AnyStateMachine, EventObject } from 'xstate'
import type { ModelPath } from './model-paths'
import { uncoveredMacrosteps } from './macrostep-coverage'

export interface GeneratedPaths<TEvent extends EventObject = EventObject> {
  machine: AnyStateMachine
  paths: ModelPath<TEvent>[]
  /** Runs one path against the real machine and checks every step. */
  run: (path: ModelPath<TEvent>) => Promise<void> | void
  /** The coverage test's name, where it says more than the plain one. */
  covers?: string
  /**
   * What the paths leave out. Whole macrosteps by default; `uncovered` for a machine whose start
   * passes through eventless states that no step takes.
   */
  uncovered?: (
    machine: AnyStateMachine,
    paths: ModelPath[],
  ) => { states: string[]; transitions: string[] }
  /**
   * Shows that the coverage test bites: without the paths that take a step `event` picks, some
   * transition (`transition`, where the machine says which) is left uncovered.
   */
  leftOut?: { event: (event: TEvent) => boolean; transition?: string }
}

/**
 * One test per generated path, named by its description, and the test that the paths together
 * cover the whole machine, so a path generator that stops short fails instead of passing quietly.
 * `moreTests` declares the machine's own checks of its paths in the same block.
 */
export function describeGeneratedPaths<TEvent extends EventObject>(
  title: string,
  {
    machine,
    paths,
    run,
    covers = 'covers every state and every transition of the machine',
    uncovered = uncoveredMacrosteps,
    leftOut,
  }: GeneratedPaths<TEvent>,
  moreTests?: () => void,
): void {
  describe(title, () => {
    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      await run(path)
    })

    // Replays every path's macrosteps: seconds for the larger machines, more on a busy machine.
    it(covers, { timeout: 120_000 }, () => {
      expect(uncovered(machine, paths)).toEqual({ states: [], transitions: [] })
    })

    if (leftOut) {
      it('fails the coverage check when a transition is left out', () => {
        const rest = paths.filter((path) => !path.steps.some((step) => leftOut.event(step.event)))
        const { transitions } = uncovered(machine, rest)
        if (leftOut.transition) expect(transitions).toContain(leftOut.transition)
        else expect(transitions).not.toEqual([])
      })
    }

    moreTests?.()
  })
}
