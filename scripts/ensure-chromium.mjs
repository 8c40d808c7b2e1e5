#!/usr/bin/env node
/**
 * Makes sure Debian's Chromium is at /usr/bin/chromium before the browser tests and the bench.
 *
 * The browser comes from apt only: playwright-core drives the system build, and downloading one
 * any other way (npx playwright install, a CDN) is not allowed on our machines.
 */
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import process from 'node:process'

import { chromiumPath } from './chromium.mjs'

if (existsSync(chromiumPath)) process.exit(0)

console.log(
  `[ensure-chromium] ${chromiumPath} is missing; installing Debian's chromium with apt-get`,
)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const sudo = isRoot ? undefined : findOnPath('sudo')
if (!isRoot && !sudo) {
  console.warn('[ensure-chromium] not root and no sudo found; trying apt-get directly anyway')
}

run(['apt-get', 'update'])
run(['apt-get', 'install', '-y', 'chromium'])

if (!existsSync(chromiumPath)) {
  console.error(
    `[ensure-chromium] ${chromiumPath} is still missing after apt-get install chromium.\n` +
      '  Install it by hand (as root: apt-get update && apt-get install -y chromium) and retry.\n' +
      '  Do not download a browser any other way.',
  )
  process.exit(1)
}
console.log(`[ensure-chromium] installed ${chromiumPath}`)

/**
 * Runs one apt-get step with its output streamed to ours, so that a long install shows progress.
 * A failing step does not stop the script: the final existence check gives the one clear verdict.
 */
function run(command) {
  // `sudo VAR=value cmd` keeps the variable even where sudo resets the environment.
  const argv = sudo ? [sudo, 'DEBIAN_FRONTEND=noninteractive', ...command] : command
  console.log(`[ensure-chromium] $ ${argv.join(' ')}`)
  const result = spawnSync(argv[0], argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.error)
    console.error(`[ensure-chromium] could not run ${argv[0]}: ${result.error.message}`)
  else if (result.status !== 0)
    console.error(`[ensure-chromium] ${argv.join(' ')} exited with ${result.status}`)
}

/** Finds an executable on PATH without spawning `which`, which minimal images may lack. */
function findOnPath(name) {
  for (const folder of (process.env.PATH ?? '').split(':')) {
    if (folder && existsSync(`${folder}/${name}`)) return `${folder}/${name}`
  }
  return undefined
}
