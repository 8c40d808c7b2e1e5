import type { Plugin } from 'vite'
import { USER_DATA_KEY } from '../src/services/session/session-keys.ts'
import { signedInChunkNames } from './first-visit-chunks.ts'

/**
 * For a visitor with a stored session, starts downloading the code of every signed-in page (the
 * shell and the data layer, see first-visit-chunks.ts) from the HTML, beside the entry's, instead
 * of after the entry has run: a signed-in first visit no longer waits for it in a second round.
 * A visitor without a session (the login page) downloads none of it. Build only: the dev server
 * serves modules one by one.
 */
export function signedInPreload(): Plugin {
  return {
    name: 'signed-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return []
        const scripts: string[] = []
        const styles: string[] = []
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !signedInChunkNames.includes(output.name)) continue
          scripts.push(`/${output.fileName}`)
          styles.push(...[...(output.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`))
        }
        if (scripts.length !== signedInChunkNames.length) {
          throw new Error(
            `signed-in-preload: the chunks ${signedInChunkNames.join(', ')} are missing`,
          )
        }
        return [{ tag: 'script', injectTo: 'head', children: preloadScript(scripts, styles) }]
      },
    },
  }
}

/**
 * The inline script. Vite's loader finds the scripts preloaded and does not ask again; for a style
 * sheet it adds its own link, served from the cache, and waits for it to apply as always.
 */
function preloadScript(scripts: string[], styles: string[]): string {
  return `
      // A stored session: the code of every signed-in page loads now (vite/signed-in-preload.plugin.ts).
      try {
        if (localStorage.getItem(${JSON.stringify(USER_DATA_KEY)}) !== null) {
          var early = function (href, as) {
            var link = document.createElement('link');
            link.rel = as === 'script' ? 'modulepreload' : 'preload';
            link.as = as;
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          };
          ${JSON.stringify(scripts)}.forEach(function (href) { early(href, 'script'); });
          ${JSON.stringify(styles)}.forEach(function (href) { early(href, 'style'); });
        }
      } catch (error) {}
    `
}
