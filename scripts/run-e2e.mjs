#!/usr/bin/env node
/**
 * Runs the browser tests in two groups side by side, each its own Vitest process with its own
 * `vite preview` and so its own demo data: the files of one group still run one at a time, and
 * no reset of one group lands in the middle of the other's test. On the two cores CI has, the
 * run takes some 40 % less time than one group would.
 *
 * Files are shared out by how long they took (the table below, in seconds; others count
 * `unknownWeight`), the longest first, each to the group with less to do. `E2E_GROUPS=1` runs
 * them all in one process; extra arguments are passed on to Vitest (e.g. `-t kanban`).
 */
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import process from 'node:process'

const groupCount = Math.max(1, Number(process.env.E2E_GROUPS ?? 2))
const folder = 'tests/e2e'
const weights = {
  'messaging.e2e.test.ts': 212,
  'a11y-contrast-light.e2e.test.ts': 165,
  'a11y-contrast-dark.e2e.test.ts': 127,
  'shell.e2e.test.ts': 109,
  'access.e2e.test.ts': 92,
  'session.e2e.test.ts': 82,
  'a11y-focus.e2e.test.ts': 65,
  'calendar.e2e.test.ts': 35,
  'tickets-sync.e2e.test.ts': 35,
  'pages.e2e.test.ts': 26,
  'icons.e2e.test.ts': 26,
  'ui-kit.e2e.test.ts': 24,
  'tickets.e2e.test.ts': 21,
  'messaging-states.e2e.test.ts': 20,
  'messaging-focus.e2e.test.ts': 17,
  'kanban.e2e.test.ts': 30,
  'local-store.e2e.test.ts': 15,
  'first-visit.e2e.test.ts': 16,
  'a11y-kanban.e2e.test.ts': 13,
  'users.e2e.test.ts': 12,
  'tickets-window.e2e.test.ts': 12,
  'a11y-dialogs.e2e.test.ts': 11,
  'messaging-in-flight.e2e.test.ts': 10,
  'messaging-scroll.e2e.test.ts': 6,
  'email.e2e.test.ts': 10,
  'todo.e2e.test.ts': 9,
  'invoices.e2e.test.ts': 8,
}
const unknownWeight = 5

const files = readdirSync(folder)
  .filter((name) => name.endsWith('.e2e.test.ts'))
  .sort((a, b) => (weights[b] ?? unknownWeight) - (weights[a] ?? unknownWeight))
const groups = Array.from({ length: groupCount }, () => ({ files: [], weight: 0 }))
for (const file of files) {
  const lightest = groups.reduce((least, group) => (group.weight < least.weight ? group : least))
  lightest.files.push(`${folder}/${file}`)
  lightest.weight += weights[file] ?? unknownWeight
}

const passedOn = process.argv.slice(2)

/** One group's Vitest, its output prefixed with its name; resolves with its exit code. */
function runGroup(group, index) {
  const name = `[e2e ${String.fromCharCode(97 + index)}]`
  const child = spawn(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--config',
      'vitest.e2e.config.ts',
      ...passedOn,
      ...group.files,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } },
  )
  const prefix = (stream, out) => {
    let rest = ''
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop()
      for (const line of lines) out.write(`${name} ${line}\n`)
    })
    stream.on('end', () => rest && out.write(`${name} ${rest}\n`))
  }
  prefix(child.stdout, process.stdout)
  prefix(child.stderr, process.stderr)
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

for (const [index, group] of groups.entries()) {
  console.log(
    `[e2e ${String.fromCharCode(97 + index)}] ${group.files.length} files: ${group.files.map((file) => file.slice(folder.length + 1)).join(', ')}`,
  )
}
const codes = await Promise.all(groups.filter((g) => g.files.length > 0).map(runGroup))
process.exit(codes.every((code) => code === 0) ? 0 : 1)
