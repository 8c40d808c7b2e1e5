/** Debian's Chromium; playwright-core drives it and never downloads a browser of its own. */
export const chromiumPath = '/usr/bin/chromium'

/**
 * The launch flags of docs/architecture.md ("Testing"): no sandbox and no GPU for containers, and no
 * background traffic (sync, component updates, QUIC) that would add requests or flakiness.
 * Shared by the browser tests and the benchmark.
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
