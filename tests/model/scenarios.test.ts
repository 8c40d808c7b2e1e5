import { readdirSync } from 'node:fs'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const folder = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** Every machine of the app, named as its file is: `machines/<area>/<name>.machine.ts`. */
const machineNames = readdirSync(folder('../../machines'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) => basename(file, '.machine.ts'))
  .sort()

interface Scenarios {
  machine: string
  paths: () => { description: string }[]
}

/** What `npm run model:scenarios` prints: the `scenarios` of each `<folder>/<folder>-model.ts`. */
async function printedScenarios(): Promise<Scenarios[]> {
  const models = import.meta.glob<{ scenarios?: Scenarios | Scenarios[] }>('./*/*-model.ts')
  const printed: Scenarios[] = []
  for (const [path, load] of Object.entries(models)) {
    const [, name, file] = path.split('/')
    if (file !== `${name}-model.ts`) continue
    printed.push(...[(await load()).scenarios ?? []].flat())
  }
  return printed
}

/** The machine a set of scenarios is of: its name, before what tells sets of one machine apart. */
const machineOf = (label: string) => label.replace(/ \(.*\)$/, '')

describe('npm run model:scenarios', { timeout: 60_000 }, () => {
  it('prints the generated scenarios of every machine', async () => {
    const printed = await printedScenarios()
    // A machine may print several sets ("tickets (agent)", "tickets (customer)"); each names one.
    const machines = printed.map((scenarios) => machineOf(scenarios.machine))
    expect([...new Set(machines)].sort()).toEqual(machineNames)
    for (const { machine, paths } of printed) {
      expect(paths().length, machine).toBeGreaterThan(0)
    }
  })
})
