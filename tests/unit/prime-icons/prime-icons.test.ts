// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { Plugin } from 'vite'
import { glyphSvg, iconClassesIn, iconRule, isPrimeIcon } from '../../../vite/prime-icons'
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

  it('draws the font’s own glyph in its em box, y pointing down', () => {
    const svg = glyphSvg('pi-search')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 -960 1024 1024">/)
    expect(svg).toMatch(/<path d="M[^"]+"\/><\/svg>$/)
    // Coordinates are whole font units.
    expect(svg).not.toMatch(/\d\.\d/)
  })

  it('writes one rule per icon: its mask, and its width when the glyph is wider than 1em', () => {
    expect(iconRule('pi-home')).toMatch(/^\.pi-home\{--pi-icon:url\("data:image\/svg\+xml,%3Csvg /)
    expect(iconRule('pi-home')).not.toContain('--pi-width')
    expect(iconRule('pi-check')).toContain(';--pi-width:1.0625em}')
    // Nothing in the data URI may end the url("...") early or start a fragment.
    const uri = /url\("(.*)"\)/.exec(iconRule('pi-home'))![1]!
    expect(uri).not.toMatch(/["#<>]/)
  })

  it('gives a module the rules of exactly the icons it names, in a style sheet of its own', () => {
    const plugin = primeIcons()
    const code = `export const Icon = () => <i className="pi pi-home" />\nconst icons = ['pi-bell']\n`
    const result = callHook(plugin, 'transform', code, '/repo/src/a.tsx') as { code: string }
    expect(result.code.startsWith(code)).toBe(true)
    const sheet = /import '(virtual:prime-icons\/[^']+\.css)'/.exec(result.code)![1]!
    const resolved = callHook(plugin, 'resolveId', sheet) as string
    const css = callHook(plugin, 'load', resolved) as string
    expect(css).toBe(`${iconRule('pi-bell')}\n${iconRule('pi-home')}`)

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
