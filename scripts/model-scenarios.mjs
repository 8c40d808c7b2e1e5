#!/usr/bin/env node
/**
 * Prints the paths the model-based tests generate, as readable scenarios for engineers:
 * `npm run model:scenarios` (every machine) or `npm run model:scenarios -- session`.
 *
 * Each `tests/model/<name>/<name>-model.ts` that exports `scenarios = { machine, paths }` (or a list
 * of them) is loaded
 * through Vite (TypeScript and the project's aliases), so the printout is exactly what the tests run.
 */
import { readdirSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import process from 'node:process'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('../', import.meta.url))
const wanted = process.argv.slice(2)

const valueText = (value) =>
  typeof value === 'string'
    ? value
    : Object.entries(value)
        .map(([key, child]) => `${key}.${valueText(child)}`)
        .join(', ')

const details = (event) =>
  Object.entries(event)
    .filter(
      ([key, value]) => key !== 'type' && ['string', 'number', 'boolean'].includes(typeof value),
    )
    .map(([key, value]) => `${key}=${value}`)
    .join(', ')

function print(machine, paths) {
  console.log(`\n# ${machine}: ${paths.length} generated scenarios\n`)
  paths.forEach((path, index) => {
    const [start, ...steps] = path.steps
    const origin = path.description.split(':')[0]
    console.log(`Scenario ${index + 1} (${origin})`)
    console.log(`  Given ${valueText(start.state.value)}`)
    steps.forEach((step, position) => {
      const extra = details(step.event)
      const word = position === 0 ? 'When' : 'And'
      console.log(`  ${word} ${step.event.type}${extra ? ` (${extra})` : ''}`)
    })
    console.log(`  Then ${valueText(path.steps.at(-1).state.value)}\n`)
  })
}

const server = await createServer({
  root,
  configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
})
try {
  const modelDir = fileURLToPath(new URL('../tests/model/', import.meta.url))
  for (const name of readdirSync(modelDir)) {
    if (wanted.length > 0 && !wanted.includes(name)) continue
    const file = `${modelDir}${name}/${name}-model.ts`
    if (!existsSync(file)) continue
    const module = await server.ssrLoadModule(file)
    // One machine's scenarios, or a list of them for a folder that models several.
    for (const { machine, paths } of [module.scenarios ?? []].flat()) print(machine, paths())
  }
} finally {
  await server.close()
}
