import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { optimize } from 'svgo'

/*
 * PrimeIcons drawn as SVG masks instead of the primeicons font: the icons a module names get a
 * style sheet whose data URI holds their glyphs, taken from the font's own SVG version (primeicons
 * 7.0.0, MIT). The glyphs, not the package's raw-svg drawings, because they are the very shapes
 * the font drew, already fitted to its em box: size and alignment stay as they were.
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

const drawings = new Map<string, string>()

/**
 * One glyph's drawing in the font's geometry, y growing downwards from the baseline (font units
 * grow upwards), rounded to whole font units (1/1024 em, a 60th of a pixel at 16 px) by svgo.
 */
export function glyphDrawing(className: string): string {
  let drawing = drawings.get(className)
  if (drawing !== undefined) return drawing
  const glyph = glyphTable().get(className.replace(/^pi-/, ''))
  if (!glyph) throw new Error(`primeicons 7 has no icon ${className}`)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -${fontAscent} ${glyph.advance} ${fontUnitsPerEm}">` +
    `<path transform="scale(1 -1)" d="${glyph.path}"/></svg>`
  const optimised = optimize(svg, { multipass: true, floatPrecision: 0 }).data
  drawing = optimised.slice(optimised.indexOf('>') + 1, optimised.lastIndexOf('</svg>'))
  drawings.set(className, drawing)
  return drawing
}

/** Font units between two glyphs of a sheet, so that no edge of one shows beside the other. */
const gap = 256

/** An SVG as a CSS url(), percent-encoding only what a URL in CSS cannot hold as it is. */
function svgUrl(svg: string): string {
  const text = svg.replace(/"/g, "'").replace(/[<>#%]/g, (char) => encodeURIComponent(char))
  return `url("data:image/svg+xml,${text}")`
}

const em = (units: number) => `${Number((units / fontUnitsPerEm).toFixed(4))}em`

/**
 * The CSS that draws these icons: their glyphs side by side in one SVG, the mask of every
 * `.pi-<name>::before`, each shifted to its own glyph. One image for all, because Chromium makes
 * a document of every SVG image it shows, which costs more than drawing the glyph itself.
 * `.pi` is in each selector to outweigh `.pi::before` wherever the two end up in the CSS.
 */
export function iconSheet(classNames: string[]): string {
  const placed: { className: string; x: number; advance: number }[] = []
  let width = 0
  for (const className of classNames) {
    const glyph = glyphTable().get(className.replace(/^pi-/, ''))
    if (!glyph) throw new Error(`primeicons 7 has no icon ${className}`)
    if (placed.length > 0) width += gap
    placed.push({ className, x: width, advance: glyph.advance })
    width += glyph.advance
  }
  const glyphs = placed
    .map(({ className, x }) =>
      x === 0
        ? glyphDrawing(className)
        : `<g transform="translate(${x})">${glyphDrawing(className)}</g>`,
    )
    .join('')
  const sprite =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 -${fontAscent} ${width} ${fontUnitsPerEm}">` +
    `${glyphs}</svg>`
  const selectors = placed.map(({ className }) => `.pi.${className}::before`).join(',')
  const shared = `${selectors}{mask-image:${svgUrl(sprite)};mask-size:${em(width)} 1em}`
  const own = placed.map(({ className, x, advance }) => {
    const widthRule = advance === fontUnitsPerEm ? '' : `;width:${em(advance)}`
    return `.pi.${className}::before{mask-position:${x === 0 ? '0' : `-${em(x)}`} 0${widthRule}}`
  })
  return [shared, ...own].join('\n')
}
