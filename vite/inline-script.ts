/**
 * Puts an inline script in the HTML just before the entry's script: after the entry's style sheet,
 * which Vite writes after it, an inline script would wait for that sheet to load. `plugin` names
 * who asks, for the error when the HTML has no entry script.
 */
export function beforeEntryScript(html: string, script: string, plugin: string): string {
  const entryScript = html.indexOf('<script type="module"')
  if (entryScript < 0) throw new Error(`${plugin}: no entry script in the HTML`)
  return `${html.slice(0, entryScript)}<script>${script}</script>\n    ${html.slice(entryScript)}`
}
