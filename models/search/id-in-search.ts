/**
 * An id kept in a URL's query (`?contact=ID`, `?ticket=ID`): anything but a positive whole number
 * is none. Self-contained (no imports, no outer names): the HTML's inline script runs its source too
 * (vite/chat-window-preload.plugin.ts).
 */
export function idInSearch(search: string, name: string): number | null {
  const value = Number(new URLSearchParams(search).get(name))
  return Number.isInteger(value) && value > 0 ? value : null
}
