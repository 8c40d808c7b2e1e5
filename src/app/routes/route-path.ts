/**
 * A path as the router matches it: letter case and a trailing slash do not matter. Self-contained
 * (no imports, no outer names): the HTML's inline scripts run its source too
 * (vite/signed-in-preload.plugin.ts, vite/chat-window-preload.plugin.ts).
 */
export function routePath(path: string): string {
  return path.toLowerCase().replace(/(.)\/+$/, '$1')
}
