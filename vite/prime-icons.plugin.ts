import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'
import { iconClassesIn, iconSheet, isPrimeIcon } from './prime-icons.ts'

const virtualPrefix = 'virtual:prime-icons/'
const resolvedPrefix = `\0${virtualPrefix}`
/** The app's own script modules; dependencies in node_modules name no PrimeIcons. */
const appScript = /\.[cm]?[jt]sx?$/

/** A short, stable name for a module, unique within the app. */
function moduleKey(file: string): string {
  return createHash('sha256').update(file).digest('base64url').slice(0, 10)
}

/**
 * Gives each module that names PrimeIcons (`pi-home`, ...) the CSS of exactly those icons (one
 * SVG image of their glyphs), as an import of a generated style sheet. The icons so travel with
 * the code that shows them: the login page's chunks carry the login's icons, a lazily loaded
 * screen brings its own with its chunk (loaded before the chunk runs, so no icon pops in late),
 * and no page loads an icon font.
 * A name primeicons does not have fails the build instead of showing a blank icon.
 */
export function primeIcons(): Plugin {
  return {
    name: 'prime-icons',
    // Before the TypeScript and JSX transforms, so the names are read from the source as written.
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(virtualPrefix) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return undefined
      const names = id.slice(id.lastIndexOf('/') + 1, -'.css'.length).split('+')
      return iconSheet(names)
    },
    transform(code, id) {
      const file = id.split('?')[0]!
      if (id.startsWith('\0') || file.includes('/node_modules/') || !appScript.test(file)) {
        return undefined
      }
      const names = iconClassesIn(code)
      if (names.length === 0) return undefined
      const unknown = names.filter((name) => !isPrimeIcon(name))
      if (unknown.length > 0) {
        this.error(`${unknown.join(', ')}: not an icon of primeicons 7 (${file})`)
      }
      // One style sheet per module, named after it: shared by two chunks, it would be split off
      // into a chunk of its own, one more request. Appended, so no line moves and the source map
      // stays right.
      const sheet = `${virtualPrefix}${moduleKey(file)}/${names.join('+')}.css`
      return { code: `${code}\nimport '${sheet}'\n`, map: null }
    },
  }
}
