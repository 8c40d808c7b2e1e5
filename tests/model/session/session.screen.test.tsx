import { afterEach, describe, expect, it, vi } from 'vitest'
import { deleteLocalDatabase } from '@/services/local-store/local-database'
import { log } from '@models/log/log'
import {
  allTransitions,
  screenPaths,
  takenTransitions,
  type ScreenPath,
} from './session-screen-paths'
import { SessionScreen } from './session-screen-driver'

/*
 * The session's generated screen paths (session-screen-paths.ts), run through the real app in
 * jsdom against the demo server (session-screen-driver.tsx): the login page, the client's company
 * home, the account menu, the 401s of SPEC.md section 4. After every step the screen is checked
 * against SessionOracle, which is written from SPEC.md alone.
 */

const paths = screenPaths()
let current: SessionScreen | undefined

afterEach(async () => {
  await current?.dispose()
  current = undefined
  vi.restoreAllMocks()
  await deleteLocalDatabase()
})

async function run(path: ScreenPath) {
  // Refusals the path causes on purpose are logged; the log is kept quiet.
  vi.spyOn(log, 'error').mockImplementation(() => undefined)
  const screen = new SessionScreen()
  current = screen
  await screen.open()
  for (const [index, step] of path.steps.entries()) {
    try {
      await screen.take(step.event)
    } catch (error) {
      if (error instanceof Error) error.message = `step ${index + 1}: ${error.message}`
      throw error
    }
  }
}

describe('the session on the login page and the company home (generated paths)', () => {
  it.each(paths.map((path) => [path.description, path] as const))(
    '%s',
    { timeout: 60_000 },
    async (_, path) => {
      await run(path)
    },
  )

  it('takes every transition of the screen model', () => {
    expect([...allTransitions()].filter((key) => !takenTransitions(paths).has(key))).toEqual([])
  })
})
