import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { optimize } from 'svgo'

/*
 * PrimeIcons drawn as SVG masks instead of the primeicons font: each icon the product names gets
 * one CSS rule whose data URI holds that icon's glyph, taken from the font's own SVG version
 * (primeicons 7.0.0, MIT). The glyphs, not the package's raw-svg drawings, because they are the
 * very shapes the font drew, already fitted to its em box: size and alignment stay as they were.
 * src/styles/icons.css draws `.pi::before` with the mask; this file only writes the rules.
 */

/** The `pi-*` classes that are not icons but utilities of src/styles/icons.css. */
export const utilityClasses = new Set(['pi-spin', 'pi-fw'])

/**
 * The icon classes a source text names, e.g. `pi-home` in `'pi pi-home'` or in a data table.
 * The look-behind keeps out words that merely end in "pi", such as `api-key`.
 */
export function iconClassesIn(source: string): string[] {
  const found = new Set(source.match(/(?<![\w-])pi-[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? [])
  return [...found].filter((name) => !utilityClasses.has(name)).sort()
}

interface Glyph {
  /** The outline in font units: y grows upwards from the baseline. */
  path: string
  /** Advance width in font units; the em is 1024 units. */
  advance: number
}

const fontUnitsPerEm = 1024
/** Font units above the baseline; the other 64 of the em are below it. */
const fontAscent = 960

let glyphs: Map<string, Glyph> | undefined

/** The glyphs of primeicons' SVG font, by icon name. */
function glyphTable(): Map<string, Glyph> {
  if (glyphs) return glyphs
  const require = createRequire(import.meta.url)
  const font = readFileSync(require.resolve('primeicons/fonts/primeicons.svg'), 'utf8')
  glyphs = new Map()
  for (const [tag] of font.matchAll(/<glyph\b[^>]*>/g)) {
    const name = /\sglyph-name="([^"]+)"/.exec(tag)?.[1]
    const path = /\sd="([^"]+)"/.exec(tag)?.[1]
    const advance = Number(/\shoriz-adv-x="(\d+)"/.exec(tag)?.[1] ?? fontUnitsPerEm)
    if (name && path) glyphs.set(name, { path, advance })
  }
  return glyphs
}

/** Whether primeicons has a glyph for this class, e.g. `pi-home`. */
export function isPrimeIcon(className: string): boolean {
  return glyphTable().has(className.replace(/^pi-/, ''))
}

/**
 * One glyph as a small SVG in the font's geometry: the viewBox is the glyph's em box (ascent
 * above the baseline, descent below), flipped from font units so that y grows downwards.
 * Coordinates are rounded to whole font units (1/1024 em, a 60th of a pixel at 16 px).
 */
export function glyphSvg(className: string): string {
  const glyph = glyphTable().get(className.replace(/^pi-/, ''))
  if (!glyph) throw new Error(`primeicons 7 has no icon ${className}`)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -${fontAscent} ${glyph.advance} ${fontUnitsPerEm}">` +
    `<path transform="scale(1 -1)" d="${glyph.path}"/></svg>`
  return optimize(svg, { multipass: true, floatPrecision: 0 }).data
}

/** An SVG as a CSS url(), percent-encoding only what a URL in CSS cannot hold as it is. */
function svgUrl(svg: string): string {
  const text = svg.replace(/"/g, "'").replace(/[<>#%]/g, (char) => encodeURIComponent(char))
  return `url("data:image/svg+xml,${text}")`
}

const rules = new Map<string, string>()

/** The CSS rule that gives `.pi-<name>` its mask (and its width, for the few wider glyphs). */
export function iconRule(className: string): string {
  let rule = rules.get(className)
  if (rule === undefined) {
    rule = writeIconRule(className)
    rules.set(className, rule)
  }
  return rule
}

function writeIconRule(className: string): string {
  const glyph = glyphTable().get(className.replace(/^pi-/, ''))
  const width =
    glyph && glyph.advance !== fontUnitsPerEm
      ? `;--pi-width:${glyph.advance / fontUnitsPerEm}em`
      : ''
  return `.${className}{--pi-icon:${svgUrl(glyphSvg(className))}${width}}`
}
