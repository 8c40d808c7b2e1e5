/**
 * The custom properties of a skin's style sheet (src/styles/tokens.css): the base block
 * (`html:root`) and each skin's block (`html[data-skin='dark']`), read from its text.
 */
export type TokenBlocks = Record<string, Record<string, string>>

/** The blocks of `css` by skin; the base block is `root`. Comments are left out. */
export function tokenBlocks(css: string): TokenBlocks {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  const blocks: TokenBlocks = {}
  for (const [, selector, body] of text.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const skin =
      /data-skin='([\w-]+)'/.exec(selector!)?.[1] ?? (/:root/.test(selector!) ? 'root' : null)
    if (!skin) continue
    const properties = (blocks[skin] ??= {})
    for (const [, name, value] of body!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
      properties[name!] = value!.replace(/\s+/g, ' ').trim()
    }
  }
  return blocks
}

/**
 * Every token of `skin` (its own block over the base one), each `var(--name)` replaced by the
 * value it names, in the order of the base block.
 */
export function skinTokens(blocks: TokenBlocks, skin: string): [name: string, value: string][] {
  const merged = { ...blocks.root, ...blocks[skin] }
  const resolve = (value: string, depth = 0): string =>
    depth > 8
      ? value
      : value.replace(/var\((--[\w-]+)\)/g, (whole, name: string) =>
          merged[name] === undefined ? whole : resolve(merged[name], depth + 1),
        )
  return Object.keys(merged).map((name) => [name, resolve(merged[name]!)])
}
