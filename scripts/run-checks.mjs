#!/usr/bin/env node
/**
 * The static checks of `npm test` (types, lint rules, formatting) side by side: each is one
 * single-threaded process, so on CI's two cores the three take about as long as the slowest one
 * instead of their sum. Each one's output is printed whole when it ends, under its name; the
 * run fails when any of them fails.
 */
import { spawn } from 'node:child_process'
import process from 'node:process'

const checks = {
  typecheck: ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit'],
  eslint: ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0'],
  prettier: ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn'],
}

/** Runs one check; resolves with whether it passed, once its output is printed. */
function run(name, args) {
  const started = Date.now()
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) =>
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      console.log(`[${name}] ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`)
      if (output.trim()) console.log(output.trimEnd())
      resolve(code === 0)
    }),
  )
}

const passed = await Promise.all(Object.entries(checks).map(([name, args]) => run(name, args)))
process.exit(passed.every(Boolean) ? 0 : 1)
