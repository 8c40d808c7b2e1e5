// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { Plugin } from 'vite'
import { glyphDrawing, iconClassesIn, iconSheet, isPrimeIcon } from '../../../vite/prime-icons'
import { primeIcons } from '../../../vite/prime-icons.plugin'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** Every script of the app and of the data it is served, relative to the repository. */
function sourceFiles(): string[] {
  return ['src', 'models', 'mocks', 'machines'].flatMap((folder) =>
    readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => join(folder, file)),
  )
}

type Hook = (this: unknown, ...args: unknown[]) => unknown
/** Calls one of the plugin's hooks as Vite would, with `this.error` throwing. */
function callHook(plugin: Plugin, name: 'resolveId' | 'load' | 'transform', ...args: unknown[]) {
  const context = {
    error(message: string): never {
      throw new Error(message)
    },
  }
  return (plugin[name] as Hook).call(context, ...args)
}

describe('PrimeIcons as SVG masks', () => {
  it('has a glyph, and so a rule, for every icon the app or its data names', () => {
    const missing = sourceFiles().flatMap((file) =>
      iconClassesIn(readFileSync(join(repoRoot, file), 'utf8'))
        .filter((name) => !isPrimeIcon(name))
        .map((name) => `${name} in ${file}`),
    )
    expect(missing).toEqual([])
  })

  it('finds icon names only as written out, so that the build sees every one', () => {
    // A name put together at run time (`pi-${name}`) would reach the page without its rule.
    const composed = sourceFiles().filter((file) =>
      /(?<![\w-])pi-\$\{/.test(readFileSync(join(repoRoot, file), 'utf8')),
    )
    expect(composed).toEqual([])
  })

  it('reads the icon classes of a source text, not utilities or words that end in "pi"', () => {
    const source = `
      <i className="pi pi-refresh pi-spin" />
      const icon = { up: 'pi-arrow-up-right', down: 'pi-arrow-down-right' }
      fetch('/api-key'); const wpi-x = 1
    `
    expect(iconClassesIn(source)).toEqual([
      'pi-arrow-down-right',
      'pi-arrow-up-right',
      'pi-refresh',
    ])
  })

  it('draws the font’s own glyph, y pointing down from the baseline, in whole font units', () => {
    const drawing = glyphDrawing('pi-search')
    expect(drawing).toMatch(/^<path d="M[^"]+"\/>$/)
    expect(drawing).not.toMatch(/\d\.\d/)
    // The glyph's top is at the font's ascent, 960 units above the baseline.
    expect(drawing).toMatch(/^<path d="M\d+-\d+/)
  })

  it('draws a module’s icons from one image, each its own part of it, at its own width', () => {
    const sheet = iconSheet(['pi-home', 'pi-check'])
    const [shared, home, check] = sheet.split('\n')
    // 1024 units of home, 256 between, 1088 of the wider check: 2368 units, 2.3125em.
    expect(shared).toMatch(
      /^\.pi\.pi-home::before,\.pi\.pi-check::before\{mask-image:url\("data:image\/svg\+xml,%3Csvg [^"]*viewBox='0 -960 2368 1024'[^"]*"\);mask-size:2\.3125em 1em\}$/,
    )
    expect(sheet.match(/url\(/g)).toHaveLength(1)
    expect(home).toBe('.pi.pi-home::before{mask-position:0 0}')
    expect(check).toBe('.pi.pi-check::before{mask-position:-1.25em 0;width:1.0625em}')
    // Nothing in the data URI may end the url("...") early or start a fragment.
    const uri = /url\("(.*)"\)/.exec(shared!)![1]!
    expect(uri).not.toMatch(/["#<>]/)
    expect(decodeURIComponent(uri)).toContain(`<g transform='translate(1280)'>`)
  })

  it('gives a module the rules of exactly the icons it names, in a style sheet of its own', () => {
    const plugin = primeIcons()
    const code = `export const Icon = () => <i className="pi pi-home" />\nconst icons = ['pi-bell']\n`
    const result = callHook(plugin, 'transform', code, '/repo/src/a.tsx') as { code: string }
    expect(result.code.startsWith(code)).toBe(true)
    const sheet = /import '(virtual:prime-icons\/[^']+\.css)'/.exec(result.code)![1]!
    const resolved = callHook(plugin, 'resolveId', sheet) as string
    const css = callHook(plugin, 'load', resolved) as string
    expect(css).toBe(iconSheet(['pi-bell', 'pi-home']))

    // Another module naming the same icons gets its own sheet, which stays in its own chunk.
    const other = callHook(plugin, 'transform', code, '/repo/src/b.tsx') as { code: string }
    expect(other.code).not.toContain(sheet)
  })

  it('leaves alone modules without icons, style sheets and dependencies', () => {
    const plugin = primeIcons()
    expect(callHook(plugin, 'transform', 'export const a = 1', '/repo/src/a.ts')).toBeUndefined()
    expect(callHook(plugin, 'transform', '.pi-home {}', '/repo/src/a.css')).toBeUndefined()
    expect(
      callHook(plugin, 'transform', "'pi pi-home'", '/repo/node_modules/x/index.js'),
    ).toBeUndefined()
  })

  it('fails the build on a name primeicons does not have, instead of a blank icon', () => {
    const plugin = primeIcons()
    expect(() =>
      callHook(plugin, 'transform', `<i className="pi pi-homme" />`, '/repo/src/a.tsx'),
    ).toThrow('pi-homme: not an icon of primeicons 7 (/repo/src/a.tsx)')
  })
})
